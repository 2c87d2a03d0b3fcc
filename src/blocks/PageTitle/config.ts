import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { sectionFields } from '@/fields/section'

export const PageTitleConfig: Block = {
  slug: 'pageTitle',
  dbName: 'ptitle',
  interfaceName: 'PageTitleBlock',
  labels: { singular: 'Page title banner', plural: 'Page title banners' },
  admin: blockAdmin({
    slug: 'pageTitle',
    description: 'A dark banner with the page title and a breadcrumb, for the top of inner pages.',
  }),
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
