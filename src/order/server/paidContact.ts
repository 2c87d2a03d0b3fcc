import type { Payload } from 'payload'

import type { Order } from '@/payload-types'
import { decryptField } from '@/utilities/fieldEncryption'

import type { OrderFields } from './orderRecord'

/**
 * Who the order is for, as the pay call stored it: after payment these change only on the order
 * page (the customer, by the link) or in an admin's edit, both on the timeline
 * (docs/security.md#a-paid-orders-contact). A client call may complete the rest, never these.
 */
export const CONTACT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'phone',
  'hasSSN',
  'ssn',
  'ssnFirstName',
  'ssnLastName',
] as const satisfies (keyof OrderFields)[]

type ContactField = (typeof CONTACT_FIELDS)[number]
type StoredContact = Pick<Order, 'id' | ContactField>

const SELECT = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, true])) as Record<
  ContactField,
  true
>

const same = (stored: unknown, sent: unknown) => (stored ?? null) === (sent ?? null)

/** The stored SSN is the one sent; one this server cannot open matches nothing. */
function sameSsn(stored: string | null | undefined, sent: string | null | undefined): boolean {
  try {
    return same(decryptField(stored), sent)
  } catch {
    return false
  }
}

/** The contact fields in which a client record differs from the paid order, by name. */
export async function contactDifferences(
  payload: Payload,
  orderId: number,
  fields: OrderFields,
): Promise<ContactField[]> {
  const stored = await payload.db.findOne<StoredContact>({
    collection: 'orders',
    where: { id: { equals: orderId } },
    select: SELECT,
  })
  if (!stored) return [...CONTACT_FIELDS]
  return CONTACT_FIELDS.filter((name) =>
    name === 'ssn' ? !sameSsn(stored.ssn, fields.ssn) : !same(stored[name], fields[name]),
  )
}
