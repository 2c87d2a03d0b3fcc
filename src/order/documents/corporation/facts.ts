/**
 * What the corporation's documents say alike (docs/documents.md#the-documents): the name of its
 * charter, its par value, its officers, its shares in total and per holder.
 */
import { formatDollars } from '@/utilities/money'

import type { DocumentContext } from '../context'
import type { Signer } from '../layout'
import { numberWords } from '../numberWords'

export type Corporation = NonNullable<DocumentContext['corporation']>
export type Office = keyof Corporation['officers']

export const OFFICES: Office[] = ['president', 'secretary', 'treasurer']
export const OFFICE_TITLES: Record<Office, string> = {
  president: 'President',
  secretary: 'Secretary',
  treasurer: 'Treasurer',
}

export function corporationOf(ctx: DocumentContext): Corporation {
  if (!ctx.corporation) throw new Error(`Order ${ctx.orderId} has no corporation facts`)
  return ctx.corporation
}

// The states that do not call the filing "articles of incorporation". The context has no field
// for it yet; a state missing here gets the common name.
const CHARTER_NAMES: Record<string, string> = {
  DE: 'certificate of incorporation',
  NY: 'certificate of incorporation',
  NJ: 'certificate of incorporation',
  CT: 'certificate of incorporation',
  OK: 'certificate of incorporation',
  TX: 'certificate of formation',
}

/** What the state calls the filing that formed the corporation: "certificate of incorporation". */
export const charterName = (ctx: DocumentContext): string =>
  CHARTER_NAMES[ctx.state.code] ?? 'articles of incorporation'

/** "Certificate of Incorporation". */
export const charterTitle = (ctx: DocumentContext): string =>
  charterName(ctx).replace(
    /\b(certificate|articles|incorporation|formation)\b/g,
    (word) => word[0].toUpperCase() + word.slice(1),
  )

/** "the State of Delaware"; "the District of Columbia", which is no state. */
export const stateOf = (ctx: DocumentContext): string =>
  ctx.state.code === 'DC' ? 'the District of Columbia' : `the State of ${ctx.state.name}`

/** "$0.0001": par values are often a fraction of a cent. */
export const parDollars = (par: number): string => formatDollars(par, { max: 6 })

/** "par value $0.0001 per share", or "without par value". */
export const parPhrase = (ctx: DocumentContext): string => {
  const { parValue } = corporationOf(ctx)
  return parValue > 0 ? `par value ${parDollars(parValue)} per share` : 'without par value'
}

/** "6,000,000". */
export const shareCount = (shares: number): string => shares.toLocaleString('en-US')

/** "six million (6,000,000)". */
export const sharesInWords = (shares: number): string =>
  `${numberWords(shares)} (${shareCount(shares)})`

/** "1 share", "6,000,000 shares". */
export const sharesNoun = (shares: number): string =>
  `${shareCount(shares)} ${shares === 1 ? 'share' : 'shares'}`

export const issuedTotal = (ctx: DocumentContext): number =>
  corporationOf(ctx).shareholders.reduce((sum, holder) => sum + holder.shares, 0)

/** "60.00%": a holder's part of the shares issued. */
export const percentOf = (shares: number, total: number): string =>
  total > 0 ? `${(Math.round((shares / total) * 10_000) / 100).toFixed(2)}%` : '0.00%'

/** What a holder pays for the shares: "$600.00", or a blank line for the board's price. */
export const priceOf = (ctx: DocumentContext, shares: number): string => {
  const { parValue } = corporationOf(ctx)
  if (parValue <= 0) return 'Price set by the board: $______'
  const dollars = Math.round(shares * parValue * 1e6) / 1e6
  return formatDollars(dollars, { min: 2, max: 6 })
}

/** "Ana, Ben and Cora". */
export const listed = (names: string[]): string =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`

/**
 * The officers who sign for the corporation, each person once with every office they hold
 * ("President and Secretary"); the first director when no office is filled.
 */
export function officerSigners(ctx: DocumentContext, offices: Office[]): Signer[] {
  const { officers, directors } = corporationOf(ctx)
  const signers: Signer[] = []
  for (const office of offices) {
    const name = officers[office]
    if (!name) continue
    const same = signers.find((signer) => signer.name === name)
    if (same) same.role = `${same.role} and ${OFFICE_TITLES[office]}`
    else signers.push({ name, role: OFFICE_TITLES[office] })
  }
  if (!signers.length && directors[0]) signers.push({ name: directors[0].name, role: 'Director' })
  return signers
}
