/**
 * The Conflict of Interest Policy's later sections (docs/documents.md#the-documents):
 * minutes, pay decisions, annual statements, periodic reviews, and how the board adopts and
 * changes the policy.
 */
import type { Content } from 'pdfmake/interfaces'

import type { DocumentContext } from '@/order/documents/context'
import { clause, dayWords, heading } from '@/order/documents/layout'
import type { NonprofitFacts } from '@/order/documents/nonprofit/words'

const minutes: Content[] = [
  heading('7. Minutes'),
  clause(
    '7.1',
    'What the minutes record',
    'The minutes of every meeting where a financial interest comes up record:',
    '(a) who disclosed a financial interest, or was found to have one, what the interest was, what the board or committee did to decide whether it was a conflict, and what it decided; and',
    '(b) who was present for the discussion and the vote on the arrangement, what was discussed (the alternatives considered and any comparable prices or pay included), and how each person voted.',
  ),
]

const pay: Content[] = [
  heading('8. Decisions on Pay'),
  clause(
    '8.1',
    'No vote on your own pay',
    'A director or committee member who is paid by the Corporation, directly or indirectly, for services may not vote on matters that concern their own pay, or the pay of a member of their family. They may give information about it to the board or committee, if asked, and then leave the discussion.',
  ),
]

function statements(facts: NonprofitFacts): Content[] {
  const exempt = facts.taxExempt
    ? ', and that they understand the Corporation is a charitable organization which, to keep its federal tax exemption, must spend its efforts mainly on work that carries out one or more of its exempt purposes'
    : ''
  return [
    heading('9. Annual Statements'),
    clause(
      '9.1',
      'Signed each year',
      `When they take office, and each year at the board's annual meeting, every director, officer and member of a committee with the board's powers signs the statement in Attachment A. In it they confirm that they have received, read and understood this policy and agree to follow it${exempt}. They also list their financial interests. The Secretary keeps the signed statements with the minutes.`,
    ),
  ]
}

function reviews(facts: NonprofitFacts): Content[] {
  const reviewed = facts.taxExempt
    ? [
        'At least once a year the board checks that the Corporation is run in keeping with its charitable purposes and does nothing that could put its tax exemption at risk. The review covers at least:',
        "(a) whether the pay and benefits it gives anyone are reasonable, judged against reliable information on what similar organizations pay, and were agreed at arm's length; and",
        "(b) whether its partnerships, joint ventures and arrangements with management companies or other service providers follow the board's written policies, are properly recorded, pay reasonable prices, further its charitable purposes, and bring no one a private benefit, improper gain or excess benefit.",
      ]
    : [
        'At least once a year the board checks that the pay and benefits the Corporation gives anyone are reasonable, that its dealings with directors, officers and their families were approved under this policy, and that no one gains privately from the Corporation beyond fair pay for work done.',
      ]
  return [
    heading('10. Periodic Reviews'),
    clause('10.1', 'What the board reviews', ...reviewed),
    clause(
      '10.2',
      'Outside advisers',
      "The board may hire accountants, lawyers or other advisers to help with a review. Using them does not take away the board's own duty to see that the review is done.",
    ),
  ]
}

const adoption = (ctx: DocumentContext): Content[] => [
  heading('11. Adoption and Changes'),
  clause(
    '11.1',
    'Adoption',
    `The board adopted this policy on ${dayWords(ctx.date)}, by the directors' signatures at the end of this document, and Article 6 of the Bylaws refers to it. The board may change it by a majority of the directors in office, and reviews it at least once a year.`,
  ),
]

export const oversightSections = (ctx: DocumentContext, facts: NonprofitFacts): Content[] => [
  ...minutes,
  ...pay,
  ...statements(facts),
  ...reviews(facts),
  ...adoption(ctx),
]
