/**
 * Between the form's inputs and a section as the endpoint takes it: an empty input is "not
 * answered" (null, which the schemas take for every field), a number is a number.
 */
import type { Address, Person } from '@/order/filing/details'

export const blankToNull = (value: unknown): unknown =>
  typeof value === 'string' ? (value.trim() === '' ? null : value) : (value ?? null)

/** "10,000,000", "$0.00001" and "33.5 %" read as numbers; anything else as not answered. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  const text = String(value ?? '').replace(/[\s,$%]/g, '')
  if (text === '') return null
  const number = Number(text)
  return Number.isFinite(number) ? number : null
}

export const blankAddress = (state: string | null = null): Address => ({
  street: null,
  street2: null,
  city: null,
  state,
  zip: null,
})

export const blankPerson = (): Person => ({ name: null, address: blankAddress() })

/** A saved list with every address filled out for its inputs, or `fallback` when there is none. */
export function listOf<T extends { address?: Address | null }>(
  saved: T[] | null | undefined,
  fallback: T[],
): T[] {
  if (!saved?.length) return fallback
  return saved.map((item) => ({ ...item, address: { ...blankAddress(), ...item.address } }))
}

/** A person's or an address's words on one line: "1 Main St, Suite 2, Dover, DE 19901". */
export function addressLine(address: Address | null | undefined): string {
  if (!address) return ''
  const place = [address.state, address.zip].filter(Boolean).join(' ')
  return [address.street, address.street2, address.city, place].filter(Boolean).join(', ')
}

/** Ownership is added in hundredths of a percent, as the server's check adds it. */
export const percentTotal = (shares: unknown[]): number =>
  shares.reduce<number>((sum, share) => sum + Math.round((toNumber(share) ?? 0) * 100), 0) / 100
