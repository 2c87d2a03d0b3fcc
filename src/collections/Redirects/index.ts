import type { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Field } from 'payload'

import { publicContentAccess } from '@/access'
import { expireTag, listTag } from '@/utilities/contentCache'

import { normalizeRedirectPath } from './paths'

type Overrides = NonNullable<Parameters<typeof redirectsPlugin>[0]['overrides']>

// Every cached answer that looked up a redirect carries the list's tag.
const expireRedirects = (context: Record<string, unknown>) => {
  if (!context.disableRevalidate) expireTag(listTag('redirects'))
}
const afterChange: CollectionAfterChangeHook = ({ doc, context }) => {
  expireRedirects(context)
  return doc
}
const afterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  expireRedirects(context)
  return doc
}

/** Paths the site itself answers, which a redirect must never shadow or send visitors into. */
const RESERVED = /^\/(admin|api|next|_next)(\/|$)/

/** A custom target: a path on this site or an http(s) address, never a script or data URL. */
const validTarget = (value: string | null | undefined) => {
  if (!value) return 'Enter a path such as /pricing or a full https:// address.'
  if (/^\/(?![/\\])/.test(value)) return true
  try {
    const { protocol } = new URL(value)
    if (protocol === 'https:' || protocol === 'http:') return true
  } catch {
    // falls through to the message
  }
  return 'Enter a path such as /pricing or a full https:// address.'
}

const withChecks = (fields: Field[]): Field[] =>
  fields.map((field) => {
    if ('name' in field && field.name === 'from') {
      return {
        ...field,
        admin: {
          description:
            'The old address, e.g. /about.html. Visitors to it go on to the target, even if a page has that address.',
        },
        hooks: { beforeValidate: [({ value }) => (value ? normalizeRedirectPath(value) : value)] },
        validate: (value: string | null | undefined) =>
          !value || value === '/'
            ? 'Enter the old path, e.g. /about.html.'
            : RESERVED.test(value)
              ? 'Paths under /admin, /api and /next belong to the site and cannot be redirected.'
              : true,
      } as Field
    }
    if ('name' in field && field.name === 'to' && field.type === 'group') {
      return {
        ...field,
        fields: field.fields.map((sub) =>
          'name' in sub && sub.name === 'url' ? ({ ...sub, validate: validTarget } as Field) : sub,
        ),
      }
    }
    return field
  })

/** Staff keep old addresses working: legacy .html links, renamed pages, retired campaigns. */
export const redirectsOverrides: Overrides = {
  access: publicContentAccess,
  admin: {
    group: 'Settings',
    useAsTitle: 'from',
    defaultColumns: ['from', 'to.type', 'type', 'updatedAt'],
    description: 'Old addresses that send visitors on to a page (308 permanent unless chosen).',
  },
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: ({ defaultFields }) => withChecks(defaultFields),
}
