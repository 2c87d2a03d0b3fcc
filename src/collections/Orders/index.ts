import type { CheckboxField, CollectionConfig, Field, TextField } from 'payload'

import { isAdmin, isAdminField, isStaff, nobody, noOneField } from '@/access'
import { confirmWhenPaid } from '@/email/orderConfirmation'
import { handleClient } from '@/order/server/client'
import { handlePay } from '@/order/server/pay'
import { handleSettle } from '@/order/server/settle'
import { CLIENT_PACKAGES, DESIGNATORS } from '@/order/pricing'
import { decryptField, encryptField } from '@/utilities/fieldEncryption'

const text = (name: string, label?: string): TextField => ({
  name,
  type: 'text',
  ...(label ? { label } : {}),
})
const option = (name: string, label: string): CheckboxField => ({ name, label, type: 'checkbox' })

/** Identity of the responsible party: only admins may read or change it. */
const adminOnly = { read: isAdminField, create: isAdminField, update: isAdminField }

const readOnly = { readOnly: true } as const

/**
 * What the payment endpoints own: the price, the payment's state and Square's references. No one
 * edits them through the admin or the API, so a form saved from a stale screen can never move a
 * paid order back to unpaid or point it at another attempt; the order's details stay editable.
 */
const SERVER_OWNED = new Set([
  'status',
  'total',
  'stateFee',
  'hasPaid',
  'passwordHash',
  'checkoutId',
  'amountCents',
  'squarePaymentId',
  'receiptUrl',
  'declineCode',
  'declinedAttempts',
  'squareIdempotencyKey',
  'paidAt',
  'clientRecordAt',
  'chargingUntil',
  'squareSourceId',
  'clientRecordDigest',
  'confirmationQueuedAt',
])

function lockServerOwned(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: lockServerOwned(tab.fields) })),
      }
    if (field.type === 'row') return { ...field, fields: lockServerOwned(field.fields) }
    if (!('name' in field) || !SERVER_OWNED.has(field.name) || field.type === 'ui') return field
    return {
      ...field,
      access: { ...field.access, update: noOneField },
      admin: { ...field.admin, readOnly: true },
    } as Field
  })
}

/**
 * Orders of the wizard. Visitors never touch this collection through REST or GraphQL: they create
 * and complete orders only through the pay and client endpoints below, which validate, price and
 * charge on the server. Staff read orders; admins may correct or delete them.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: {
    useAsTitle: 'llcname',
    defaultColumns: ['llcname', 'status', 'total', 'email', 'formationState', 'createdAt'],
    group: 'Orders',
  },
  defaultSort: '-createdAt',
  access: {
    read: isStaff,
    create: nobody,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: { afterChange: [confirmWhenPaid] },
  endpoints: [
    { path: '/pay', method: 'post', handler: handlePay },
    { path: '/client', method: 'post', handler: handleClient },
    { path: '/settle', method: 'post', handler: handleSettle },
  ],
  fields: lockServerOwned([
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Order',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'status',
                  type: 'select',
                  required: true,
                  defaultValue: 'pending',
                  index: true,
                  options: [
                    { label: 'Pending', value: 'pending' },
                    { label: 'Paid', value: 'paid' },
                    { label: 'Payment failed', value: 'payment_failed' },
                    // Square did not answer: settled (paid or failed) before any other charge.
                    { label: 'Payment unknown', value: 'payment_unknown' },
                  ],
                },
                {
                  name: 'clientPackage',
                  type: 'select',
                  required: true,
                  options: CLIENT_PACKAGES.map((value) => ({ label: value, value })),
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'total',
                  type: 'number',
                  required: true,
                  admin: { description: 'Whole dollars.' },
                },
                {
                  name: 'stateFee',
                  type: 'number',
                  required: true,
                  admin: { description: 'Whole dollars, from the state-fee table when ordered.' },
                },
                { name: 'hasPaid', type: 'checkbox', defaultValue: false },
              ],
            },
            option('expeditedFilling', 'Expedited filing'),
            option('businessLicense', 'Business license'),
            option('virtualAddress', 'Virtual address'),
            option('taxConsultation', 'Tax consultation'),
            option('assignAgent', 'Registered agent'),
            option('operatingAgreement', 'Operating agreement'),
            option('ein', 'EIN'),
            option('businessBankAccount', 'Business bank account'),
            option('businessTaxConsultation', 'Business tax consultation'),
            option('irsForm', 'IRS Form 2553'),
            option('businessContractTemplates', 'Business contract templates'),
          ],
        },
        {
          label: 'Company',
          fields: [
            { name: 'llcname', label: 'Company name', type: 'text', required: true },
            {
              type: 'row',
              fields: [
                {
                  name: 'designator',
                  type: 'select',
                  required: true,
                  options: DESIGNATORS.map((value) => ({ label: value, value })),
                },
                { name: 'formationState', type: 'text', required: true, index: true },
              ],
            },
            text('companyStreetAddress', 'Street address'),
            {
              type: 'row',
              fields: [
                text('companyCity', 'City'),
                text('companyState', 'State'),
                text('companyZipCode', 'ZIP code'),
              ],
            },
          ],
        },
        {
          label: 'Contact',
          fields: [
            { type: 'row', fields: [text('firstName'), text('lastName')] },
            {
              type: 'row',
              fields: [
                { name: 'email', type: 'email', required: true, index: true },
                text('phone'),
              ],
            },
            // The account password, as a scrypt hash only; no API ever returns it.
            { name: 'passwordHash', type: 'text', hidden: true },
            text('physicalStreetAddress', 'Physical street address'),
            {
              type: 'row',
              fields: [
                text('physicalCity', 'City'),
                text('physicalState', 'State'),
                text('physicalZipCode', 'ZIP code'),
              ],
            },
          ],
        },
        {
          label: 'Responsible party',
          description: 'Visible to admins only.',
          fields: [
            { name: 'hasSSN', label: 'Has an SSN', type: 'checkbox', access: adminOnly },
            {
              name: 'ssn',
              label: 'SSN',
              type: 'text',
              access: adminOnly,
              // Encrypted at rest (FIELD_ENCRYPTION_KEY); the database never holds it in clear.
              hooks: {
                beforeChange: [({ value }) => encryptField(value)],
                afterRead: [
                  ({ value, req, originalDoc }) => {
                    try {
                      return decryptField(value)
                    } catch {
                      // A wrong key or a damaged value must not break the order list.
                      req.payload.logger.error(
                        `Order ${originalDoc?.id}: its SSN cannot be decrypted (FIELD_ENCRYPTION_KEY?).`,
                      )
                      return null
                    }
                  },
                ],
              },
            },
            {
              type: 'row',
              fields: [
                { name: 'ssnFirstName', label: 'First name', type: 'text', access: adminOnly },
                { name: 'ssnLastName', label: 'Last name', type: 'text', access: adminOnly },
              ],
            },
          ],
        },
        {
          label: 'Payment',
          fields: [
            {
              name: 'checkoutId',
              type: 'text',
              required: true,
              unique: true,
              index: true,
              admin: {
                ...readOnly,
                description: 'Idempotency key of the checkout, generated when the wizard started.',
              },
            },
            {
              name: 'amountCents',
              type: 'number',
              admin: { ...readOnly, description: 'The amount charged, in cents.' },
            },
            { name: 'squarePaymentId', type: 'text', admin: readOnly },
            { name: 'receiptUrl', type: 'text', admin: readOnly },
            {
              name: 'declineCode',
              type: 'text',
              admin: {
                ...readOnly,
                description: "Square's error code of the last failed or unanswered attempt.",
              },
            },
            {
              name: 'declinedAttempts',
              type: 'number',
              defaultValue: 0,
              admin: {
                ...readOnly,
                description:
                  'Cards declined for this checkout; past ORDER_DECLINES_PER_CHECKOUT it takes no more.',
              },
            },
            {
              name: 'squareIdempotencyKey',
              type: 'text',
              admin: {
                ...readOnly,
                description: 'Square idempotency key of the last charge attempt.',
              },
            },
            {
              name: 'paidAt',
              type: 'date',
              admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
            },
            {
              name: 'clientRecordAt',
              type: 'date',
              admin: {
                ...readOnly,
                date: { pickerAppearance: 'dayAndTime' },
                description: 'When the client record arrived.',
              },
            },
            {
              name: 'confirmationQueuedAt',
              type: 'date',
              admin: {
                ...readOnly,
                date: { pickerAppearance: 'dayAndTime' },
                description: "When the customer's order confirmation email was queued.",
              },
            },
            // While set and in the future, one charge attempt owns the order (see src/order/server/pay.ts).
            { name: 'chargingUntil', type: 'date', hidden: true },
            // The last attempt's card token: replayed with its idempotency key to settle an unknown outcome.
            { name: 'squareSourceId', type: 'text', hidden: true },
            // HMAC of the first client record: a repeat must match it (a paid record is written once).
            { name: 'clientRecordDigest', type: 'text', hidden: true },
          ],
        },
      ],
    },
  ]),
  timestamps: true,
}
