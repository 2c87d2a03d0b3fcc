/**
 * The nonprofit bylaws' Article 4, the board (docs/documents.md#the-documents): its
 * size (the directors named; three at least for a 501(c)(3)), two-year terms, meetings, a
 * majority quorum, unanimous written consent, removal, vacancies, no pay for serving.
 */
import type { Content } from 'pdfmake/interfaces'

import type { DocumentContext } from '@/order/documents/context'
import { clause, heading, table } from '@/order/documents/layout'
import {
  advice,
  boardSeats,
  counted,
  countWords,
  EXEMPT_MIN_DIRECTORS,
  type NonprofitFacts,
} from '@/order/documents/nonprofit/words'

function size(ctx: DocumentContext, facts: NonprofitFacts): Content[] {
  const seats = boardSeats(facts)
  const named = facts.directors.length
  const open = seats - named
  const floor = facts.taxExempt
    ? `never to fewer than ${countWords(EXEMPT_MIN_DIRECTORS)}`
    : `never below the minimum that ${ctx.governingLaw} sets`
  const openSeats =
    open > 0
      ? ` Only ${counted(named, 'director')} ${named === 1 ? 'was' : 'were'} named when the Corporation was formed; the board fills ${open === 1 ? 'the open seat as a vacancy' : `the ${countWords(open)} open seats as vacancies`} under Section 4.9.`
      : ''
  const paragraphs: Content[] = [
    clause(
      '4.2',
      'Number',
      `The board has ${counted(seats, 'director')}.${openSeats} The board may change the number by amending these Bylaws, ${floor}.`,
    ),
  ]
  if (facts.taxExempt)
    paragraphs.push(
      advice(
        "the IRS's application for 501(c)(3) status asks how the directors are related to each other and whether the Corporation pays them. Federal law sets no minimum, but the IRS looks for an independent board: keep at least three directors, most of them neither related to one another nor paid by the Corporation.",
      ),
    )
  return paragraphs
}

function initialDirectors(facts: NonprofitFacts): Content {
  const withAddress = facts.directors.some((d) => d.address)
  const list = withAddress
    ? table(
        ['Director', 'Address'],
        facts.directors.map((d) => [d.name, d.address ?? 'Not stated']),
      )
    : table(
        ['Director'],
        facts.directors.map((d) => [d.name]),
      )
  // The list stays on one page with its clause, as a board of a few names always can.
  return {
    stack: [
      clause(
        '4.3',
        'Initial directors',
        'The initial directors are those named in the articles of incorporation or elected by the incorporator:',
      ),
      list,
    ],
    unbreakable: true,
  }
}

function terms(facts: NonprofitFacts): Content {
  const electors = facts.hasMembers
    ? 'The members elect directors at their annual meeting.'
    : 'The board elects directors at its annual meeting, by a majority of the directors in office; a director may vote for their own re-election.'
  return clause(
    '4.4',
    'Election and terms',
    `${electors} Each director serves a term of two years, and until a successor is elected, unless they resign or are removed before then. The initial directors serve until the annual meeting held in the second year after the Corporation is formed. A director may serve more than one term.`,
  )
}

const removal = (ctx: DocumentContext, facts: NonprofitFacts): string =>
  facts.hasMembers
    ? `The members may remove a director, with or without cause, by a majority of the votes cast at a meeting with a quorum whose notice said so. The board may remove a director only on a ground that ${ctx.governingLaw} lets a board act on.`
    : 'The board may remove a director, with or without cause, by a majority of the directors in office, not counting the director concerned.'

function vacancies(facts: NonprofitFacts): string {
  const removed = facts.hasMembers
    ? ' The members fill a seat left open by their removing a director, and may fill any seat the board has not filled.'
    : ''
  return `The board fills a vacancy by a majority of the directors in office, even if they are fewer than a quorum.${removed} A director elected to a vacancy serves the rest of the term of the seat.`
}

export const boardArticle = (ctx: DocumentContext, facts: NonprofitFacts): Content[] => [
  heading('Article 4. Board of Directors'),
  clause(
    '4.1',
    'Powers',
    "The Corporation's activities and affairs are run, and all its powers are used, by the board or under its direction. The board may delegate the day-to-day management to officers, staff or committees, but keeps the final say.",
  ),
  ...size(ctx, facts),
  initialDirectors(facts),
  terms(facts),
  clause(
    '4.5',
    'Meetings',
    "The board meets once a year, as near as it can to the end of the fiscal year, to elect officers, review the finances and the year's work, and receive the annual conflict of interest statements. It may hold regular meetings at times it sets, with no further notice. The President or any two directors may call a special meeting, with notice to each director of its time and place at least four days ahead by mail, or at least 48 hours ahead in person, by phone or by email.",
    'A director who attends a meeting without objecting to its notice, or who waives notice in writing, cannot complain of the notice. Directors may meet online or by phone, provided every director taking part can hear and speak with all the others.',
  ),
  clause(
    '4.6',
    'Quorum and voting',
    'A majority of the directors in office is a quorum. Each director has one vote. The board acts by a majority of the directors present at a meeting with a quorum, unless the law or these Bylaws say otherwise (as Sections 6.1 and 10.1 do, among others). Directors may not vote by proxy.',
  ),
  clause(
    '4.7',
    'Action without a meeting',
    'The board may act without a meeting if every director in office consents in writing, on paper or electronically. The consents are kept with the minutes and have the same effect as a unanimous vote.',
  ),
  clause(
    '4.8',
    'Resignation and removal',
    `A director may resign by written notice to the President or the Secretary, effective when given unless the notice names a later date. ${removal(ctx, facts)}`,
  ),
  clause('4.9', 'Vacancies', vacancies(facts)),
  clause(
    '4.10',
    'No pay for serving',
    "Directors receive no pay for serving as directors. The Corporation may repay a director's reasonable expenses of serving, on receipts and under a policy the board sets. A director who also works for the Corporation in another role may be paid reasonably for that work, but only as approved under Section 6.1.",
  ),
]
