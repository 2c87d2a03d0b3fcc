import type { CollectionAfterChangeHook } from 'payload'

import type { Order } from '@/payload-types'
import { decryptField } from '@/utilities/fieldEncryption'

import { isCharged, type OrderStatus } from '../status'
import { recordEvent } from './timeline'

/** The contact as the timeline names it; the SSN is named, never shown. */
const SHOWN = {
  email: 'email',
  firstName: 'first name',
  lastName: 'last name',
  phone: 'phone',
  ssnFirstName: "responsible party's first name",
  ssnLastName: "responsible party's last name",
} as const satisfies Partial<Record<keyof Order, string>>

const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? '(none)' : String(value)

/** The SSN in clear, or its stored form when this server cannot open it. */
function ssnOf(value: unknown): unknown {
  try {
    return decryptField(value as string | null | undefined)
  } catch {
    return value
  }
}

/** What an update changed in who the order is for, one phrase per field. */
export function contactChangeWords(before: Partial<Order>, after: Partial<Order>): string[] {
  const words = (Object.keys(SHOWN) as (keyof typeof SHOWN)[])
    .filter((name) => after[name] !== undefined && text(before[name]) !== text(after[name]))
    .map((name) => `${SHOWN[name]} ${text(before[name])} → ${text(after[name])}`)
  if (after.hasSSN !== undefined && Boolean(before.hasSSN) !== Boolean(after.hasSSN))
    words.push(after.hasSSN ? 'an SSN added' : 'the SSN removed')
  else if (
    after.ssn !== undefined &&
    after.hasSSN !== false &&
    ssnOf(before.ssn) !== ssnOf(after.ssn)
  )
    words.push('the SSN replaced')
  return words
}

/**
 * A paid order's contact changed through Payload (an admin's edit, or the customer's EIN details
 * on the order page): a timeline line says what, and who (docs/security.md#a-paid-orders-contact).
 * The pay and client endpoints write through the database adapter and never change it after
 * payment (paidContact.ts).
 */
export const recordContactChanges: CollectionAfterChangeHook<Order> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !isCharged(doc.status as OrderStatus)) return doc
  const words = contactChangeWords(previousDoc ?? {}, doc)
  if (!words.length) return doc
  const who = req.user ? 'by staff' : 'by the customer on the order page'
  await recordEvent(
    req.payload,
    {
      order: doc.id,
      status: doc.status as OrderStatus,
      summary: `Contact changed ${who}: ${words.join('; ')}`,
      by: (req.user?.id as number | undefined) ?? null,
    },
    req,
  )
  return doc
}
