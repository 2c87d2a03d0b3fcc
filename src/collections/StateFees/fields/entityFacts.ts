import type { Field, GroupField } from 'payload'

import { whenSibling } from '@/fields/conditions'
import { rowLabel } from '@/fields/rowLabel'

import {
  BIENNIAL_YEARS,
  CADENCES,
  ENTITY_LABELS,
  type EntityKey,
  FEE_PART_KINDS,
  FEE_PART_LABELS,
  TRISTATE,
} from '../vocabulary'
import { dueRuleGroup } from './dueRule'
import { filingRulesGroup } from './filingRules'
import { dollarsField, sourcedGroup } from './sourced'

const tristateOptions = TRISTATE.map((value) => ({
  value,
  label: { unknown: 'Not known', yes: 'Yes', no: 'No' }[value],
}))

const cadenceOptions = CADENCES.map((value) => ({
  value,
  label: { unknown: 'Not known', annual: 'Annual', biennial: 'Biennial', none: 'None required' }[
    value
  ],
}))

const report: GroupField = {
  name: 'report',
  label: 'Recurring report',
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          type: 'text',
          admin: { width: '40%', placeholder: 'Annual Report' },
        },
        {
          name: 'cadence',
          type: 'select',
          required: true,
          defaultValue: 'unknown',
          options: cadenceOptions,
          admin: { width: '30%' },
        },
        {
          name: 'biennialYears',
          label: 'Biennial in',
          type: 'select',
          options: [
            { value: 'odd', label: 'Odd years' },
            { value: 'even', label: 'Even years' },
            { value: 'formation', label: 'Every 2 years from formation' },
          ] satisfies { value: (typeof BIENNIAL_YEARS)[number]; label: string }[],
          admin: { width: '30%', condition: whenSibling({ cadence: 'biennial' }) },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        dollarsField('fee', 'Fee'),
        dollarsField('firstFee', 'First report fee', {
          description: 'Dollars. Empty: the same as later ones.',
        }),
        {
          name: 'firstWithinDays',
          label: 'First report within (days)',
          type: 'number',
          min: 1,
          admin: {
            step: 1,
            description: 'Only when an initial report is due soon after formation.',
          },
        },
      ],
    },
    dueRuleGroup(),
    sourcedGroup(),
  ],
}

const tax: GroupField = {
  name: 'tax',
  label: 'Yearly state tax or franchise minimum',
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'applies',
          type: 'select',
          required: true,
          defaultValue: 'unknown',
          options: tristateOptions,
          admin: { width: '25%' },
        },
        { name: 'name', type: 'text', admin: { width: '35%', placeholder: 'Franchise Tax' } },
        dollarsField('minimum', 'Yearly minimum'),
        {
          name: 'firstYearExempt',
          label: 'First year exempt',
          type: 'select',
          required: true,
          defaultValue: 'unknown',
          options: tristateOptions,
        },
      ],
    },
    {
      name: 'paidWithReport',
      label: "Paid with the report: the report's fee includes this tax",
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Then the yearly costs count it once, in the report.' },
    },
    dueRuleGroup(),
    sourcedGroup(),
  ],
}

const designators: Field[] = [
  {
    name: 'designators',
    type: 'text',
    hasMany: true,
    admin: {
      description:
        "The endings the state accepts in this entity's name, the usual one first (it is what the order wizard offers to append). None: the state requires none.",
    },
  },
  sourcedGroup('designatorsSource', 'Designators: source'),
]

/** What the filing fee is made of, so an online surcharge or a required list shows as itself. */
const feeParts: Field = {
  name: 'feeParts',
  label: 'Filing fee: parts',
  type: 'array',
  admin: {
    description:
      'What the state charges at formation, part by part (the filing, another payment it requires with it, a charge for filing online). Empty: the fee is one filing fee.',
    components: rowLabel('Fee part', 'label'),
    initCollapsed: true,
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required: true, admin: { width: '50%' } },
        {
          name: 'usd',
          label: 'Dollars',
          type: 'number',
          required: true,
          min: 0,
          admin: { width: '20%', step: 0.01 },
        },
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'filing',
          options: FEE_PART_KINDS.map((value) => ({ value, label: FEE_PART_LABELS[value] })),
          admin: { width: '30%' },
        },
      ],
    },
  ],
}

/**
 * What a state asks of one entity type besides its filing fee (a top-level column the pricing
 * reads): the fee's source, the recurring report, the yearly tax, the name's designators and what
 * the formation form asks.
 */
export const entityFactsGroup = (entity: EntityKey): GroupField => ({
  name: `${entity}Facts`,
  label: `${ENTITY_LABELS[entity]}: sources and yearly obligations`,
  type: 'group',
  fields: [
    sourcedGroup('feeSource', 'Filing fee: source'),
    feeParts,
    report,
    tax,
    ...designators,
    filingRulesGroup(entity),
  ],
})
