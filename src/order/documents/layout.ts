/**
 * The frame every document is drawn in (docs/documents.md#the-frame) and the few pieces its text
 * is built from. Every page carries the company's name and state and a page number; the first
 * page says the document is a template we filled in, not legal advice; the last holds a
 * signature block for each person who signs. Pure: pdfmake's definitions only, drawn by
 * src/utilities/pdf.ts on the server.
 */
import type { Content, ContentText, TDocumentDefinitions } from 'pdfmake/interfaces'

import { ENTITY_LABELS, type EntityKey } from '@/collections/StateFees/vocabulary'
import { calendarDate } from '@/utilities/dates'

import type { DocumentContext } from './context'

/** Someone who signs a document, and as what ("Member", "Director", "Secretary"). */
export type Signer = {
  name: string
  role: string
  /** A company, which signs through a person: that person types their own name. */
  forCompany?: boolean
}

/** What a document module writes: its title, its body, who signs it. */
export type DocumentDraft = {
  title: string
  /** Under the title: "of Lone Star Widgets LLC, a Texas limited liability company". */
  subtitle?: string
  body: Content[]
  /** Empty for a document nobody signs (a worksheet, a ledger). */
  signers: Signer[]
  /** Where the template's note says what to do with it, when not "read it, sign it, keep it". */
  use?: string
}

export type DocumentWriter = (ctx: DocumentContext) => DocumentDraft

/** What the entity is called in running text. */
export const ENTITY_NOUNS: Record<EntityKey, string> = {
  llc: 'limited liability company',
  corporation: 'corporation',
  nonprofit: 'nonprofit corporation',
}

/** "Lone Star Widgets LLC, a Texas limited liability company". */
export const companyDescribed = (ctx: DocumentContext): string =>
  `${ctx.company}, a ${ctx.state.name} ${ENTITY_NOUNS[ctx.entity]}`

/** "March 2, 2027" from a day, YYYY-MM-DD. */
export const dayWords = (day: string): string => calendarDate(day)

/** A heading of the body: "1. Formation". */
export const heading = (text: string): Content => ({
  text,
  style: 'heading',
  headlineLevel: 1,
})

/** A paragraph of running text. */
export const paragraph = (...text: (string | Content)[]): Content => ({
  text: text as Content[],
  style: 'paragraph',
})

/** A numbered clause: its number and title in bold, then its paragraphs. */
export const clause = (number: string, title: string, ...paragraphs: string[]): Content => ({
  stack: [
    { text: `${number} ${title}`, style: 'clauseTitle' },
    ...paragraphs.map((text) => ({ text, style: 'paragraph' })),
  ],
  unbreakable: paragraphs.join('').length < 1200,
})

/** A bulleted list. */
export const bullets = (items: string[]): Content => ({ ul: items, style: 'paragraph' })

/** A table with a header row; every cell is text. */
export const table = (headers: string[], rows: string[][], widths?: (string | number)[]): Content =>
  ({
    table: {
      headerRows: 1,
      widths: widths ?? headers.map(() => '*'),
      body: [headers.map((text) => ({ text, bold: true })), ...rows],
    },
    layout: 'lightHorizontalLines',
    style: 'table',
    // The header row goes with the first row when a table starts at a page's foot.
    keepWithHeaderRows: 1,
  }) as Content

const blank = '______________________________'

/** One signature block: a line to sign on, the name, the role, a line for the date. */
const signatureBlock = ({ name, role }: Signer): Content => ({
  unbreakable: true,
  margin: [0, 18, 0, 0],
  stack: [
    { text: blank },
    { text: name, bold: true },
    { text: role },
    { text: `Date: ${blank}`, margin: [0, 8, 0, 0] },
  ],
})

const templateNote = (ctx: DocumentContext, draft: DocumentDraft): Content => ({
  table: {
    widths: ['*'],
    body: [
      [
        {
          text: [
            { text: 'A template, not legal advice. ', bold: true },
            `We filled this document in from the details of your order. We are not a law firm and this is not legal advice. ${
              draft.use ??
              `Read it whole, change what does not fit your ${ctx.entity === 'nonprofit' ? 'organization' : 'company'}, sign it and keep it with your records.`
            } If anything in it is unclear, or your situation is unusual, ask a lawyer licensed in ${ctx.state.name}.`,
          ],
          fontSize: 9,
          margin: [6, 6, 6, 6],
        },
      ],
    ],
  },
  layout: { hLineColor: () => '#999999', vLineColor: () => '#999999' },
  margin: [0, 0, 0, 14],
})

const MARGIN = 56

const isHeading = (node: Content | undefined): boolean =>
  typeof node === 'object' && node !== null && 'headlineLevel' in node && node.headlineLevel === 1

/**
 * Whether a block surely fits on one page: pdfmake keeps only the first page of an unbreakable
 * block, so only such blocks are glued to their heading. A clause marks itself unbreakable when
 * short; a table or a list counts by its rows, text by its length.
 */
function fitsOnAPage(node: Content): boolean {
  if (typeof node !== 'object' || node === null || Array.isArray(node))
    return JSON.stringify(node).length < 1500
  const block = node as { table?: { body: unknown[] }; ul?: unknown[]; ol?: unknown[] }
  if (block.table) return block.table.body.length <= 8
  const items = block.ul ?? block.ol
  if (items) return items.length <= 10
  if ('unbreakable' in node && node.unbreakable === true) return true
  return JSON.stringify(node).length < 1500
}

/**
 * Each heading glued to what follows it, so none is left alone at the foot of a page. pdfmake's
 * own page-break hook misses a heading followed by an unbreakable clause (it reports the clause
 * where it first tried to place it), hence the gluing.
 */
export function keepHeadingsWithNext(body: Content[]): Content[] {
  const out: Content[] = []
  for (let i = 0; i < body.length; i++) {
    const next = body[i + 1]
    if (isHeading(body[i]) && next !== undefined && !isHeading(next) && fitsOnAPage(next)) {
      // A page break the heading asks for is the glued block's (inside one, pdfmake loses it).
      const { pageBreak, ...heading } = body[i] as ContentText
      out.push({
        stack: [heading, next],
        unbreakable: true,
        ...(pageBreak ? { pageBreak } : {}),
      })
      i++
    } else out.push(body[i]!)
  }
  return out
}

/** The whole PDF definition of a document: frame, note, body, signatures. */
export function documentDefinition(
  ctx: DocumentContext,
  draft: DocumentDraft,
): TDocumentDefinitions {
  const where = `${ctx.company} · ${ENTITY_LABELS[ctx.entity]} · ${ctx.state.name}`
  return {
    info: { title: `${draft.title}: ${ctx.company}`, subject: where, creator: 'Order documents' },
    pageSize: 'LETTER',
    pageMargins: [MARGIN, MARGIN + 8, MARGIN, MARGIN],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.25 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 2] },
      subtitle: { fontSize: 11, color: '#333333', margin: [0, 0, 0, 12] },
      heading: { fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
      clauseTitle: { bold: true, margin: [0, 8, 0, 2] },
      paragraph: { margin: [0, 0, 0, 6] },
      table: { margin: [0, 4, 0, 10], fontSize: 9 },
      signatures: { fontSize: 12, bold: true, margin: [0, 18, 0, 0] },
    },
    header: { text: where, margin: [MARGIN, 28, MARGIN, 0], fontSize: 8, color: '#555555' },
    footer: (page: number, pages: number) => ({
      text: `${draft.title} · page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#555555',
    }),
    content: [
      { text: draft.title, style: 'title' },
      { text: draft.subtitle ?? companyDescribed(ctx), style: 'subtitle' },
      templateNote(ctx, draft),
      ...keepHeadingsWithNext([
        ...draft.body,
        ...(draft.signers.length
          ? [
              { text: 'Signatures', style: 'signatures', headlineLevel: 1 } as Content,
              ...draft.signers.map(signatureBlock),
            ]
          : []),
      ]),
    ],
  }
}
