/**
 * The secrets of a customer's order page (docs/customer-page.md), all keyed by PAYLOAD_SECRET:
 *
 * - The page's token: HMAC of a random 256-bit nonce made at payment. The order keeps the nonce
 *   and the token's SHA-256, never the token: a visit is matched by the hash, and an email is
 *   given the token again by the server, which alone holds the key. A copy of the database opens
 *   no order page.
 * - The reminders token: the order's id, signed; it turns reminders off (or on) without a login.
 * - A document ticket: a file name and an expiry a few minutes ahead, signed; it lets one file of
 *   the order's documents be downloaded until then.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'crypto'

function keyFor(purpose: string): Buffer {
  const secret = process.env.PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is not set: customer links cannot be made.')
  return createHmac('sha256', secret).update(`customer-links:${purpose}`).digest()
}

const sign = (purpose: string, value: string) =>
  createHmac('sha256', keyFor(purpose)).update(value).digest('base64url')

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** A new link's nonce: 256 random bits. */
export const newLinkNonce = (): string => randomBytes(32).toString('base64url')

/** The order page's token of a nonce: 43 URL-safe characters. */
export const linkTokenOf = (nonce: string): string => sign('order-page', nonce)

/** What the order stores to find the token's visit: its SHA-256, hex. */
export const linkTokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex')

/** Whether a path segment can be a token at all: anything else is refused before any lookup. */
export const isLinkTokenShape = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value)

/** The token that turns one order's reminders off or on: `<order id>.<signature>`. */
export const remindersTokenOf = (orderId: number): string =>
  `${orderId}.${sign('reminders', String(orderId))}`

/** The order a reminders token is for, or null when it is not one we signed. */
export function orderOfRemindersToken(token: string | null | undefined): number | null {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '')
  if (!match) return null
  const id = Number(match[1])
  return sameText(match[2]!, sign('reminders', match[1]!)) ? id : null
}

/** How long a document's download link works. */
export const DOCUMENT_TICKET_SECONDS = 5 * 60

/** A ticket for downloading one file until `DOCUMENT_TICKET_SECONDS` from `now`. */
export function documentTicketOf(filename: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + DOCUMENT_TICKET_SECONDS
  return `${expires}.${sign('document', `${expires}:${filename}`)}`
}

/** Whether a ticket was made for this file and has not expired. */
export function isDocumentTicketFor(
  filename: string,
  ticket: string | null | undefined,
  now = Date.now(),
): boolean {
  const match = /^(\d{10,12})\.([A-Za-z0-9_-]{43})$/.exec(ticket ?? '')
  if (!match) return false
  const expires = Number(match[1])
  if (expires * 1000 <= now) return false
  return sameText(match[2]!, sign('document', `${expires}:${filename}`))
}
