/**
 * This browser's checkouts whose payment is being confirmed, whatever their package: a new
 * checkout for the same company is told of them before it pays, since the earlier one may still
 * end charged. Only the checkout id, the company name and when it started are kept.
 */
import { sameCompany } from '@/order/companyName'

export type PendingCheckout = { checkoutId: string; llcname: string; since: number }

const KEY = 'order-wizard:confirming'
/** As long as an unfinished order is kept (draft.ts). */
const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000

function read(now: number): PendingCheckout[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as PendingCheckout[]
    return Array.isArray(stored)
      ? stored.filter(
          (entry) =>
            typeof entry?.checkoutId === 'string' &&
            typeof entry.llcname === 'string' &&
            now - entry.since < MAX_AGE_MS,
        )
      : []
  } catch {
    return []
  }
}

function write(entries: PendingCheckout[]): void {
  try {
    if (entries.length) window.localStorage.setItem(KEY, JSON.stringify(entries))
    else window.localStorage.removeItem(KEY)
  } catch {
    // Storage full or disabled: the server still refuses a second payment while one is unsettled.
  }
}

export function rememberPending(entry: PendingCheckout, now = Date.now()): void {
  write([...read(now).filter((e) => e.checkoutId !== entry.checkoutId), entry])
}

export function forgetPending(checkoutId: string, now = Date.now()): void {
  write(read(now).filter((e) => e.checkoutId !== checkoutId))
}

/** The other checkouts of this company still pending here, the latest first. */
export function pendingFor(llcname: string, checkoutId: string, now = Date.now()) {
  return read(now)
    .filter((e) => e.checkoutId !== checkoutId && sameCompany(e.llcname, llcname))
    .sort((a, b) => b.since - a.since)
}
