import type { ArrayField } from 'payload'

import { rowLabel } from './rowLabel'
import { ANCHOR } from './section'

type LayoutBlock = { anchor?: string | null }

/** A menu entry must lead to a section of this page: one whose anchor it names. */
const validateTarget = (value: string | null | undefined, { data }: { data: unknown }) => {
  if (!value) return 'Name the anchor of a section on this page, e.g. "pricing".'
  if (!ANCHOR.test(value))
    return 'An anchor: lowercase letters, digits and hyphens, e.g. "pricing".'
  const layout = (data as { layout?: LayoutBlock[] } | undefined)?.layout ?? []
  return (
    layout.some((block) => block?.anchor === value) ||
    `No section of this page has the anchor "${value}": set it under a block's Section settings.`
  )
}

/**
 * A bar of links under the site header that jump to sections of the page (Services, Pricing,
 * FAQ…), for long landing pages. Empty: no bar.
 */
export const sectionMenuField: ArrayField = {
  name: 'sectionMenu',
  type: 'array',
  label: 'In-page menu',
  dbName: 'page_menu',
  maxRows: 8,
  admin: {
    components: rowLabel('Menu entry', 'label'),
    initCollapsed: true,
    description: 'Links to sections of this page, shown in a bar under the header. Empty: no bar.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required: true, admin: { width: '50%' } },
        {
          name: 'anchor',
          type: 'text',
          required: true,
          validate: validateTarget,
          admin: { width: '50%', description: 'The anchor of a section, e.g. "pricing".' },
        },
      ],
    },
  ],
}
