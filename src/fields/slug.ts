import type { Field } from 'payload'

import { SLUG } from '@/utilities/slugify'

import { slugFromTitle } from './slugFromTitle'

const slugMessage = 'Use lowercase letters, digits and single hyphens, e.g. "pricing-2".'

/**
 * The document's own path without slashes; "index" is the front page (/). `reserved` names the
 * paths beside it that belong to something else, e.g. /blog/page/2 beside /blog/<post>. Left
 * empty, it is made from the title (`from`) and kept unique (./slugFromTitle.ts).
 */
export const slugField = (
  description = 'The page path without slashes; "index" is the front page (/).',
  reserved: string[] = [],
  from = 'title',
): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: {
    position: 'sidebar',
    description: `${description} Left empty, it is made from the title.`,
    placeholder: 'Made from the title',
  },
  hooks: { beforeValidate: [slugFromTitle({ from, reserved })] },
  // A custom rule replaces Payload's own, `required` included: an empty slug is refused here.
  validate: (value: string | null | undefined) => {
    if (!value) return 'Give it a title (the slug is made from it) or type a slug.'
    if (!SLUG.test(value)) return slugMessage
    return !reserved.includes(value) || `"${value}" is taken by the site itself; choose another.`
  },
})

/** Other paths that show the same page (with a canonical link to its own path), e.g. home-10. */
export const aliasesField = (): Field => ({
  name: 'aliases',
  type: 'text',
  hasMany: true,
  index: true,
  admin: {
    description:
      'Other paths that show this page, e.g. "home-10". Search engines are pointed at the main path.',
  },
  validate: (values: string[] | null | undefined) => {
    const bad = (values ?? []).find((value) => !SLUG.test(value))
    return bad === undefined || `"${bad}": ${slugMessage}`
  },
})
