import type { Block } from 'payload'

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
  ],
}
