import type { Block } from 'payload'

import { sectionFields } from '@/fields/section'

export const PageTitleConfig: Block = {
  slug: 'pageTitle',
  dbName: 'ptitle',
  interfaceName: 'PageTitleBlock',
  labels: { singular: 'Page title banner', plural: 'Page title banners' },
  admin: { group: 'Sections' },
  fields: [
    sectionFields({ background: 'dark', spacing: 'compact' }),
    { name: 'title', type: 'text', admin: { description: "Empty: the page's title." } },
    {
      name: 'crumb',
      type: 'text',
      admin: { description: 'Last breadcrumb after Home. Empty: the title.' },
    },
  ],
}
