/**
 * The stock ledger (docs/documents.md#the-documents): the shares issued on the documents' date, one
 * certificate per holder numbered as the certificates are, the totals and each holder's part, and
 * a blank transfer register to keep up to date. Nobody signs it.
 */
import { DOCUMENT_TITLES } from '@/order/documents/kinds'
import type { Content } from 'pdfmake/interfaces'

import type { DocumentContext } from '../context'
import { type DocumentWriter, dayWords, heading, paragraph, table } from '../layout'
import { issuedCertificates } from './certificates'
import {
  corporationOf,
  issuedTotal,
  parDollars,
  parPhrase,
  percentOf,
  priceOf,
  shareCount,
  sharesNoun,
} from './facts'

const BLANK_ROWS = 8

function issuedShares(ctx: DocumentContext): Content[] {
  const certificates = issuedCertificates(ctx)
  if (!certificates.length) return [paragraph('No shares have been issued yet.')]
  const { parValue } = corporationOf(ctx)
  const each = parValue > 0 ? ` (${parDollars(parValue)} a share)` : ''
  const rows = certificates.map((c) => [
    c.number,
    c.name,
    c.address ?? 'Not given',
    shareCount(c.shares),
    dayWords(ctx.date),
    `${priceOf(ctx, c.shares)}${each}`,
  ])
  return [
    table(['Certificate', 'Holder', 'Address', 'Shares', 'Date issued', 'Consideration'], rows, [
      'auto',
      '*',
      '*',
      'auto',
      'auto',
      'auto',
    ]),
  ]
}

const available = (shares: number): string =>
  shares > 0
    ? `${sharesNoun(shares)} remain available to issue.`
    : 'No authorized shares remain to issue.'

function totals(ctx: DocumentContext): Content[] {
  const { shareholders, authorizedShares } = corporationOf(ctx)
  const issued = issuedTotal(ctx)
  const rows = shareholders.map((holder) => [
    holder.name,
    shareCount(holder.shares),
    percentOf(holder.shares, issued),
  ])
  return [
    paragraph(
      `Shares issued: ${shareCount(issued)} of ${sharesNoun(authorizedShares)} authorized (${percentOf(issued, authorizedShares)} of the authorized shares). ${available(authorizedShares - issued)}`,
    ),
    ...(rows.length
      ? [table(['Holder', 'Shares', 'Part of the shares issued'], rows, ['*', 'auto', 'auto'])]
      : []),
  ]
}

/** Blank rows tall enough to write in by hand. */
const transferRegister = (): Content => ({
  table: {
    headerRows: 1,
    widths: [70, 90, '*', '*', 60],
    heights: (row: number) => (row === 0 ? 14 : 24),
    body: [
      ['Date', 'Certificate surrendered', 'From', 'To', 'Shares'].map((text) => ({
        text,
        bold: true,
      })),
      ...Array.from({ length: BLANK_ROWS }, () => ['', '', '', '', '']),
    ],
  },
  // Every row ruled, the last too, so each blank row has a line to write on.
  layout: {
    hLineWidth: (line: number) => (line === 0 ? 0 : line === 1 ? 1 : 0.5),
    vLineWidth: () => 0,
    hLineColor: () => '#aaaaaa',
  },
  style: 'table',
})

export const stockLedger: DocumentWriter = (ctx) => {
  return {
    title: DOCUMENT_TITLES.stockLedger,
    body: [
      paragraph(
        `The record of the shares of common stock of ${ctx.company}, ${parPhrase(ctx)}. Record every issue and transfer here, in order, on the day it happens.`,
      ),
      heading('Shares issued'),
      ...issuedShares(ctx),
      heading('Totals'),
      ...totals(ctx),
      heading('Transfers'),
      paragraph(
        'Record each transfer when the old certificate is surrendered, and give the new certificate the next number.',
      ),
      transferRegister(),
    ],
    signers: [],
    use: "It is the Company's record of who owns its shares: keep it with the corporate records and bring it up to date whenever shares are issued or transferred.",
  }
}
