import type { CollectionConfig, NumberFieldSingleValidation } from 'payload'

import { publicContentAccess } from '@/access'
import { isStateSlug } from './usStates'

import { revalidateSiteAfterChange, revalidateSiteAfterDelete } from '@/utilities/revalidateSite'

import { recordFeeChanges } from './recordChanges'

const wholeDollars: NumberFieldSingleValidation = (value) =>
  (typeof value === 'number' && Number.isInteger(value) && value >= 0) ||
  'Enter the fee in whole dollars: an integer, 0 or more.'

const fee = (name: string, label: string) =>
  ({
    name,
    label,
    type: 'number',
    required: true,
    min: 0,
    validate: wholeDollars,
    admin: { step: 1, width: '33%' },
  }) as const

/** The state filing fee by state and designator, which the order wizard adds to the package price. */
export const StateFees: CollectionConfig = {
  slug: 'state-fees',
  labels: { singular: 'State fee', plural: 'State fees' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'llc', 'corporation', 'nonprofit', 'verified'],
    group: 'Orders',
    description:
      'Filing fees in whole dollars. The wizard and the pay endpoint price orders from this table. Rows not yet verified against the state come first; the order summary shows their fee as "to be confirmed".',
  },
  // Unverified rows first (false sorts before true), then by name.
  defaultSort: ['verified', 'name'],
  hooks: {
    afterChange: [recordFeeChanges, revalidateSiteAfterChange],
    afterDelete: [revalidateSiteAfterDelete],
  },
  access: publicContentAccess,
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description: 'The state as orders name it: lowercase, words joined by hyphens (new-york).',
      },
      validate: (value: string | null | undefined) =>
        (!!value && isStateSlug(value)) ||
        'Use the slug of a US state or DC: lowercase, hyphens between words.',
    },
    {
      type: 'row',
      fields: [
        fee('llc', 'LLC'),
        fee('corporation', 'C-Corporation'),
        fee('nonprofit', 'Nonprofit'),
      ],
    },
    {
      name: 'source',
      type: 'textarea',
      admin: {
        description:
          'Where each figure comes from: the state\'s fee schedule or statute, its address and the day it was read, e.g. "LLC 125: 15 Pa.C.S. § 153(a), https://… (read 2026-11-23)".',
      },
    },
    {
      name: 'verified',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          "Tick only when all three fees match the state's own published schedule or statute, cited in Source. Until then the wizard shows this state's fee as an estimate, to be confirmed.",
      },
    },
    {
      name: 'history',
      type: 'join',
      collection: 'state-fee-changes',
      on: 'stateFee',
      defaultSort: '-createdAt',
      admin: {
        allowCreate: false,
        defaultColumns: ['createdAt', 'summary', 'by'],
        description: 'Every change of these fees, with who made it and when.',
      },
    },
  ],
  timestamps: true,
}
