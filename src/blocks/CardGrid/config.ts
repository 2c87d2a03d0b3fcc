import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { whenSibling } from '@/fields/conditions'
import { link } from '@/fields/link'
import { rowLabel } from '@/fields/rowLabel'
import { sectionFields } from '@/fields/section'
import { iconField, sectionHeadingFields } from '@/fields/sectionHeading'

/**
 * Cards in a grid: features, services, the steps of a process. One block with a few choices
 * rather than near-copies, so team members, testimonials or stats can become variants later.
 */
export const CardGridConfig: Block = {
  slug: 'cardGrid',
  dbName: 'cards',
  interfaceName: 'CardGridBlock',
  labels: { singular: 'Card grid', plural: 'Card grids' },
  admin: blockAdmin({
    slug: 'cardGrid',
    description: 'Cards in a grid: features, services or the numbered steps of a process.',
  }),
  fields: [
    sectionFields(),
    ...sectionHeadingFields({ defaults: { eyebrow: 'Why us', title: 'What you get' } }),
    {
      name: 'source',
      type: 'select',
      defaultValue: 'cards',
      dbName: 'cards_src',
      options: [
        { label: 'Cards typed here', value: 'cards' },
        { label: 'Our services (from the Services collection)', value: 'services' },
      ],
      admin: {
        description:
          'Services are written once under Content → Services and shown the same on every page that lists them.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'columns',
          type: 'select',
          required: true,
          defaultValue: '3',
          admin: { width: '33%', description: 'Cards per row on wide screens; phones show one.' },
          options: [
            { label: '2 per row', value: '2' },
            { label: '3 per row', value: '3' },
            { label: '4 per row', value: '4' },
          ],
        },
        {
          name: 'cardStyle',
          type: 'select',
          required: true,
          defaultValue: 'outlined',
          admin: { width: '33%' },
          options: [
            { label: 'Outlined card', value: 'outlined' },
            { label: 'Tinted card', value: 'tinted' },
            { label: 'Plain (no card)', value: 'plain' },
          ],
        },
        {
          name: 'numbered',
          type: 'checkbox',
          label: 'Number the cards as steps',
          defaultValue: false,
          admin: { width: '33%', style: { alignSelf: 'center' } },
        },
      ],
    },
    {
      name: 'items',
      type: 'array',
      dbName: 'cards_items',
      label: 'Cards',
      minRows: 1,
      required: true,
      admin: {
        components: rowLabel('Card', 'title'),
        initCollapsed: true,
        condition: (_, siblingData) => siblingData?.source !== 'services',
      },
      defaultValue: [
        {
          icon: 'rocket',
          title: 'Filed fast',
          text: 'Choose expedited filing and your papers reach the state within 2 business days.',
        },
        {
          icon: 'shield',
          title: 'Fees up front',
          text: 'The state fee is shown before you pay, with the page it was read from.',
        },
        {
          icon: 'headphones',
          title: 'Real people',
          text: 'Questions about your filing? Our team answers by phone and email.',
        },
      ],
      fields: [
        {
          type: 'row',
          fields: [
            iconField('cards_icon', {
              width: '50%',
              description: 'Shown when no image is chosen.',
            }),
            { name: 'image', type: 'upload', relationTo: 'media', admin: { width: '50%' } },
          ],
        },
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        {
          name: 'number',
          type: 'text',
          admin: {
            condition: (data, siblingData, { blockData }) => Boolean(blockData?.numbered),
            description: 'The step label, e.g. 01. Empty: its position.',
          },
        },
        { name: 'enableLink', type: 'checkbox', label: 'Link to more' },
        link({
          appearances: false,
          overrides: { admin: { condition: whenSibling({ enableLink: true }) } },
        }),
      ],
    },
  ],
}
