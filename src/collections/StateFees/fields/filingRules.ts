import type { Field, GroupField } from 'payload'

import { whenSibling } from '@/fields/conditions'

import {
  type EntityKey,
  FILING_FIELD_LABELS,
  FILING_FIELDS,
  PO_BOX_ADDRESS_LABELS,
  PO_BOX_ADDRESSES,
  TRISTATE,
} from '../vocabulary'
import { sourcedGroup } from './sourced'

const whole = { step: 1 } as const

const minDirectors = (entity: EntityKey): Field[] => [
  {
    name: 'minDirectors',
    label: 'Fewest initial directors',
    type: 'number',
    min: 1,
    max: 25,
    admin: {
      ...whole,
      description: 'Empty: not known (the default rule asks for 1, or 3 for a nonprofit).',
    },
  },
  sourcedGroup('minDirectorsSource', 'Fewest directors: source', `${entity}_directors_conf`),
]

/**
 * What the state's formation form asks of this entity type, read by the filing details' checks
 * (src/order/filing/rules.ts). Each rule has its own source; an empty rule falls back to the
 * default rule, which says so wherever it is shown (docs/filing-details.md#rules).
 */
export const filingRulesGroup = (entity: EntityKey): GroupField => ({
  name: 'filing',
  label: 'Filing rules',
  type: 'group',
  admin: {
    description:
      'What this state asks on the formation form. Leave a rule empty when it is not known: the default rule then applies and says so.',
  },
  fields: [
    {
      name: 'requiredFields',
      label: 'Also required',
      type: 'select',
      enumName: `${entity}_filing_fields`,
      hasMany: true,
      options: FILING_FIELDS.map((value) => ({ value, label: FILING_FIELD_LABELS[value] })),
    },
    sourcedGroup('requiredFieldsSource', 'Also required: source', `${entity}_fields_conf`),
    ...(entity === 'llc' ? [] : minDirectors(entity)),
    {
      name: 'poBoxRefused',
      label: 'Refused as a PO box',
      type: 'select',
      enumName: `${entity}_po_box_refused`,
      hasMany: true,
      options: PO_BOX_ADDRESSES.map((value) => ({ value, label: PO_BOX_ADDRESS_LABELS[value] })),
      admin: {
        description: "Empty: not known (the default refuses a PO box for the agent's office).",
      },
    },
    sourcedGroup('poBoxSource', 'PO boxes: source', `${entity}_po_box_conf`),
    {
      name: 'effectiveDateMaxDays',
      label: 'Delayed effective date: at most (days)',
      type: 'number',
      min: 0,
      max: 365,
      admin: {
        ...whole,
        description:
          '0: the filing takes effect when filed. Empty: not known (the default allows 90 days).',
      },
    },
    sourcedGroup('effectiveDateSource', 'Effective date: source', `${entity}_date_conf`),
    {
      name: 'publication',
      type: 'group',
      label: 'Publication after filing',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'required',
              type: 'select',
              enumName: `${entity}_publication_required`,
              required: true,
              defaultValue: 'unknown',
              options: TRISTATE.map((value) => ({
                value,
                label: { unknown: 'Not known', yes: 'Required', no: 'Not required' }[value],
              })),
              admin: { width: '30%' },
            },
            {
              name: 'withinDays',
              label: 'Within (days of filing)',
              type: 'number',
              min: 1,
              admin: { ...whole, width: '30%', condition: whenSibling({ required: 'yes' }) },
            },
          ],
        },
        {
          name: 'what',
          type: 'textarea',
          admin: {
            condition: whenSibling({ required: 'yes' }),
            description:
              'What must be published, where, and the proof to file, in one or two plain sentences.',
          },
        },
        sourcedGroup('source', 'Source', `${entity}_publication_conf`),
      ],
    },
  ],
})
