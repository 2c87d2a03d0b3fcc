/**
 * The filing sheet as a PDF, from the same data as the admin's sheet (docs/filing-details.md):
 * the company and state on every page, page numbers, the SSN masked. GET
 * /api/orders/:id/filing-sheet.pdf, staff only, never cached.
 */
import type { PayloadHandler } from 'payload'
import type { Content } from 'pdfmake/interfaces'

import { isAdminUser, isStaffUser } from '@/access'
import { type PdfDefinition, renderPdf } from '@/utilities/pdf'

import { answerUnexpected, fail } from '../http'
import { orderIdFrom } from '../http'
import { type FilingSheet, filingSheetOf, type SheetRow } from './sheet'

/** pdfmake keeps only the first page of an unbreakable block: a long list may break. */
const FITS_ON_A_PAGE = 30

const rows = (items: SheetRow[]): Content[] =>
  items.map((row, index) => ({
    unbreakable: row.values.reduce((sum, value) => sum + value.lines.length, 0) <= FITS_ON_A_PAGE,
    margin: [0, 0, 0, 8],
    stack: [
      { text: `${index + 1}. ${row.label}`, bold: true },
      ...(row.note ? [{ text: row.note, fontSize: 8, color: '#555555' }] : []),
      ...row.values.flatMap(({ lines }) =>
        lines.map((line) => ({ text: line, margin: [12, 2, 0, 0] })),
      ),
    ],
  })) as Content[]

export function sheetDefinition(sheet: FilingSheet): PdfDefinition {
  const facts: [string, string][] = [
    [
      'Form',
      sheet.form ? `${sheet.form.name} (item order: ${sheet.form.confidence})` : 'General order',
    ],
    ['File at', sheet.portal ?? 'Not recorded'],
    [
      'State fee to pay',
      `$${sheet.fee.current ?? sheet.fee.charged}${sheet.fee.estimated ? ' (charged as an estimate)' : ''}`,
    ],
    ['Speed', sheet.expedite.tier],
    [
      'Details',
      sheet.view.status === 'submitted'
        ? 'Submitted by the customer: ready to file'
        : 'Not submitted: do not file',
    ],
  ]
  return {
    info: { title: `Filing sheet: ${sheet.companyName}` },
    pageMargins: [48, 56, 48, 56],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    header: {
      text: `${sheet.companyName} · ${sheet.entityLabel} in ${sheet.stateName} · order ${sheet.orderId}`,
      margin: [48, 24, 48, 0],
      fontSize: 8,
      color: '#555555',
    },
    footer: (page: number, pages: number) => ({
      text: `Filing sheet for staff, not a filing · page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#555555',
    }),
    content: [
      {
        text: `Filing sheet: ${sheet.companyName}`,
        fontSize: 16,
        bold: true,
        margin: [0, 0, 0, 8],
      },
      {
        table: { widths: [100, '*'], body: facts.map(([k, v]) => [{ text: k, bold: true }, v]) },
        layout: 'noBorders',
        margin: [0, 0, 0, 12],
      },
      { text: 'The form, item by item', fontSize: 12, bold: true, margin: [0, 4, 0, 6] },
      ...rows(sheet.rows),
      { text: 'Also on file', fontSize: 12, bold: true, margin: [0, 8, 0, 6] },
      ...rows(sheet.extras),
      ...(sheet.ein
        ? ([
            {
              text: 'EIN application (IRS Form SS-4)',
              fontSize: 12,
              bold: true,
              margin: [0, 8, 0, 6],
            },
            `Responsible party: ${sheet.ein.responsible}`,
            `SSN or ITIN: ${sheet.ein.ssnMasked ?? 'Not given'}`,
            ...sheet.ein.lines,
          ] as Content[])
        : []),
    ],
  }
}

export const handleFilingSheetPdf: PayloadHandler = async (req) => {
  try {
    if (!isStaffUser(req.user))
      return fail(req.user ? 403 : 401, 'Only staff can read filing sheets.')
    const id = orderIdFrom(req)
    const sheet = await filingSheetOf(req.payload, id, { admin: isAdminUser(req.user) })
    if (!sheet) return fail(404, 'This order has no filing details.')
    const pdf = await renderPdf(sheetDefinition(sheet))
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="filing-sheet-${id}.pdf"`,
        'Cache-Control': 'private, no-store',
      },
    })
  } catch (error) {
    return answerUnexpected(req.payload, 'filing-sheet', error)
  }
}
