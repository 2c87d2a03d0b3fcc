import type { Field } from 'payload'

import { rowLabel } from '@/fields/rowLabel'

import { ENTITY_KEYS, ENTITY_LABELS } from '../vocabulary'
import { dollarsField, sourcedGroup, validateDay } from './sourced'

const url = (name: string, label: string, description?: string): Field => ({
  name,
  label,
  type: 'text',
  validate: (value: string | null | undefined) =>
    !value || /^https?:\/\/\S+$/.test(value) || 'Enter the full address, https://…',
  admin: { description },
})

/** How long the state takes without an expedite, and what it sells to go faster. */
export const timingFields: Field[] = [
  {
    name: 'processing',
    label: 'Standard processing',
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'minDays', label: 'From (business days)', type: 'number', min: 0 },
          { name: 'maxDays', label: 'To (business days)', type: 'number', min: 0 },
        ],
      },
      sourcedGroup(),
    ],
  },
  {
    name: 'expedite',
    label: "The state's expedite tiers",
    type: 'array',
    admin: { components: rowLabel('Expedite tier', 'name'), initCollapsed: true },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'name', type: 'text', required: true, admin: { width: '40%' } },
          dollarsField('fee', 'Fee', { width: '20%' }),
          dollarsField('feeMax', 'Up to', {
            width: '20%',
            description: 'When the fee is a range.',
          }),
          {
            name: 'turnaroundHours',
            label: 'Turnaround (hours)',
            type: 'number',
            min: 0,
            admin: { width: '20%', description: 'Empty when the state does not say.' },
          },
        ],
      },
      sourcedGroup(),
    ],
  },
]

/** The state's naming rules beyond designators, which are per entity type. */
export const nameRulesGroup: Field = {
  name: 'names',
  label: 'Name rules',
  type: 'group',
  fields: [
    {
      name: 'restrictedWords',
      type: 'text',
      hasMany: true,
      admin: {
        description:
          'Words that need approval or are barred in a name. The order wizard warns when a name contains one.',
      },
    },
    {
      type: 'row',
      fields: [
        dollarsField('reservationFee', 'Reservation fee'),
        {
          name: 'reservationDuration',
          label: 'Reservation lasts',
          type: 'text',
          admin: { placeholder: '120 days' },
        },
        { name: 'statute', type: 'text', admin: { placeholder: 'Tex. Bus. Orgs. Code § 5.056' } },
      ],
    },
    url('statuteUrl', 'Statute address'),
    sourcedGroup(),
    {
      name: 'approvals',
      label: "Words that need another agency's approval",
      type: 'array',
      admin: {
        description:
          'Who must approve a name using the word, and why. The order wizard and the guide say so; the word need not be in the list above.',
        components: rowLabel('Word needing approval', 'word'),
        initCollapsed: true,
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'word', type: 'text', required: true, admin: { width: '25%' } },
            {
              name: 'approval',
              label: 'Approved by',
              type: 'text',
              required: true,
              admin: { width: '45%', placeholder: 'Department of Banking' },
            },
            {
              name: 'appliesTo',
              label: 'Applies to',
              type: 'select',
              hasMany: true,
              options: ENTITY_KEYS.map((value) => ({ value, label: ENTITY_LABELS[value] })),
              admin: { width: '30%', description: 'Empty: every entity type.' },
            },
          ],
        },
        {
          name: 'reason',
          type: 'text',
          admin: { placeholder: 'Only a chartered bank may use it.' },
        },
        { name: 'authority', type: 'text', admin: { placeholder: 'Tex. Fin. Code § 31.005' } },
        sourcedGroup(),
      ],
    },
  ],
}

/** The state's own pages a customer needs, with the day they were last opened. */
export const linksGroup: Field = {
  name: 'links',
  label: "The state's pages",
  type: 'group',
  fields: [
    url('feePage', 'Fee schedule'),
    url('nameSearch', 'Name search'),
    url('filingPortal', 'Filing portal'),
    {
      name: 'checkedOn',
      label: 'Checked on',
      type: 'text',
      validate: validateDay,
      admin: { placeholder: 'YYYY-MM-DD' },
    },
  ],
}
