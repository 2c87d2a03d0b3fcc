import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { whenSibling } from '@/fields/conditions'
import { inlineFormField } from '@/fields/formField'
import { linkGroup } from '@/fields/linkGroup'
import { sectionFields } from '@/fields/section'
import { sectionHeadingFields } from '@/fields/sectionHeading'
import { videoField } from '@/fields/video'

export const HeroConfig: Block = {
  slug: 'hero',
  dbName: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  admin: blockAdmin({
    slug: 'hero',
    description:
      'The top of a page: a big title, a sentence and buttons, beside a picture or centred.',
  }),
  fields: [
    sectionFields({ background: 'glow' }),
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'split',
      required: true,
      options: [
        { label: 'Text beside an image', value: 'split' },
        { label: 'Centred text', value: 'centered' },
      ],
    },
    ...sectionHeadingFields({
      titleRequired: true,
      defaults: {
        title: 'Start your company today',
        intro:
          'Form your LLC, corporation or nonprofit in any state, with the state fee shown up front.',
      },
    }),
    linkGroup({ dbName: 'hero_lnk', appearances: ['primary', 'secondary'], maxRows: 2 }),
    {
      type: 'row',
      fields: [
        {
          name: 'enableVideo',
          type: 'checkbox',
          label: 'Add a play-video button beside the buttons',
          admin: { width: '50%', style: { alignSelf: 'center' } },
        },
        {
          name: 'videoLabel',
          type: 'text',
          defaultValue: 'Watch video',
          admin: {
            width: '50%',
            condition: whenSibling({ enableVideo: true }),
            description: 'The words beside the play button.',
          },
        },
      ],
    },
    videoField({ condition: (_, siblingData) => Boolean(siblingData?.enableVideo) }),
    inlineFormField('A subscribe box under the title, e.g. an email field and "Get Started".'),
    {
      name: 'rating',
      type: 'group',
      admin: { description: 'Optional review score shown under the buttons, e.g. 4.8 out of 5.' },
      fields: [
        { name: 'score', type: 'number', min: 0, max: 5 },
        { name: 'label', type: 'text', admin: { description: 'e.g. "Rated by our customers"' } },
      ],
    },
    {
      name: 'media',
      type: 'upload',
      relationTo: 'media',
      admin: { condition: whenSibling({ variant: 'split' }) },
    },
  ],
}
