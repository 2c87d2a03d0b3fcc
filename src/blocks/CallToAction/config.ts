import type { Block } from 'payload'

import { inlineFormField } from '@/fields/formField'
import { linkGroup } from '@/fields/linkGroup'
import { sectionFields } from '@/fields/section'
import { sectionHeadingFields } from '@/fields/sectionHeading'

export const CallToActionBlock: Block = {
  slug: 'cta',
  dbName: 'cta',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  admin: { group: 'Sections' },
  fields: [
    sectionFields(),
    ...sectionHeadingFields({
      titleRequired: true,
      defaults: { title: 'Ready to start your company?' },
    }),
    linkGroup({ dbName: 'cta_lnk', appearances: ['primary', 'secondary'], maxRows: 2 }),
    inlineFormField('A subscribe box in the panel, beside or instead of the buttons.'),
  ],
}
