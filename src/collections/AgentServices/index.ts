import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '@/access'

import { squareSecretField } from '../chargeFields'

import { AGENT_SERVICE_STATUSES, CANCEL_TIMINGS } from './statuses'

const readOnly = { readOnly: true } as const

/**
 * Our registered agent service for each filed company (docs/registered-agent.md): whose agent the
 * company uses, from when, until when it is paid (the free first year, then each renewal) and at
 * what yearly price. Started when the order is marked filed, from the filing details' choice of
 * agent; written only by the server.
 */
export const AgentServices: CollectionConfig = {
  slug: 'agent-services',
  labels: { singular: 'Registered agent service', plural: 'Registered agent services' },
  admin: {
    group: 'Orders',
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'startsOn', 'paidUntil', 'renewalPrice'],
    description:
      'Our registered agent for each filed company: from the filing date, free for the first year, then renewed at the yearly price the customer was shown.',
  },
  defaultSort: 'paidUntil',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  timestamps: true,
  fields: [
    // One service per order, however often the order is moved to filed.
    {
      name: 'order',
      type: 'relationship',
      relationTo: 'orders',
      unique: true,
      index: true,
      admin: readOnly,
    },
    { name: 'title', type: 'text', required: true, admin: readOnly },
    { name: 'state', type: 'text', required: true, admin: readOnly },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: AGENT_SERVICE_STATUSES.map(({ value, label }) => ({ value, label })),
      admin: readOnly,
    },
    {
      name: 'startsOn',
      type: 'date',
      required: true,
      admin: { ...readOnly, description: 'The filing date.' },
    },
    {
      name: 'freeUntil',
      type: 'date',
      required: true,
      index: true,
      admin: {
        ...readOnly,
        description: 'The first anniversary: the free year ends the day before.',
      },
    },
    {
      name: 'paidUntil',
      type: 'date',
      required: true,
      index: true,
      admin: { ...readOnly, description: 'When the period paid for (or the free year) ends.' },
    },
    {
      name: 'cancelWhen',
      label: 'Stop asked',
      type: 'select',
      options: CANCEL_TIMINGS.map(({ value, label }) => ({ value, label })),
      admin: readOnly,
    },
    { name: 'cancelledAt', label: 'Stop asked at', type: 'date', admin: readOnly },
    {
      name: 'endsOn',
      type: 'date',
      index: true,
      admin: {
        ...readOnly,
        description: 'The last day of the service, once the customer stops it.',
      },
    },
    // The renewal notices of the period ending on `noticesFor` (docs/registered-agent.md#renewing).
    { name: 'noticesFor', type: 'date', admin: { ...readOnly, hidden: true } },
    { name: 'noticesSent', type: 'number', defaultValue: 0, admin: { ...readOnly, hidden: true } },
    {
      name: 'renewalPrice',
      label: 'Yearly price after the free year ($)',
      type: 'number',
      required: true,
      min: 0,
      admin: { ...readOnly, description: 'As the customer was shown it when they paid.' },
    },
    // A card saved at Square for automatic renewal, with the customer's consent as they gave it
    // (docs/registered-agent.md#automatic-renewal). Square's ids are never read through the API.
    {
      name: 'savedCard',
      label: 'Card on file for automatic renewal',
      type: 'text',
      admin: { ...readOnly, description: 'Empty when automatic renewal is off.' },
    },
    {
      name: 'autoRenewConsentAt',
      label: 'Automatic renewal agreed at',
      type: 'date',
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'autoRenewConsent',
      label: 'What the customer agreed to',
      type: 'textarea',
      admin: readOnly,
    },
    squareSecretField('savedCardId'),
    squareSecretField('squareCustomerId'),
  ],
}
