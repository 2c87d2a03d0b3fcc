import type { CollectionConfig, NumberFieldSingleValidation } from 'payload'

import { publicContentAccess } from '@/access'
import { isStateSlug } from '@/order/states'

import { revalidateSiteAfterChange, revalidateSiteAfterDelete } from '@/utilities/revalidateSite'

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
      'Filing fees in whole dollars. The wizard and the pay endpoint price orders from this table.',
  },
  defaultSort: 'name',
  hooks: { afterChange: [revalidateSiteAfterChange], afterDelete: [revalidateSiteAfterDelete] },
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
    { name: 'source', type: 'textarea', admin: { description: 'Where the figures come from.' } },
    {
      name: 'verified',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'The figures have been checked against the state.' },
    },
  ],
  timestamps: true,
}
