/**
 * The bylaws' articles on the offices, on indemnification, and the general rules: fiscal year,
 * records, signing, amendments (docs/documents.md#the-documents).
 */
import type { Content } from 'pdfmake/interfaces'

import { monthName } from '@/states/calendarDate'

import type { DocumentContext } from '../../context'
import { clause, heading } from '../../layout'
import { charterName, stateOf } from '../facts'

export function officesArticle(ctx: DocumentContext): Content[] {
  const state = ctx.state.name
  const principal = ctx.principalAddress
    ? `The Company's principal office is at ${ctx.principalAddress}. The board may move it, inside or outside ${state}.`
    : `The Company's principal office is wherever the board places it, inside or outside ${state}.`
  const agentAt = ctx.agent.address ? `, at ${ctx.agent.address}` : ''
  return [
    heading('Article 1. Offices'),
    clause(
      '1.1',
      'Principal office',
      `${principal} The Company may have other offices wherever its business needs them.`,
    ),
    clause(
      '1.2',
      'Registered office and agent',
      `The Company keeps a registered office and a registered agent in ${state}, as ${ctx.governingLaw} requires. Its registered agent is ${ctx.agent.name}${agentAt}. The board may change either by making the filing ${stateOf(ctx)} requires.`,
    ),
  ]
}

export function indemnificationArticle(ctx: DocumentContext): Content[] {
  const law = ctx.governingLaw
  return [
    heading('Article 6. Indemnification'),
    clause(
      '6.1',
      'Directors and officers',
      `To the fullest extent ${law} allows, the Company indemnifies every person who is or was a director or officer of the Company and who is made, or threatened to be made, a party to a lawsuit, proceeding or investigation because of that role. The indemnity covers expenses (lawyers' fees included), judgments, fines and settlements reasonably incurred.`,
    ),
    clause(
      '6.2',
      'Advancing expenses',
      'The Company pays the expenses of a director or officer in defending a proceeding before it ends, once it receives the person\u2019s written promise to repay them if it is finally decided that the person is not entitled to be indemnified.',
    ),
    clause(
      '6.3',
      'Employees, agents and insurance',
      'The board may extend the same protection to employees and agents. The Company may buy insurance for any director, officer, employee or agent, whether or not it could indemnify them.',
    ),
    clause(
      '6.4',
      'Nature of these rights',
      'These rights are contract rights. They continue after the person leaves office, pass to the person\u2019s heirs, and add to any other rights under an agreement, a vote or the law. A change to this article does not reduce anyone\u2019s rights for acts before the change.',
    ),
  ]
}

export function generalArticles(ctx: DocumentContext): Content[] {
  const charter = charterName(ctx)
  return [
    heading('Article 7. General provisions'),
    clause(
      '7.1',
      'Fiscal year',
      `The Company's fiscal year ends on the last day of ${monthName(ctx.fiscalYearEndMonth)} each year, unless the board changes it.`,
    ),
    clause(
      '7.2',
      'Books and records',
      `The Company keeps, at its principal office or in electronic form it can readily produce: its ${charter} and these bylaws with every amendment, the minutes and written consents of the shareholders and the board, the stock ledger, and its accounting records. Shareholders may inspect them as ${ctx.governingLaw} allows.`,
    ),
    clause(
      '7.3',
      'Contracts, checks and bank accounts',
      "The board may authorize any officer or agent to sign contracts and other documents for the Company. The Company's bank accounts are opened, and its checks and withdrawals signed, by the people the board names in its banking resolutions.",
    ),
    clause(
      '7.4',
      'Conflict with the law',
      `If any part of these bylaws conflicts with ${ctx.governingLaw} or the ${charter}, the law or the ${charter} governs, and the rest of these bylaws stays in effect.`,
    ),
    heading('Article 8. Amendments'),
    clause(
      '8.1',
      'Who may amend',
      `The board may adopt, amend or repeal these bylaws by a majority of the whole board, where the ${charter} and ${ctx.governingLaw} give it that power. The shareholders may always adopt, amend or repeal any bylaw, including one the board adopted, by the vote that section 2.7 requires or by written consent under section 2.9.`,
    ),
  ]
}
