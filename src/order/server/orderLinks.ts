/**
 * The customer's order page link (docs/customer-page.md#the-link): made at payment, found again
 * for every later email, revoked and re-issued by staff. The order keeps only the link's nonce
 * and its token's hash (src/security/orderLinkTokens.ts).
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Order } from '@/payload-types'
import {
  isLinkTokenShape,
  linkTokenHash,
  linkTokenOf,
  newLinkNonce,
} from '@/security/orderLinkTokens'
import { serverUrl } from '@/utilities/serverUrl'

type LinkColumns = Pick<Order, 'linkNonce' | 'linkHash'>

/** A new link's columns: written with the update that makes it, so it exists only if that does. */
export function newLinkColumns(now = new Date()) {
  const linkNonce = newLinkNonce()
  return {
    token: linkTokenOf(linkNonce),
    columns: {
      linkNonce,
      linkHash: linkTokenHash(linkTokenOf(linkNonce)),
      linkIssuedAt: now.toISOString(),
      linkRevokedAt: null,
    },
  }
}

/** The token of the order's working link, or null when it has none (revoked, or never made). */
export function currentLinkToken(order: LinkColumns): string | null {
  if (!order.linkNonce || !order.linkHash) return null
  const token = linkTokenOf(order.linkNonce)
  // A token made under another PAYLOAD_SECRET no longer matches its hash: it is not this link.
  return linkTokenHash(token) === order.linkHash ? token : null
}

const linkOf = (payload: Payload, id: number, req?: PayloadRequest) =>
  payload.db.findOne<Pick<Order, 'id' | 'linkNonce' | 'linkHash'>>({
    collection: 'orders',
    where: { id: { equals: id } },
    select: { linkNonce: true, linkHash: true },
    ...(req ? { req } : {}),
  })

/** Makes the order a new link; the one before stops working. */
export async function issueLink(payload: Payload, id: number, req?: PayloadRequest) {
  const { token, columns } = newLinkColumns()
  await payload.db.updateOne({
    collection: 'orders',
    where: { id: { equals: id } },
    data: columns,
    ...(req ? { req } : {}),
  })
  return token
}

/** The order's working link's token, made anew when it has none. Null for no such order. */
export async function ensureLinkToken(
  payload: Payload,
  id: number,
  req?: PayloadRequest,
): Promise<string | null> {
  const order = await linkOf(payload, id, req)
  if (!order) return null
  return currentLinkToken(order) ?? (await issueLink(payload, id, req))
}

/** Stops the order's link working; the next email to the customer carries a new one. */
export async function revokeLink(payload: Payload, id: number, req?: PayloadRequest) {
  await payload.db.updateOne({
    collection: 'orders',
    where: { id: { equals: id } },
    data: { linkNonce: null, linkHash: null, linkRevokedAt: new Date().toISOString() },
    ...(req ? { req } : {}),
  })
}

/**
 * The order a visit's token opens, or null. Found by the token's SHA-256 through a unique index:
 * the time it takes says nothing about any stored token, and anything that is not a token's shape
 * is refused before the database is asked.
 */
export async function orderIdOfLinkToken(payload: Payload, token: string): Promise<number | null> {
  if (!isLinkTokenShape(token)) return null
  const order = await payload.db.findOne<Pick<Order, 'id'>>({
    collection: 'orders',
    where: { linkHash: { equals: linkTokenHash(token) } },
    select: { id: true },
  })
  return order?.id ?? null
}

/** The order page's address for a token. */
export const orderPageUrl = (token: string): string => `${serverUrl()}/order/${token}`
