import type { Confidence } from '@/collections/StateFees/vocabulary'
import { formatDollars } from '@/utilities/money'

/** A confidence as a visitor reads it (docs/states.md#sources). */
export const CONFIDENCE_WORDS: Record<Confidence, string> = {
  official: 'Official',
  corroborated: 'Two sources agree',
  single: 'One source',
  estimate: 'Estimate',
}

/** A state's name after "in": "in Texas", "in the District of Columbia". */
export const inState = (name: string): string =>
  name.startsWith('District of') ? `the ${name}` : name

/** Whole dollars as "$300"; a half (a biennial fee per year) as "$12.50". */
export const dollars = (amount: number): string =>
  formatDollars(amount, Number.isInteger(amount) ? { max: 0 } : { min: 2, max: 2 })

/** A fee or a range of fees: "$50", "$50 to $100". */
export const feeRange = (fee: number | null, feeMax?: number | null): string =>
  fee == null ? 'Unknown' : feeMax ? `${dollars(fee)} to ${dollars(feeMax)}` : dollars(fee)

/** A turnaround as a visitor says it: "8 hours", "1 day", "3 days", "36 hours". */
export function turnaround(hours: number): string {
  if (hours % 24 === 0) return hours === 24 ? '1 day' : `${hours / 24} days`
  return hours === 1 ? '1 hour' : `${hours} hours`
}

/** A source's site as a link's text: "comptroller.texas.gov". */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}
