import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { sectionFields } from '@/fields/section'
import { sectionHeadingFields } from '@/fields/sectionHeading'

/** The open roles from the Jobs collection, with the All / Design / Development / Business filter. */
export const JobsConfig: Block = {
  slug: 'jobs',
  dbName: 'jobs_list',
  interfaceName: 'JobsBlock',
  labels: { singular: 'Open positions', plural: 'Open positions' },
  admin: blockAdmin({
    slug: 'jobs',
    description: 'The open roles from Jobs, with filter buttons by team.',
  }),
  fields: [
    sectionFields(),
    ...sectionHeadingFields({
      defaults: { eyebrow: 'Open positions', title: 'Help founders start their companies' },
    }),
    {
      name: 'emptyMessage',
      type: 'text',
      defaultValue:
        'No roles are open right now. Tell us what you do best and we will write when one opens.',
      admin: { description: 'Shown when no role is open.' },
    },
  ],
}
