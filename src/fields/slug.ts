import type { Field } from 'payload'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const slugMessage = 'Use lowercase letters, digits and single hyphens, e.g. "pricing-2".'

/** The page's own path without slashes; "home" is the front page (/). */
export const slugField = (
  description = 'The page path without slashes; "home" is the front page (/).',
): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { position: 'sidebar', description },
  validate: (value: string | null | undefined) => !value || SLUG.test(value) || slugMessage,
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
