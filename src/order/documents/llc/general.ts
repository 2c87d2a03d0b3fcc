/**
 * The Operating Agreement's closing articles (docs/documents.md#the-documents): records
 * and fiscal year, limited liability and indemnification, dissolution and winding up, and the
 * general terms.
 */
import { monthName } from '@/states/calendarDate'

import type { DocumentContext } from '../context'

import { type Article, type LlcShape, capitalized, does } from './terms'

export function records(ctx: DocumentContext, { single, managed, owners }: LlcShape): Article {
  const month = monthName(ctx.fiscalYearEndMonth)
  const people = managed ? `${owners.replace('the ', '')} and Managers` : owners.replace('the ', '')
  return {
    title: 'Records and fiscal year',
    sections: [
      {
        title: 'Books and records',
        text: [
          `The Company keeps, on paper or electronically, at its principal office: a current Schedule A; a list of its ${managed ? 'Managers and ' : ''}officers; its formation document and this agreement, with every amendment; its federal, state and local tax returns and financial statements for the last six years; and the written decisions of its ${people}. ${single ? 'The Member' : 'Every Member'} may inspect and copy them during business hours on reasonable notice.`,
        ],
      },
      {
        title: 'Bank accounts',
        text: [
          "The Company's money is kept in accounts in its own name and is never mixed with anyone else's. Who may sign on those accounts is set by the Company's banking resolution.",
        ],
      },
      {
        title: 'Fiscal year',
        text: [
          `The Company's fiscal year ends on the last day of ${month}.${ctx.fiscalYearEndMonth === 12 ? '' : ' If IRS rules require a different tax year, the Company keeps its tax accounts on that year.'}`,
          ...(single
            ? []
            : [
                'After each fiscal year the Company gives each Member, in time for its tax returns, the information it needs for them, including its Schedule K-1 while the Company is taxed as a partnership.',
              ]),
        ],
      },
    ],
  }
}

export function liability(ctx: DocumentContext, { single, managed }: LlcShape): Article {
  const covered = managed ? 'Member, Manager or officer' : 'Member or officer'
  return {
    title: 'Limited liability and indemnification',
    sections: [
      {
        title: 'Limited liability',
        text: [
          `No ${covered} is personally liable for a debt, obligation or liability of the Company, whether it arises from a contract, a wrong or otherwise, only because of being a ${covered}. As far as the law allows, not holding meetings or not following formalities is no reason to make anyone liable for the Company's debts.`,
        ],
      },
      {
        title: 'Acts in good faith',
        text: [
          `A ${covered} is not liable to the Company${single ? ' or the Member' : ' or the Members'} for anything done or not done in good faith and in the belief that it was in the Company's interest, unless it involved fraud, willful misconduct, gross negligence, a knowing breach of the law, or a breach of this agreement.`,
        ],
      },
      {
        title: 'Indemnification',
        text: [
          `To the fullest extent permitted by ${ctx.governingLaw}, the Company will indemnify each ${covered} against losses, judgments, fines, settlements and reasonable legal fees arising from acting for the Company, except where one of the exceptions under "Acts in good faith" applies. The Company will pay legal fees as they fall due if the person promises in writing to repay them should it turn out that they were not entitled to them.`,
          "Indemnification is paid only from the Company's assets and insurance; no Member has to contribute to it. The Company may buy insurance for these risks.",
        ],
      },
    ],
  }
}

export function dissolution(ctx: DocumentContext, { single, runners }: LlcShape): Article {
  const decided = single
    ? "the Member's written decision"
    : 'a Major Decision, approved by all the Members'
  const noMember = single
    ? 'the Company has no member and no successor has become the Member as "Sole ownership and succession" provides'
    : 'the Company has no members left, unless within 90 days a successor to the last Member agrees to carry it on and is admitted'
  const rest = single
    ? 'to the Member'
    : 'to the Members in proportion to their positive capital account balances, after the accounts are adjusted for all allocations up to the date of distribution'
  return {
    title: 'Dissolution and winding up',
    sections: [
      {
        title: 'When the Company dissolves',
        text: [
          `The Company dissolves only: on ${decided}; when ${noMember}; or on a court order or any other event that causes dissolution under ${ctx.governingLaw} and that an agreement cannot change.`,
        ],
      },
      {
        title: 'Winding up',
        text: [
          `${capitalized(does(runners, 'wind'))} up the Company: finishing its business, selling its property and collecting what it is owed. The proceeds go first to its creditors (including any Member who is one), then to reasonable reserves for debts that are not yet due or certain, and then ${rest}. The Company then files in ${ctx.state.name} the documents that end its existence.`,
        ],
      },
    ],
  }
}

export function generalTerms(ctx: DocumentContext, { single, runners }: LlcShape): Article {
  const law = ctx.governingLaw.startsWith('the laws of')
    ? ctx.governingLaw
    : `${ctx.governingLaw} and the other laws of ${ctx.state.name}`
  const notices = single
    ? []
    : [
        {
          title: 'Notices',
          text: [
            'Notices under this agreement must be in writing and delivered by hand, by mail or by email to the address in Schedule A, or to another address a Member gives by notice. An email notice is given when sent, unless the sender learns that it was not delivered.',
          ],
        },
      ]
  return {
    title: 'General terms',
    sections: [
      {
        title: 'Amendments',
        text: [
          `This agreement may be changed only in writing signed by ${single ? 'the Member' : 'all the Members'}. Schedule A may also be updated in writing by ${runners} to record a contribution, transfer, admission or buy-out made under this agreement.`,
        ],
      },
      {
        title: 'Governing law',
        text: [
          `This agreement is governed by ${law}. Any dispute about it is heard in the state or federal courts located in ${ctx.state.name}.`,
        ],
      },
      ...notices,
      {
        title: 'Entire agreement',
        text: [
          'This agreement, with Schedule A, is the whole agreement about its subject. It replaces any earlier agreement or understanding about it, written or spoken.',
        ],
      },
      {
        title: 'Severability',
        text: [
          'If a court finds any part of this agreement invalid or unenforceable, the rest stays in effect, and that part applies as far as the law allows.',
        ],
      },
      {
        title: 'Who may rely on it; signing',
        text: [
          `This agreement is for the Company and ${single ? 'the Member' : 'its Members'} only; no creditor or other outsider may enforce it. It may be signed electronically and in counterparts, which together form one agreement.`,
        ],
      },
    ],
  }
}
