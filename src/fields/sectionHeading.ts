import type { Field } from 'payload'

import { iconOptions } from '@/components/Icon/names'

/** The eyebrow, heading and intro that open a section (rendered by SectionHeading). */
export const sectionHeadingFields: Field[] = [
  { name: 'eyebrow', type: 'text' },
  { name: 'heading', type: 'text' },
  { name: 'intro', type: 'textarea' },
]

/** An optional icon from the shipped set; `dbName` keeps the enum name short. */
export const iconField = (dbName: string): Field => ({ name: 'icon', type: 'select', dbName, options: iconOptions })
