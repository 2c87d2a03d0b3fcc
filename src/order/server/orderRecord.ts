import type { Order } from '@/payload-types'
import { fieldDigest } from '@/utilities/fieldEncryption'

import { carries, PACKAGE_OPTIONS, type PackageOption } from '../packages'
import { pricedOptions } from '../pricing'
import type { OrderDetails } from '../schema'
import type { StateSlug } from '@/collections/StateFees/usStates'

/** The order fields that come from the visitor, as stored. */
export type OrderFields = Omit<
  Order,
  | 'id'
  | 'status'
  | 'total'
  | 'stateFee'
  | 'hasPaid'
  | 'checkoutId'
  | 'passwordHash'
  | 'amountCents'
  | 'squarePaymentId'
  | 'receiptUrl'
  | 'declineCode'
  | 'squareIdempotencyKey'
  | 'squareSourceId'
  | 'declinedAttempts'
  | 'clientRecordDigest'
  | 'paidAt'
  | 'clientRecordAt'
  | 'chargingUntil'
  | 'createdAt'
  | 'updatedAt'
>

/**
 * The visitor's order as it is stored: each package option is true exactly when the package
 * includes it or the visitor bought it (packages.ts), so the record says what was sold. The
 * password and the wizard's own totals are not part of it.
 */
export function orderFields(details: OrderDetails): OrderFields {
  const options = Object.fromEntries(
    PACKAGE_OPTIONS.map((option) => [
      option,
      carries(details.clientPackage, option, details[option]),
    ]),
  ) as Record<PackageOption, boolean>
  return {
    clientPackage: details.clientPackage,
    llcname: details.llcname,
    designator: details.designator,
    formationState: details.formationState as StateSlug,
    firstName: details.firstName,
    lastName: details.lastName,
    email: details.email,
    phone: details.phone,
    ...options,
    businessLicense: pricedOptions(details).businessLicense,
    assignAgent: details.assignAgent ?? null,
    companyStreetAddress: details.companyStreetAddress ?? null,
    companyCity: details.companyCity ?? null,
    companyState: details.companyState ?? null,
    companyZipCode: details.companyZipCode ?? null,
    hasSSN: details.hasSSN ?? null,
    ssn: details.ssn || null,
    ssnFirstName: details.ssnFirstName ?? null,
    ssnLastName: details.ssnLastName ?? null,
    physicalStreetAddress: details.physicalStreetAddress ?? null,
    physicalCity: details.physicalCity ?? null,
    physicalState: details.physicalState ?? null,
    physicalZipCode: details.physicalZipCode ?? null,
  }
}

/**
 * The customer's choice of deadline reminders, as pay stores it with the order. It is not part of
 * the client record nor of its digest: the customer may change it later (order page, an email's
 * link), and a repeated client call must still match the record it stored.
 */
export const reminderChoice = (details: Pick<OrderDetails, 'reminders'>, now = new Date()) => ({
  reminders: details.reminders === true,
  remindersChangedAt: now.toISOString(),
})

/**
 * The fields `orderFields` returns, by name: key rotation rebuilds a stored record from them to
 * recompute its digest (a unit test holds the two together).
 */
export const CLIENT_RECORD_FIELDS = [
  'clientPackage',
  'llcname',
  'designator',
  'formationState',
  'firstName',
  'lastName',
  'email',
  'phone',
  ...PACKAGE_OPTIONS,
  'businessLicense',
  'assignAgent',
  'companyStreetAddress',
  'companyCity',
  'companyState',
  'companyZipCode',
  'hasSSN',
  'ssn',
  'ssnFirstName',
  'ssnLastName',
  'physicalStreetAddress',
  'physicalCity',
  'physicalState',
  'physicalZipCode',
] as const satisfies (keyof OrderFields)[]

/**
 * A keyed digest of a client record, to recognise the same record again without keeping a second
 * copy of it (the record holds the SSN, which must stay encrypted). Keyed with the field key
 * (FIELD_ENCRYPTION_KEY's unless told), so rotating that key recomputes it.
 */
export function clientRecordDigest(fields: OrderFields, key?: Buffer): string {
  const canonical = Object.keys(fields)
    .sort()
    .map((name) => [name, fields[name as keyof OrderFields] ?? null])
  return fieldDigest(JSON.stringify(canonical), key)
}

/**
 * The fields that say what was sold and so set the price: a client record must agree with the
 * paid order on them, so it can never add (or drop) a priced item after payment.
 */
export const PRICED_FIELDS = [
  'clientPackage',
  'formationState',
  'designator',
  'businessLicense',
  ...PACKAGE_OPTIONS,
] as const satisfies (keyof OrderFields)[]
