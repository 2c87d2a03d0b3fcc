/**
 * The bylaws' article on the shareholders: their meetings, notice, quorum, voting and consents
 * (docs/documents.md#the-documents). Notice runs 10 to 60 days, as the record date does.
 */
import type { Content } from 'pdfmake/interfaces'

import type { DocumentContext } from '../../context'
import { clause, heading } from '../../layout'
import { charterName } from '../facts'

export function shareholdersArticle(ctx: DocumentContext): Content[] {
  const law = ctx.governingLaw
  const charter = charterName(ctx)
  return [
    heading('Article 2. Shareholders'),
    clause(
      '2.1',
      'Annual meeting',
      'The shareholders meet once a year, on the date and at the time and place the board sets, to elect directors and to do any other business properly brought before the meeting.',
      `If an annual meeting is not held, the directors in office keep serving, and a meeting to elect directors may be called as ${law} provides.`,
    ),
    clause(
      '2.2',
      'Special meetings',
      'A special meeting of the shareholders may be called by the board, by the president, or by the holders of 10% or more of the shares entitled to vote at it.',
      'Shareholders call a meeting by a signed written request to the secretary saying what the meeting is for; the secretary then sends the notice. A special meeting may deal only with the business its notice describes.',
    ),
    clause(
      '2.3',
      'Place and remote attendance',
      `Meetings are held at the place the board sets, inside or outside ${ctx.state.name}, or, where ${law} allows, by remote communication alone. Shareholders may attend and vote by any remote means the board approves and the law allows.`,
    ),
    clause(
      '2.4',
      'Notice',
      'The secretary gives written notice of each meeting to every shareholder entitled to vote at it, no fewer than 10 and no more than 60 days before the meeting. The notice gives the date, time and place, any means of remote attendance and, for a special meeting, its purpose.',
      'Notice goes by mail to the address in the stock ledger, or by email or another electronic means the shareholder has agreed to. A shareholder waives notice by signing a waiver, before or after the meeting, or by attending without objecting at the start that the meeting was not properly called.',
    ),
    clause(
      '2.5',
      'Record date',
      'The board may fix a record date to decide who may receive notice of a meeting and vote at it, no more than 60 and no fewer than 10 days before the meeting. If the board fixes none, the record date is the day before notice is given.',
    ),
    clause(
      '2.6',
      'Quorum',
      'A majority of the shares entitled to vote, present in person or by proxy, is a quorum. Without a quorum, the holders of a majority of the shares present may adjourn the meeting. No new notice is needed if the new date, time and place are announced at the meeting and the meeting resumes within 30 days.',
    ),
    clause(
      '2.7',
      'Voting',
      `Each outstanding share has one vote. When a quorum is present, a matter passes by a majority of the votes cast, unless ${law}, the ${charter} or these bylaws require more. Directors are elected by a plurality of the votes cast.`,
    ),
    clause(
      '2.8',
      'Proxies',
      `A shareholder may vote in person or by a proxy given in writing or by electronic transmission. A proxy lasts as long as ${law} allows, unless it states a shorter time.`,
    ),
    clause(
      '2.9',
      'Action without a meeting',
      `Where ${law} allows and the ${charter} does not forbid it, the shareholders may act without a meeting by written consent. The consent must be signed by the holders of at least the votes needed to take the action at a meeting at which every share entitled to vote was present; where the law requires every shareholder's consent, every shareholder signs.`,
      'The secretary promptly tells the shareholders who did not sign what was done, and files the consents with the minutes.',
    ),
  ]
}
