/**
 * The nonprofit bylaws' Article 3 (docs/documents.md#the-documents): either "no
 * members", the board holding their rights, or members who elect the directors, one vote each,
 * a tenth of them a quorum.
 */
import type { Content } from 'pdfmake/interfaces'

import type { DocumentContext } from '@/order/documents/context'
import { clause, heading } from '@/order/documents/layout'
import type { NonprofitFacts } from '@/order/documents/nonprofit/words'

/** The share of members present that makes a quorum, and that may call a special meeting. */
export const MEMBER_QUORUM_PERCENT = 10

const noMembers = (ctx: DocumentContext): Content[] => [
  heading('Article 3. Members'),
  clause(
    '3.1',
    'No members',
    `The Corporation has no members. Every right and power that members would have under ${ctx.governingLaw} belongs to the board, and any action that would need the members' approval needs only the board's.`,
    'The board may call donors, volunteers or advisers "supporters", "friends" or a similar name. They are not members under the law, and they have no vote.',
  ),
]

const withMembers = (ctx: DocumentContext): Content[] => [
  heading('Article 3. Members'),
  clause(
    '3.1',
    'Who may be a member',
    "Any person or organization that supports the Corporation's purposes may apply to be a member in the way the board sets. The board admits members, and may set dues and other reasonable conditions that apply to every member alike. A membership is personal: it cannot be sold or transferred.",
  ),
  clause(
    '3.2',
    'Ending a membership',
    "A membership ends when the member resigns in writing, or dies or, for an organization, ends. The board may end a membership for dues left unpaid 30 days after a written reminder, or for good cause, after giving the member written notice of the reasons at least 15 days ahead and a chance to answer them, orally or in writing, before the board decides. A former member is owed nothing from the Corporation's assets.",
  ),
  clause(
    '3.3',
    'Meetings of members',
    `The members meet once a year, at a time and place (in person, online or both) that the board sets, to elect directors and to deal with any other business. The board, the President, or members holding at least ${MEMBER_QUORUM_PERCENT}% of the votes may call a special meeting. The Secretary gives every member written notice (by mail or, to a member who has agreed to it, by email) at least 10 and no more than 60 days before a meeting, saying when and where it is, and, for a special meeting, what it will decide.`,
  ),
  clause(
    '3.4',
    'Voting',
    `Each member has one vote. Members vote in person or, where the board allows it, online or by written ballot; they may not vote by proxy. Unless ${ctx.governingLaw} or these Bylaws ask for more, the members decide by a majority of the votes cast at a meeting with a quorum.`,
  ),
  clause(
    '3.5',
    'Quorum',
    `Members holding ${MEMBER_QUORUM_PERCENT}% of the votes, present in person or online, are a quorum. Where ${ctx.governingLaw} sets a higher quorum for a matter, that quorum applies to it.`,
  ),
  clause(
    '3.6',
    'What the members decide',
    "The members elect the directors (Section 4.4) and may remove a director (Section 4.8). Their approval is also needed for an amendment of these Bylaws that changes members' rights (Section 10.1), and for a merger, a sale of all or nearly all of the Corporation's assets, or a dissolution, wherever the law requires it. Every other matter is for the board.",
  ),
]

export const membersArticle = (ctx: DocumentContext, facts: NonprofitFacts): Content[] =>
  facts.hasMembers ? withMembers(ctx) : noMembers(ctx)
