/**
 * The nonprofit bylaws' Articles 5 to 7 (docs/documents.md#the-documents): officers
 * (the President never also Secretary or Treasurer), conflicts of interest under the board's
 * Conflict of Interest Policy, and committees.
 */
import type { Content } from 'pdfmake/interfaces'

import type { DocumentContext } from '@/order/documents/context'
import { clause, heading } from '@/order/documents/layout'
import type { NonprofitFacts } from '@/order/documents/nonprofit/words'

const officers = (facts: NonprofitFacts): Content[] => [
  heading('Article 5. Officers'),
  clause(
    '5.1',
    'Offices',
    'The officers are a President, who also chairs the board, a Secretary and a Treasurer. The board may add others (a Vice President, for example) and set their duties. One person may hold two offices, except that the President may not also be the Secretary or the Treasurer, so that more than one person sees the minutes and the money. The President, as chair of the board, must be a director; the other officers need not be.',
  ),
  clause(
    '5.2',
    'Election and term',
    'The board elects the officers at its annual meeting, each for one year and until a successor is elected. The board may remove an officer at any time, and fills a vacant office for the rest of its term. An officer may resign by written notice to the President or the Secretary.',
  ),
  clause(
    '5.3',
    'President',
    `The President chairs the meetings of the board${facts.hasMembers ? ' and of the members' : ''}, oversees the Corporation's work and staff, and signs contracts and other documents the board has authorized. Between meetings the President reports to the board.`,
  ),
  clause(
    '5.4',
    'Secretary',
    `The Secretary gives the notices these Bylaws require; keeps the minutes of the board${facts.hasMembers ? ', the members' : ''} and the committees, the written consents, these Bylaws and the articles of incorporation${facts.hasMembers ? ', and the list of members with their addresses' : ''}; and certifies copies of them when asked.`,
  ),
  clause(
    '5.5',
    'Treasurer',
    `The Treasurer oversees the Corporation's money and property, keeps or has kept its books of account, deposits its funds in the accounts the board has chosen, and reports to the board on its finances at every regular meeting and in a yearly statement (Section 8.4). The Treasurer sees that the Corporation's tax returns and state reports are filed on time${facts.taxExempt ? ', its yearly IRS Form 990 (or the 990-EZ or 990-N a smaller organization may file instead) included' : ''}.`,
  ),
  clause(
    '5.6',
    'Pay of officers',
    "An officer may be paid for work done for the Corporation, but only what is reasonable for that work. The board, or a committee it names, sets the pay under the Conflict of Interest Policy, without the vote of anyone whose pay, or whose family member's pay, is being decided.",
  ),
]

const conflicts = (facts: NonprofitFacts): Content[] => [
  heading('Article 6. Conflicts of Interest'),
  clause(
    '6.1',
    'Conflict of Interest Policy',
    `The board has adopted a Conflict of Interest Policy, and may amend it. Every director, officer and member of a committee with the board's powers follows it and signs its annual statement. A contract or other dealing in which one of them has a financial interest is approved only as the policy sets out: after the interest is disclosed, with the interested person out of the room, by a majority of the disinterested directors present${facts.taxExempt ? ', and only if it is fair and reasonable to the Corporation and furthers its exempt purposes' : ', and only if it is fair and reasonable to the Corporation'}.`,
  ),
  clause(
    '6.2',
    'No loans to insiders',
    'The Corporation will not lend money to, or guarantee a debt of, a director or an officer. This does not prevent an advance of expenses under Section 4.10 or Article 9.',
  ),
]

const committees = (ctx: DocumentContext): Content[] => [
  heading('Article 7. Committees'),
  clause(
    '7.1',
    'Board committees',
    `By a majority of the directors in office, the board may create committees of two or more directors and give them some of its powers. A committee may not amend these Bylaws or the articles, elect or remove directors, fill board vacancies, approve a merger, a sale of all or nearly all the assets or a dissolution, or do anything else that ${ctx.governingLaw} keeps for the board itself.`,
  ),
  clause(
    '7.2',
    'Advisory committees',
    'The board may also form advisory committees, whose members need not be directors. They give advice and do work the board asks for, but cannot act for the board or bind the Corporation.',
  ),
  clause(
    '7.3',
    'How committees work',
    "A committee follows the board's rules on notice, quorum, voting and written consent (Sections 4.5 to 4.7), keeps minutes, and reports to the board at its next meeting.",
  ),
]

export const officerArticles = (ctx: DocumentContext, facts: NonprofitFacts): Content[] => [
  ...officers(facts),
  ...conflicts(facts),
  ...committees(ctx),
]
