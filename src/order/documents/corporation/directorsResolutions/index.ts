/**
 * The board's first resolutions, by unanimous written consent
 * (docs/documents.md#the-documents): bylaws, officers, share certificates, the first
 * issue of shares, fiscal year, bank account, expenses, EIN, and a word on the S election.
 */
import { DOCUMENT_TITLES } from '@/order/documents/kinds'
import type { Content } from 'pdfmake/interfaces'

import { monthName } from '@/states/calendarDate'

import type { DocumentContext } from '../../context'
import { clause, type DocumentWriter, dayWords, paragraph, table } from '../../layout'
import { charterName, corporationOf, OFFICE_TITLES, OFFICES, stateOf } from '../facts'
import { issuanceClause } from './issuance'

function officersClause(ctx: DocumentContext): Content[] {
  const { officers } = corporationOf(ctx)
  const rows = OFFICES.map((office) => [
    OFFICE_TITLES[office],
    officers[office] ?? 'To be appointed by the board',
  ])
  const names = OFFICES.map((office) => officers[office]).filter(Boolean)
  const shared = new Set(names).size < names.length ? ' One person may hold several offices.' : ''
  const open =
    names.length < OFFICES.length
      ? ' The board will fill an open office by a later resolution.'
      : ''
  return [
    clause(
      '3.',
      'Officers',
      `The board appoints the officers below, each to serve at the pleasure of the board with the duties the bylaws give.${shared}${open}`,
    ),
    table(['Office', 'Name'], rows, ['auto', '*']),
  ]
}

export const directorsResolutions: DocumentWriter = (ctx) => {
  const { directors } = corporationOf(ctx)
  const charter = charterName(ctx)
  const everyone = directors.length === 1 ? 'the sole director' : 'all the directors'
  const ein = ctx.ein
    ? ' The EIN worksheet prepared with this order holds the facts the application asks for.'
    : ''
  return {
    title: DOCUMENT_TITLES.directorsResolutions,
    subtitle: `Action by unanimous written consent of the board of directors of ${ctx.company}, a ${ctx.state.name} corporation`,
    body: [
      paragraph(
        // Not "as the bylaws allow": these resolutions are what adopt the bylaws.
        `The undersigned, being ${everyone} of ${ctx.company} (the "Company"), ${directors.length === 1 ? 'takes' : 'take'} the following actions by unanimous written consent, without a meeting, as ${ctx.governingLaw} allows. These resolutions are dated ${dayWords(ctx.date)}.`,
      ),
      clause(
        '1.',
        `The ${charter} and the incorporator`,
        `The board approves the ${charter} as filed with ${stateOf(ctx)}, and ratifies the Action of the Incorporator and everything the incorporator did to form the Company. Copies of both are to be kept with the Company's records.`,
      ),
      clause(
        '2.',
        'Bylaws',
        "The board adopts the bylaws presented with these resolutions as the Company's bylaws. The secretary is to certify them and keep them with the Company's records.",
      ),
      ...officersClause(ctx),
      clause(
        '4.',
        'Share certificates',
        "The Company's shares are certificated. The board approves the form of share certificate presented with these resolutions. Each certificate is to be signed by the president and the secretary and numbered in the stock ledger.",
      ),
      ...issuanceClause(ctx, '5.'),
      clause(
        '6.',
        'Fiscal year',
        `The Company's fiscal year ends on the last day of ${monthName(ctx.fiscalYearEndMonth)} each year.`,
      ),
      clause(
        '7.',
        'Bank account',
        "The officers may open one or more accounts in the Company's name with a bank they choose. The Banking Resolution adopted with these resolutions sets who may sign on the accounts, and forms part of them.",
      ),
      clause(
        '8.',
        'Formation expenses',
        "The Company pays, or repays to whoever advanced them, the costs of forming it: the state's filing fees, the registered agent's fees and the other reasonable costs of organizing. The treasurer may, on the advice of the Company's tax adviser, elect to deduct or amortize them as the Internal Revenue Code allows.",
      ),
      clause(
        '9.',
        'EIN and registrations',
        `The officers may apply to the IRS for the Company's employer identification number (EIN), register the Company with the tax authorities of ${ctx.state.name} and of any other state where it must, and obtain the licenses and permits its business needs.${ein}`,
      ),
      clause(
        '10.',
        'S corporation election',
        'These resolutions do not elect S corporation status for federal tax. That election is a separate decision: it is made on IRS Form 2553, needs the written consent of every shareholder, and must be filed on time for the tax year it is to start.',
      ),
      clause(
        '11.',
        'General authority',
        "The officers may sign any document, pay any fee and do anything else needed to carry out these resolutions. Anything they have already done for the Company's formation in keeping with them is ratified.",
      ),
      paragraph(
        'These resolutions take effect when the last director signs. They may be signed in counterparts and electronically, and are to be filed with the minutes of the board.',
      ),
    ],
    signers: directors.map((director) => ({ name: director.name, role: 'Director' })),
  }
}
