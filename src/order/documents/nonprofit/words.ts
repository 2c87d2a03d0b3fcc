/**
 * What the nonprofit's documents share (docs/documents.md#the-documents): its facts,
 * read once, and the few phrases the bylaws, the conflict policy and the board's resolutions
 * must say alike (who signs as Secretary, the fiscal year, the lists of names).
 */
import type { Content } from 'pdfmake/interfaces'

import { monthName } from '@/states/calendarDate'

import type { DocumentContext, DocumentPerson } from '@/order/documents/context'
import { numberWords } from '@/order/documents/numberWords'

export type NonprofitFacts = NonNullable<DocumentContext['nonprofit']>

/** The nonprofit's own facts; a nonprofit's document is never written for another entity. */
export function nonprofitOf(ctx: DocumentContext): NonprofitFacts {
  if (!ctx.nonprofit)
    throw new Error(`Order ${ctx.orderId}: a nonprofit document needs nonprofit facts`)
  return ctx.nonprofit
}

/** Fewest directors we write into a 501(c)(3)'s bylaws: the IRS looks for an independent board. */
export const EXEMPT_MIN_DIRECTORS = 3

/** How many seats the board has: the directors named, and never fewer than three for a 501(c)(3). */
export const boardSeats = (facts: NonprofitFacts): number =>
  facts.taxExempt ? Math.max(facts.directors.length, EXEMPT_MIN_DIRECTORS) : facts.directors.length

/** "three" for 3. */
export const countWords = (n: number): string => numberWords(n)

/** "one director", "three directors". */
export const counted = (n: number, noun: string): string =>
  `${countWords(n)} ${noun}${n === 1 ? '' : 's'}`

const listFormat = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' })

/** "Fay Nguyen, Gus Martin, and Hana Sato". */
export const names = (people: DocumentPerson[]): string =>
  listFormat.format(people.map((p) => p.name))

/** Who signs as Secretary: the order names no officers, so the second director (the first is likeliest to be President). */
export const secretaryOf = (facts: NonprofitFacts): string =>
  (facts.directors[1] ?? facts.directors[0] ?? facts.incorporator).name

/** "June" when the fiscal year ends in June. */
export const fiscalYearEnd = (ctx: DocumentContext): string => monthName(ctx.fiscalYearEndMonth)

/** "the State of California", "the District of Columbia". */
export const stateOf = (ctx: DocumentContext): string =>
  ctx.state.code === 'DC' ? 'the District of Columbia' : `the State of ${ctx.state.name}`

/** The customer's words as a sentence: trimmed, with a full stop when they lack one. */
export const asSentence = (text: string): string => {
  const trimmed = text.trim()
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`
}

/** A word of advice inside a document, set apart from its binding text. */
export const advice = (text: string): Content => ({
  text: [{ text: 'Good practice: ', bold: true }, text],
  italics: true,
  style: 'paragraph',
})
