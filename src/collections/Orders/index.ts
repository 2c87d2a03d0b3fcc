import type { CheckboxField, CollectionConfig, Field, TextField } from 'payload'

import { isAdmin, isAdminField, isStaff, nobody, noOneField } from '@/access'

import { US_STATES } from '../StateFees/usStates'
import { CLIENT_PACKAGES, DESIGNATORS } from './choices'
import { keepServerOwned, SERVER_OWNED } from './keepServerOwned'
import { openSsn, sealSsn, SSN_DESCRIPTION } from './sealedSsn'
import { ORDER_STATUSES } from './statuses'

const text = (name: string, label?: string): TextField => ({
  name,
  type: 'text',
  ...(label ? { label } : {}),
})
const option = (name: string, label: string): CheckboxField => ({ name, label, type: 'checkbox' })

/** Identity of the responsible party: only admins may read or change it. */
const adminOnly = { read: isAdminField, create: isAdminField, update: isAdminField }

const readOnly = { readOnly: true } as const

/** Never in a CSV export, whoever asks: secrets, and the responsible party's identity. */
const notExported = { 'plugin-import-export': { disabled: true } }

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
 * and complete orders only through the pay and client endpoints (src/order/server/endpoints.ts), which validate, price and
 * charge on the server. Staff read orders; admins may correct or delete them.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: {
    useAsTitle: 'llcname',
    defaultColumns: ['llcname', 'status', 'clientPackage', 'formationState', 'total', 'createdAt'],
    listSearchableFields: ['llcname', 'email', 'lastName', 'stateConfirmationNumber'],
    group: 'Orders',
    description:
      'Filter by status, state, package or date with Filters (Created at: after / before), and download the filtered list as CSV from the list menu.',
  },
  defaultSort: '-createdAt',
  access: {
    read: isStaff,
    create: nobody,
    update: isAdmin,
    delete: isAdmin,
  },
  // The endpoints and the confirmation of an order saved as paid are attached by the order
  // server's plugin (src/order/server/plugin.ts), registered in payload.config.ts.
  hooks: { beforeChange: [keepServerOwned] },
  fields: lockServerOwned([
    {
      name: 'orderActions',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/collections/Orders/admin/OrderActions#OrderActions' },
      },
    },
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
                  options: ORDER_STATUSES.map(({ value, label }) => ({ value, label })),
                  admin: {
                    description: 'Changed with the order actions, each move on the timeline.',
                  },
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
            {
              name: 'stateFeeEstimated',
              label: 'State fee was an estimate',
              type: 'checkbox',
              defaultValue: false,
              admin: {
                description:
                  "The fee row was not verified when this order was paid: confirm the state's fee before filing, and refund any difference.",
              },
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
          label: 'Timeline',
          description: 'The payment, each status change and each refund, with who and when.',
          fields: [
            {
              name: 'timeline',
              type: 'join',
              custom: notExported,
              collection: 'order-events',
              on: 'order',
              defaultSort: 'createdAt',
              defaultLimit: 50,
              // Only the server writes the timeline.
              admin: {
                allowCreate: false,
                defaultColumns: ['createdAt', 'summary', 'status', 'by'],
              },
            },
          ],
        },
        {
          label: 'Filing',
          description:
            'Set by the order actions when the order moves on; admins may correct a typo here.',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'filedAt',
                  label: 'Filed on',
                  type: 'date',
                  admin: { date: { pickerAppearance: 'dayOnly' } },
                },
                {
                  name: 'stateConfirmationNumber',
                  label: "State's confirmation number",
                  type: 'text',
                },
              ],
            },
            {
              name: 'formationDocuments',
              type: 'join',
              collection: 'order-documents',
              on: 'order',
              custom: notExported,
              admin: {
                allowCreate: true,
                defaultColumns: ['filename', 'createdAt'],
                description: "The state's approved documents, and the EIN letter.",
              },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'einNumber',
                  label: 'EIN',
                  type: 'text',
                  admin: { description: 'When the order includes an EIN, as 12-3456789.' },
                },
                { name: 'cancellationReason', type: 'text' },
              ],
            },
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
                {
                  name: 'formationState',
                  label: 'State of formation',
                  type: 'select',
                  required: true,
                  index: true,
                  options: Object.entries(US_STATES).map(([value, label]) => ({ value, label })),
                },
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
            { name: 'passwordHash', type: 'text', hidden: true, custom: notExported },
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
            {
              name: 'hasSSN',
              label: 'Has an SSN',
              type: 'checkbox',
              access: adminOnly,
              custom: notExported,
            },
            {
              name: 'ssn',
              label: 'SSN',
              type: 'text',
              access: adminOnly,
              custom: notExported,
              // Encrypted at rest (FIELD_ENCRYPTION_KEY); the database never holds it in clear.
              hooks: { beforeChange: [sealSsn], afterRead: [openSsn] },
              admin: { description: SSN_DESCRIPTION },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'ssnFirstName',
                  label: 'First name',
                  type: 'text',
                  access: adminOnly,
                  custom: notExported,
                },
                {
                  name: 'ssnLastName',
                  label: 'Last name',
                  type: 'text',
                  access: adminOnly,
                  custom: notExported,
                },
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
              custom: notExported,
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
            { name: 'chargingUntil', type: 'date', hidden: true, custom: notExported },
            // The last attempt's card token: replayed with its idempotency key to settle an unknown outcome.
            { name: 'squareSourceId', type: 'text', hidden: true, custom: notExported },
            // HMAC of the first client record: a repeat must match it (a paid record is written once).
            { name: 'clientRecordDigest', type: 'text', hidden: true, custom: notExported },
            {
              name: 'refundedCents',
              label: 'Refunded (cents)',
              type: 'number',
              defaultValue: 0,
              admin: { ...readOnly, description: 'The total refunded through Square, in cents.' },
            },
            {
              // One JSON column: written in the same conditional update as the amount refunded.
              name: 'refunds',
              type: 'json',
              custom: notExported,
              admin: {
                ...readOnly,
                condition: (data) => Array.isArray(data?.refunds) && data.refunds.length > 0,
                description:
                  'Refunds made through Square, oldest first: Square refund id, amount in cents, reason, who and when.',
              },
            },
            {
              // A refund whose outcome was never recorded: settled with Square before any other.
              name: 'refundPending',
              label: 'Unconfirmed refund',
              type: 'json',
              custom: notExported,
              admin: {
                ...readOnly,
                condition: (data) => Boolean(data?.refundPending),
                description:
                  'A refund Square has not confirmed yet. The next refund asks Square about it first, so it is never made twice.',
              },
            },
            // While set and in the future, one refund request owns the order (src/order/server/refund.ts).
            { name: 'refundingUntil', type: 'date', hidden: true, custom: notExported },
          ],
        },
      ],
    },
  ]),
  timestamps: true,
}
