import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { inlineFormField } from '@/fields/formField'
import { linkGroup } from '@/fields/linkGroup'
import { sectionFields } from '@/fields/section'
import { sectionHeadingFields } from '@/fields/sectionHeading'

const storeUrl = (value: string | null | undefined) =>
  !value || /^(https:\/\/|\/)\S*$/.test(value) || 'An https:// address, or a path on this site.'

export const CallToActionConfig: Block = {
  slug: 'cta',
  dbName: 'cta',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  admin: blockAdmin({
    slug: 'cta',
    description: 'A coloured panel with a heading and one or two buttons, to close a page.',
  }),
  fields: [
    sectionFields(),
    ...sectionHeadingFields({
      titleRequired: true,
      defaults: { title: 'Ready to start your company?' },
    }),
    linkGroup({ dbName: 'cta_lnk', appearances: ['primary', 'secondary'], maxRows: 2 }),
    inlineFormField('A subscribe box in the panel, beside or instead of the buttons.'),
    {
      name: 'apps',
      type: 'group',
      label: 'App store buttons',
      admin: {
        hideGutter: true,
        description: 'Where to download your app. Each address given adds its store’s button.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'appStore',
              type: 'text',
              label: 'App Store address',
              validate: storeUrl,
              admin: { width: '50%' },
            },
            {
              name: 'googlePlay',
              type: 'text',
              label: 'Google Play address',
              validate: storeUrl,
              admin: { width: '50%' },
            },
          ],
        },
      ],
    },
    {
      name: 'media',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Optional picture beside the text, e.g. the app on a phone.' },
    },
  ],
}
