import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { whenSibling } from '@/fields/conditions'
import { link } from '@/fields/link'
import { rowLabel } from '@/fields/rowLabel'
import { sectionFields } from '@/fields/section'
import { sectionHeadingFields } from '@/fields/sectionHeading'

/** People from the Team members collection: everyone in order, or a hand-picked few. */
export const TeamConfig: Block = {
  slug: 'team',
  dbName: 'team',
  interfaceName: 'TeamBlock',
  labels: { singular: 'Team', plural: 'Teams' },
  admin: blockAdmin({
    slug: 'team',
    description: 'People with photo, name and role, from Team members or typed here.',
  }),
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
            { label: 'People typed here', value: 'typed' },
          ],
          admin: {
            width: '50%',
            description:
              'All: everyone in Team members, in their order. Typed: people of another team, e.g. on a page for another product.',
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
        condition: whenSibling({ source: 'picked' }),
        description: 'Shown in the order picked here.',
      },
    },
    {
      name: 'people',
      type: 'array',
      dbName: 'team_people',
      maxRows: 24,
      admin: {
        components: rowLabel('Person', 'name'),
        condition: whenSibling({ source: 'typed' }),
        initCollapsed: true,
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, admin: { width: '50%' } },
            { name: 'role', type: 'text', required: true, admin: { width: '50%' } },
          ],
        },
        { name: 'photo', type: 'upload', relationTo: 'media' },
        { name: 'bio', type: 'textarea' },
      ],
    },
    {
      name: 'enableLink',
      type: 'checkbox',
      label: 'Add a button under the team',
      admin: { description: 'e.g. "Meet All Members" leading to the team page.' },
    },
    link({
      appearances: ['primary', 'secondary'],
      overrides: { admin: { condition: whenSibling({ enableLink: true }) } },
    }),
  ],
}
