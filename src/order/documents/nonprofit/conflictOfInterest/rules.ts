/**
 * The Conflict of Interest Policy's first sections (docs/documents.md#the-documents):
 * why it exists, its words, the duty to disclose, deciding whether a conflict exists, handling
 * one, and failures to disclose. The elements follow IRS Form 1023's instructions; the words are ours.
 */
import type { Content } from 'pdfmake/interfaces'

import type { DocumentContext } from '@/order/documents/context'
import { clause, heading } from '@/order/documents/layout'
import type { NonprofitFacts } from '@/order/documents/nonprofit/words'

function purpose(ctx: DocumentContext, facts: NonprofitFacts): Content[] {
  const exempt = facts.taxExempt
    ? ' It also helps the Corporation keep its tax exemption under section 501(c)(3) of the Internal Revenue Code, which forbids its earnings from benefiting insiders and taxes "excess benefit transactions" with them.'
    : ''
  return [
    heading('1. Why This Policy Exists'),
    clause(
      '1.1',
      'Purpose',
      `${ctx.company} (the "Corporation") sometimes considers a contract, purchase, grant, hire or other arrangement that could benefit one of its own directors or officers, or their family or business. This policy sets out how the Corporation deals with such an arrangement, so that every decision is made in the Corporation's interest and can be shown to have been.${exempt}`,
    ),
    clause(
      '1.2',
      'The law still applies',
      `This policy adds to ${ctx.governingLaw} on conflicts of interest and self-dealing; it does not replace it. Where that law asks for more (a larger vote, a decision before the deal is made, or a report to the state), the Corporation does what the law asks as well.`,
    ),
  ]
}

const words: Content[] = [
  heading('2. Words Used in This Policy'),
  clause(
    '2.1',
    'Interested person',
    'An "interested person" is a director, an officer, or a member of a committee to which the board has given some of its powers, who has a financial interest, directly or indirectly.',
  ),
  clause(
    '2.2',
    'Financial interest',
    'A person has a "financial interest" if they, their family, or a business they own or control, have or are negotiating:',
    '(a) an ownership or investment interest in a person or organization with which the Corporation has, or is negotiating, an arrangement; or',
    '(b) a compensation arrangement with the Corporation, or with a person or organization with which the Corporation has, or is negotiating, an arrangement.',
    '"Compensation" means pay of any kind, direct or indirect, and gifts or favors that are more than trivial.',
  ),
  clause(
    '2.3',
    'Family',
    'A person\'s "family" is their spouse or domestic partner, parents, grandparents, brothers and sisters, children, grandchildren and great-grandchildren, and the spouses of their brothers, sisters, children, grandchildren and great-grandchildren.',
  ),
  clause(
    '2.4',
    'An interest is not yet a conflict',
    'Having a financial interest does not mean a conflict of interest exists. Whether it does is for the board, or the committee concerned, to decide under Section 4.',
  ),
]

const disclose: Content[] = [
  heading('3. Telling the Board'),
  clause(
    '3.1',
    'Duty to disclose',
    'An interested person must tell the board, or the committee considering the arrangement, that they have a financial interest, and give it every fact about the interest that matters, as soon as they know the arrangement is being considered and in any event before a decision is made. The duty applies to arrangements proposed by anyone, including the interested person.',
  ),
  clause(
    '3.2',
    'Once a year too',
    'Each director, officer and committee member also lists their interests on the annual statement in Attachment A (Section 9). Listing an interest on the statement does not replace telling the board when a particular arrangement comes up.',
  ),
]

const decide: Content[] = [
  heading('4. Deciding Whether There Is a Conflict'),
  clause(
    '4.1',
    'Out of the room',
    'After the interested person has disclosed the interest, and answered any questions, they leave the meeting. The other directors or committee members then discuss the matter and vote on whether a conflict of interest exists. The interested person takes no part in that discussion or vote.',
  ),
]

function handle(facts: NonprofitFacts): Content[] {
  const purposes = facts.taxExempt ? ', furthers its exempt purposes' : ''
  return [
    heading('5. Dealing With a Conflict'),
    clause(
      '5.1',
      'The interested person steps back',
      'The interested person may present facts at the meeting, if asked, but then leaves before the discussion and the vote on the arrangement. They do not vote on it, and do not try to influence anyone who does.',
    ),
    clause(
      '5.2',
      'Looking at alternatives',
      'The President, or the chair of the committee, may ask a disinterested director or a disinterested committee to look for other options. The board or committee then decides, after a reasonable inquiry, whether the Corporation could get an arrangement that is as good or better, with reasonable effort, from someone with whom no conflict would arise.',
    ),
    clause(
      '5.3',
      'The vote',
      `If no better option can reasonably be had, the disinterested directors decide whether to go ahead. The arrangement is approved only by a majority of the disinterested directors present at a meeting with a quorum, and only if they find that it is in the Corporation's best interest and for its own benefit${purposes}, and is fair and reasonable to it.`,
    ),
  ]
}

const breaches: Content[] = [
  heading('6. Failing to Disclose'),
  clause(
    '6.1',
    'Breaches of this policy',
    'If the board or a committee has reasonable cause to believe that someone has not disclosed an actual or possible conflict, it tells them why and gives them a chance to explain. If, after hearing them and looking into the matter as far as needed, it finds that they did fail to disclose, it takes the corrective and disciplinary action it thinks fit, which may include undoing the arrangement where possible and removing the person from office.',
  ),
]

export const ruleSections = (ctx: DocumentContext, facts: NonprofitFacts): Content[] => [
  ...purpose(ctx, facts),
  ...words,
  ...disclose,
  ...decide,
  ...handle(facts),
  ...breaches,
]
