/**
 * The Operating Agreement's money articles (docs/documents.md#the-documents): the
 * members and their contributions, capital accounts, profits, losses and distributions, and how
 * the IRS taxes the Company.
 */
import type { DocumentContext } from '../context'

import { type Article, type LlcShape, capitalized, does } from './terms'

const noDistributionIfInsolvent = (ctx: DocumentContext): string =>
  `No distribution may be made if, afterwards, the Company could not pay its debts as they fall due, or its liabilities would be greater than its assets, or if it would otherwise be unlawful under ${ctx.governingLaw}.`

export function capital(ctx: DocumentContext, shape: LlcShape): Article {
  const { single, runners } = shape
  if (single) {
    return {
      title: 'Ownership, capital and distributions',
      sections: [
        {
          title: 'The Member',
          text: [
            "The Member owns 100% of the Company. The Member's name, address and contribution are set out in Schedule A. The Member's interest is not represented by a certificate.",
          ],
        },
        {
          title: 'Contributions',
          text: [
            "The Member has made, or will promptly make, the contribution shown in Schedule A. The Member may contribute more money or property at any time but never has to. Each contribution is recorded in the Company's books. No contribution earns interest.",
          ],
        },
        {
          title: 'Loans from the Member',
          text: [
            'The Member may lend money to the Company. A loan is a debt of the Company, not a contribution, and should be recorded in writing with its terms.',
          ],
        },
        {
          title: 'Profits, losses and distributions',
          text: [
            `All of the Company's profits and losses belong to the Member. ${capitalized(does(runners, 'decide'))} when the Company pays a distribution to the Member, and how much. ${noDistributionIfInsolvent(ctx)}`,
          ],
        },
        taxSingle(shape),
      ],
    }
  }
  return {
    title: 'Members, capital and distributions',
    sections: [
      {
        title: 'Members and ownership',
        text: [
          "Schedule A lists each Member, its address, its ownership percentage and its contribution. A Member's ownership percentage is its share of the Company's profits, losses, distributions and votes. The percentages add up to 100%. Interests are not represented by certificates.",
        ],
      },
      {
        title: 'Contributions',
        text: [
          'Each Member has made, or will promptly make, the contribution shown for it in Schedule A. No Member has to contribute more. A further contribution may be required only as a Major Decision; a further contribution changes the ownership percentages only if all the Members agree in writing.',
        ],
      },
      {
        title: 'Capital accounts',
        text: [
          "The Company keeps a capital account for each Member. It is credited with the Member's contributions (property at the value the Members agree) and its share of profits, and debited with distributions to it (property at its fair value) and its share of losses. The accounts are kept as Treasury Regulations section 1.704-1(b)(2)(iv) requires, and this agreement is read so that they comply. No Member earns interest on its capital or may withdraw it, except through a distribution under this agreement.",
        ],
      },
      {
        title: 'Loans from Members',
        text: [
          "A Member may lend money to the Company on terms approved as a Major Decision. A loan is a debt of the Company; it is not a contribution and does not change anyone's ownership percentage.",
        ],
      },
      {
        title: 'Profits and losses',
        text: [
          "The Company's profits and losses for each fiscal year, and each item of income, gain, loss and deduction, are allocated among the Members in proportion to their ownership percentages, except where the tax law requires a different allocation.",
        ],
      },
      {
        title: 'Distributions',
        text: [
          `${capitalized(does(runners, 'decide'))} when the Company distributes cash or property, and how much. Every distribution goes to the Members in proportion to their ownership percentages on the day it is made, except a distribution in winding up, which follows "Dissolution and winding up". Where its cash and needs allow, the Company will try to distribute each year at least enough for the Members to pay the income tax on their shares of its profits. ${noDistributionIfInsolvent(ctx)}`,
        ],
      },
      taxMulti(shape),
    ],
  }
}

const CORPORATE_ELECTION =
  'The Company may instead elect to be taxed as a corporation (on IRS Form 8832) or, if it qualifies, as an S corporation (on IRS Form 2553, which also serves as the election to be taxed as a corporation).'

// An S corporation's owners must be individuals or certain estates, trusts and tax-exempt
// organizations: a company member usually rules the election out.
const companyOwnerWarning = ({ llc }: LlcShape): string[] =>
  llc.members.some((member) => member.kind === 'company')
    ? [
        'An S corporation may be owned only by individuals and certain estates, trusts and tax-exempt organizations, so while a company is a Member the Company usually cannot be an S corporation. Ask a tax adviser before any election.',
      ]
    : []

function taxSingle(shape: LlcShape) {
  return {
    title: 'Tax classification',
    text: [
      `By default the IRS disregards a limited liability company with one member: the Company files no income tax return of its own, and its income and expenses are reported on the Member's return. ${CORPORATE_ELECTION} Any election is the Member's decision.`,
      ...companyOwnerWarning(shape),
    ],
  }
}

function taxMulti(shape: LlcShape) {
  const largest = shape.llc.members.reduce((top, member) =>
    member.ownership > top.ownership ? member : top,
  )
  const acting = largest.kind === 'company' ? ' acting through an individual it designates,' : ''
  return {
    title: 'Tax classification',
    text: [
      `By default the IRS taxes a limited liability company with two or more members as a partnership: the Company files IRS Form 1065 and gives each Member a Schedule K-1 showing its share of income, which the Member reports on its own return. ${CORPORATE_ELECTION} Any election is a Major Decision.`,
      `While the Company is taxed as a partnership, ${largest.name}, the Member with the largest ownership percentage,${acting} is its partnership representative before the IRS until the Members choose another by majority vote. The representative keeps the Members informed of any audit and may not settle one without a majority vote of the Members.`,
      ...companyOwnerWarning(shape),
    ],
  }
}
