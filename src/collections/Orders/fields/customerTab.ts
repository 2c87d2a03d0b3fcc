import type { Tab } from 'payload'

import { notExported } from '../exportFlags'
import { readOnly } from './helpers'

/**
 * What the customer has after payment (docs/customer-page.md): the link to their order page, the
 * company's compliance calendar and the reminders they chose. Only the server writes these; staff
 * revoke or re-issue the link with the order actions.
 */
export const customerTab: Tab = {
  label: 'Customer page',
  description:
    "The customer's own page is reached by a link in every email we send them; no login. Its calendar and reminders are below.",
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'linkIssuedAt',
          label: 'Link made on',
          type: 'date',
          admin: {
            ...readOnly,
            date: { pickerAppearance: 'dayAndTime' },
            description: 'When the link that works now was made (at payment, or re-issued).',
          },
        },
        {
          name: 'linkRevokedAt',
          label: 'Link revoked on',
          type: 'date',
          admin: {
            ...readOnly,
            date: { pickerAppearance: 'dayAndTime' },
            description: 'Set while no link works: the next email to the customer makes a new one.',
          },
        },
      ],
    },
    // The link's random nonce: with the server's secret it gives the link again, so every email
    // can carry it; the database alone cannot (src/security/orderLinkTokens.ts).
    { name: 'linkNonce', type: 'text', hidden: true, custom: notExported },
    // SHA-256 of the link's token: how a visit finds its order.
    {
      name: 'linkHash',
      type: 'text',
      hidden: true,
      unique: true,
      index: true,
      custom: notExported,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'reminders',
          label: 'Deadline reminders',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            ...readOnly,
            description:
              'The customer asked for an email 30 and 7 days before each due date. Only they change it, from their page or an email.',
          },
        },
        {
          name: 'remindersChangedAt',
          label: 'Reminders chosen on',
          type: 'date',
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      name: 'complianceCalendar',
      type: 'ui',
      admin: { components: { Field: '@/order/admin/ComplianceCalendar#ComplianceCalendar' } },
    },
    {
      name: 'reminderEmails',
      label: 'Reminder emails',
      type: 'join',
      custom: notExported,
      collection: 'order-reminders',
      on: 'order',
      defaultSort: 'sendOn',
      defaultLimit: 50,
      admin: {
        allowCreate: false,
        defaultColumns: ['title', 'dueOn', 'daysBefore', 'sendOn', 'status', 'sentAt'],
      },
    },
  ],
}
