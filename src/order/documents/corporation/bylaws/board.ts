/**
 * The bylaws' article on the board of directors: its size (the number first elected), terms,
 * vacancies, removal, meetings, quorum and written consents (docs/documents.md#the-documents).
 */
import type { Content } from 'pdfmake/interfaces'

import type { DocumentContext } from '../../context'
import { clause, heading } from '../../layout'
import { charterName, corporationOf } from '../facts'
import { numberWords } from '../../numberWords'

function numberClause(ctx: DocumentContext): Content {
  const count = corporationOf(ctx).directors.length
  const limits = `no fewer than one and within any limits the ${charterName(ctx)} sets`
  const size = count
    ? `The board has ${numberWords(count)} (${count}) ${count === 1 ? 'director' : 'directors'}, the number first elected. The board may change that number by resolution, to ${limits}.`
    : `The board has the number of directors it fixes by resolution, ${limits}.`
  return clause(
    '3.2',
    'Number of directors',
    `${size} Reducing the number does not shorten a sitting director's term. Directors need not be shareholders or residents of ${ctx.state.name}.`,
  )
}

export function boardArticle(ctx: DocumentContext): Content[] {
  const law = ctx.governingLaw
  return [
    heading('Article 3. Board of directors'),
    clause(
      '3.1',
      'Powers',
      `The board manages the business and affairs of the Company. It may use every power of the Company that the law, the ${charterName(ctx)} or these bylaws do not reserve to the shareholders.`,
    ),
    numberClause(ctx),
    clause(
      '3.3',
      'Election and term',
      'The shareholders elect the directors at each annual meeting. Each director serves until the next annual meeting and until a successor is elected, or until the director dies, resigns or is removed, if sooner.',
    ),
    clause(
      '3.4',
      'Vacancies',
      'A vacancy on the board, including one created by increasing the number of directors, may be filled by a majority of the directors in office, even if they are fewer than a quorum, by a sole remaining director, or by the shareholders. A director so chosen serves until the next annual meeting.',
    ),
    clause(
      '3.5',
      'Removal and resignation',
      `The shareholders may remove any director, with or without cause, by the vote of a majority of the shares entitled to vote at an election of directors, to the extent ${law} allows.`,
      'A director may resign at any time by written notice to the Company. The resignation takes effect when given, unless it names a later time.',
    ),
    clause(
      '3.6',
      'Meetings',
      'The board meets after each annual meeting of shareholders and at any other regular times it sets; regular meetings need no notice. The president or any director may call a special meeting by giving every director at least two days\u2019 notice, in person, by phone, by mail or by email. The notice need not state the purpose.',
      'A director waives notice by signing a waiver or by attending without objecting. Directors may meet by phone or video, as long as everyone taking part can hear each other.',
    ),
    clause(
      '3.7',
      'Quorum and vote',
      'A majority of the total number of directors is a quorum. The vote of a majority of the directors present at a meeting with a quorum is the act of the board. A board of one director acts by that director alone.',
    ),
    clause(
      '3.8',
      'Action without a meeting',
      'The board, or a committee, may act without a meeting if every director (or every member of the committee) consents in writing or by electronic transmission. The consents are filed with the minutes.',
    ),
    clause(
      '3.9',
      'Committees',
      `The board may form committees of one or more directors and give them any of its powers, except those ${law} reserves to the full board.`,
    ),
    clause(
      '3.10',
      'Pay and expenses',
      "The board may set the directors' pay for serving and reimburse their reasonable expenses.",
    ),
  ]
}
