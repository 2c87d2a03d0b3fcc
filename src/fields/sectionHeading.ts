import type { Field, SelectField } from 'payload'

import { iconOptions } from '@/utilities/iconNames'

type HeadingDefaults = { eyebrow?: string; title?: string; intro?: string }

/**
 * The eyebrow, title and intro that open a section (rendered by SectionHeading). Defaults give a
 * new block a readable heading before anyone types.
 */
export const sectionHeadingFields = ({
  defaults = {},
  titleRequired = false,
}: { defaults?: HeadingDefaults; titleRequired?: boolean } = {}): Field[] => [
  {
    name: 'eyebrow',
    type: 'text',
    defaultValue: defaults.eyebrow,
    admin: { description: 'A short line above the title, e.g. "How it works".' },
  },
  { name: 'title', type: 'text', required: titleRequired, defaultValue: defaults.title },
  {
    name: 'intro',
    type: 'textarea',
    defaultValue: defaults.intro,
    admin: { description: 'One or two sentences under the title.' },
  },
]

/** An optional icon from the shipped set; `dbName` keeps the enum name short. */
export const iconField = (dbName: string, admin?: SelectField['admin']): Field => ({
  name: 'icon',
  type: 'select',
  dbName,
  options: iconOptions,
  admin,
})
