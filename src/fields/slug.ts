import type { Field } from 'payload'

/** What every slug looks like; anything else names no document. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const slugMessage = 'Use lowercase letters, digits and single hyphens, e.g. "pricing-2".'

/**
 * The document's own path without slashes; "index" is the front page (/). `reserved` names the
 * paths beside it that belong to something else, e.g. /blog/page/2 beside /blog/<post>.
 */
export const slugField = (
  description = 'The page path without slashes; "index" is the front page (/).',
  reserved: string[] = [],
): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { position: 'sidebar', description },
  validate: (value: string | null | undefined) => {
    if (!value) return true
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
    position: 'sidebar',
    description:
      'Other paths that show this page, e.g. "home-10". Search engines are pointed at the main path.',
  },
  validate: (values: string[] | null | undefined) => {
    const bad = (values ?? []).find((value) => !SLUG.test(value))
    return bad === undefined || `"${bad}": ${slugMessage}`
  },
})
