import type { Block } from 'payload'

import { link } from '@/fields/link'
import { sectionFields } from '@/fields/section'
import { sectionHeadingFields } from '@/fields/sectionHeading'

/** People from the Team members collection: everyone in order, or a hand-picked few. */
export const TeamBlock: Block = {
  slug: 'team',
  dbName: 'team',
  interfaceName: 'TeamBlock',
  labels: { singular: 'Team', plural: 'Teams' },
  admin: { group: 'Sections' },
  fields: [
    sectionFields(),
    ...sectionHeadingFields({
      defaults: { eyebrow: 'Our team', title: 'The people who file your company' },
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'source',
          type: 'radio',
          dbName: 'team_src',
          required: true,
          defaultValue: 'all',
          options: [
            { label: 'All team members', value: 'all' },
            { label: 'Hand-picked members', value: 'picked' },
          ],
          admin: {
            width: '50%',
            description: 'All: everyone in Team members, in their order; new people appear here.',
          },
        },
        {
          name: 'limit',
          type: 'number',
          min: 1,
          max: 24,
          admin: {
            width: '50%',
            step: 1,
            description: 'Show at most this many, e.g. 4 for a teaser. Empty: no limit.',
          },
        },
      ],
    },
    {
      name: 'members',
      type: 'relationship',
      relationTo: 'team-members',
      hasMany: true,
      admin: {
        condition: (_, siblingData) => siblingData?.source === 'picked',
        description: 'Shown in the order picked here.',
      },
    },
    {
      name: 'enableLink',
      type: 'checkbox',
      label: 'Add a button under the team',
      admin: { description: 'e.g. "Meet All Members" leading to the team page.' },
    },
    link({
      appearances: ['primary', 'secondary'],
      overrides: { admin: { condition: (_, siblingData) => Boolean(siblingData?.enableLink) } },
    }),
  ],
}
