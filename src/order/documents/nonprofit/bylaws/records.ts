/**
 * The nonprofit bylaws' last articles (docs/documents.md#the-documents): fiscal year,
 * money and records, indemnification as the state's law allows, amendment by two-thirds of the
 * directors (with the members for their rights), dissolution, and the Secretary's certificate.
 */
import type { Content } from 'pdfmake/interfaces'

import type { DocumentContext } from '@/order/documents/context'
import { clause, dayWords, heading, paragraph } from '@/order/documents/layout'
import { fiscalYearEnd, type NonprofitFacts, secretaryOf } from '@/order/documents/nonprofit/words'

function finances(ctx: DocumentContext, facts: NonprofitFacts): Content[] {
  const memberList = facts.hasMembers ? ' the list of members with their addresses;' : ''
  const publicCopies = facts.taxExempt
    ? ' It makes its application for exemption and its three most recent annual information returns (Form 990) available to anyone who asks, as federal law requires.'
    : ''
  const memberAccess = facts.hasMembers
    ? ` A member may inspect them for a purpose related to their membership, as ${ctx.governingLaw} allows.`
    : ''
  return [
    heading('Article 8. Finances and Records'),
    clause(
      '8.1',
      'Fiscal year',
      `The Corporation's fiscal year ends on the last day of ${fiscalYearEnd(ctx)} each year.`,
    ),
    clause(
      '8.2',
      'Contracts, checks and deposits',
      "The board may authorize any officer or agent to sign a contract or other document for the Corporation, generally or for a single matter. The Corporation's money is kept in its own accounts, in its name, and checks and payments are signed or approved as the board's Banking Resolution says.",
    ),
    clause(
      '8.3',
      'Books and records',
      `The Corporation keeps, at its principal office or electronically: its articles of incorporation and these Bylaws as amended; the minutes and written consents of the board${facts.hasMembers ? ', its committees and the members' : ' and its committees'};${memberList} complete and correct books of account; and copies of its tax returns and state filings. Every director may inspect them at any reasonable time.${memberAccess}${publicCopies}`,
    ),
    clause(
      '8.4',
      'Yearly financial statement',
      `Within 120 days after each fiscal year ends, the Treasurer gives the board${facts.hasMembers ? ' and, on request, the members' : ''} a statement of the Corporation's assets and liabilities, income and spending for that year.`,
    ),
  ]
}

const indemnity = (ctx: DocumentContext, facts: NonprofitFacts): Content[] => [
  heading('Article 9. Indemnification and Insurance'),
  clause(
    '9.1',
    'Indemnification',
    `To the fullest extent that ${ctx.governingLaw} allows, the Corporation will indemnify anyone who is or was a director or officer against expenses, judgments, fines and settlements reasonably incurred in a claim or proceeding brought against them because of that role, if they acted in good faith and in a way they reasonably believed to be in the Corporation's best interests. The board may extend the same protection to employees, volunteers and agents.`,
    `The Corporation may pay a person's legal expenses as they arise, if the person promises in writing to repay them should it turn out that they are not entitled to indemnification.${facts.taxExempt ? ' No payment may be made under this article that would be an excess benefit under section 4958 of the Code or would otherwise put the exemption at risk.' : ''}`,
  ),
  clause(
    '9.2',
    'Insurance',
    "The Corporation may buy insurance for its directors, officers, employees and volunteers against liability arising from their work for it, including directors' and officers' liability insurance.",
  ),
]

function amendment(ctx: DocumentContext, facts: NonprofitFacts): Content[] {
  const members = facts.hasMembers
    ? " An amendment that changes the members' rights (who may be a member, how members vote, what they elect, or their quorum) also needs the approval of a majority of the votes cast at a members' meeting with a quorum, or any greater vote that the law requires."
    : ''
  const exempt = facts.taxExempt
    ? ' No amendment may allow an activity that Section 2.2 forbids.'
    : ''
  const dissolution = facts.taxExempt
    ? 'If the Corporation dissolves, once its debts and liabilities are paid or provided for, its remaining assets go to one or more organizations then exempt under section 501(c)(3) of the Code, for purposes that fit its own, or to a federal, state or local government to use for a public purpose, as the board chooses. Any assets not so given go where a court with jurisdiction over the Corporation directs, to such organizations or for such purposes. No asset goes to a director, an officer or any other private person.'
    : `If the Corporation dissolves, once its debts and liabilities are paid or provided for, its remaining assets go to one or more nonprofit organizations whose purposes are like its own, chosen by the board${facts.hasMembers ? ' with any approval of the members the law requires' : ''}, in the way ${ctx.governingLaw} requires. No asset goes to a director, an officer${facts.hasMembers ? ', a member' : ''} or any other private person, except as that law allows.`
  return [
    heading('Article 10. Amendment and Dissolution'),
    clause(
      '10.1',
      'Amending these Bylaws',
      `The board may amend or replace these Bylaws by a vote of two-thirds of the directors in office, at a meeting whose notice included the text of the change, or by the written consent of every director.${members}${exempt}`,
    ),
    clause(
      '10.2',
      'What prevails',
      `If these Bylaws conflict with the articles of incorporation or with ${ctx.governingLaw}, the articles or the law prevail, and the rest of these Bylaws still applies.`,
    ),
    clause('10.3', 'Dissolution', dissolution),
  ]
}

const certificate = (ctx: DocumentContext, facts: NonprofitFacts): Content[] => [
  // On a page of its own, so the certificate and the Secretary's signature stay together.
  { text: "Secretary's Certificate", style: 'heading', pageBreak: 'before' },
  paragraph(
    `I certify that I am the Secretary of ${ctx.company}, and that these are the Bylaws of the Corporation, as adopted by its board of directors in the Board's First Resolutions, dated ${dayWords(ctx.date)}.`,
  ),
  paragraph({
    text: `This certificate names ${secretaryOf(facts)} because the order did not say who the officers are. If the board elects someone else as Secretary, that person signs instead.`,
    italics: true,
  }),
]

export const closingArticles = (ctx: DocumentContext, facts: NonprofitFacts): Content[] => [
  ...finances(ctx, facts),
  ...indemnity(ctx, facts),
  ...amendment(ctx, facts),
  ...certificate(ctx, facts),
]
