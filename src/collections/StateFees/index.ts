import type { CollectionConfig, NumberFieldSingleValidation } from 'payload'

import { publicContentAccess } from '@/access'

import { revalidateSiteAfterChange, revalidateSiteAfterDelete } from '@/utilities/revalidateSite'

import { deriveVerified } from './deriveVerified'
import { entityFactsGroup } from './fields/entityFacts'
import { guideFields } from './fields/guide'
import { linksGroup, nameRulesGroup, timingFields } from './fields/jurisdictionFacts'
import { recordFeeChanges } from './recordChanges'
import { isStateSlug } from './usStates'
import { ENTITY_KEYS, ENTITY_LABELS } from './vocabulary'

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

/**
 * One record per jurisdiction: the filing fee per entity type, which the order wizard adds to the
 * package price, and what the state asks after formation, each figure with its source
 * (docs/states.md).
 */
export const StateFees: CollectionConfig<'state-fees'> = {
  slug: 'state-fees',
  labels: { singular: 'State', plural: 'States' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'llc', 'corporation', 'nonprofit', 'verified'],
    group: 'Orders',
    description:
      'One record per state: filing fees in whole dollars (the wizard and the pay endpoint price orders from them), yearly obligations and name rules, each with its source. A fee is final for customers only when its confidence is Official; rows with any other fee come first.',
  },
  // Rows with a fee not yet official first (false sorts before true), then by name.
  defaultSort: ['verified', 'name'],
  hooks: {
    beforeChange: [deriveVerified],
    afterChange: [recordFeeChanges, revalidateSiteAfterChange],
    afterDelete: [revalidateSiteAfterDelete],
  },
  access: publicContentAccess,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, admin: { width: '50%' } },
        {
          name: 'slug',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: {
            width: '50%',
            description: "The state as orders and its guide's address name it: new-york.",
          },
          validate: (value: string | null | undefined) =>
            (!!value && isStateSlug(value)) ||
            'Use the slug of a US state or DC: lowercase, hyphens between words.',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        fee('llc', 'LLC filing fee'),
        fee('corporation', 'C-Corporation filing fee'),
        fee('nonprofit', 'Nonprofit filing fee'),
      ],
    },
    {
      name: 'verified',
      label: 'All three fees official',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        readOnly: true,
        description:
          "Ticked by itself when each filing fee's confidence is Official. Until then the order summary shows the other fees as estimates, to be confirmed.",
      },
    },
    {
      type: 'tabs',
      tabs: [
        ...ENTITY_KEYS.map((entity) => ({
          label: ENTITY_LABELS[entity],
          fields: [entityFactsGroup(entity)],
        })),
        { label: 'Timing', fields: timingFields },
        { label: 'Names', fields: [nameRulesGroup] },
        { label: 'Links', fields: [linksGroup] },
        {
          label: 'Guide',
          description:
            "Optional: shown above the facts on this state's guide page (/states/<slug>).",
          fields: guideFields,
        },
        {
          label: 'History',
          fields: [
            {
              name: 'source',
              label: 'Research notes',
              type: 'textarea',
              admin: {
                description:
                  "Free notes on how the figures were checked. Each figure's own source is on its tab.",
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
        },
      ],
    },
  ],
  timestamps: true,
}
