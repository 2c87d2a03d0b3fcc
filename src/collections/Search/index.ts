import { searchPlugin } from '@payloadcms/plugin-search'
import type { CollectionAfterChangeHook, Config, Endpoint, Field, Plugin } from 'payload'

import { anyone, isAdmin, isAdminUser, isStaff } from '@/access'

import { beforeSync, DEFAULT_PRIORITIES, SEARCHED_COLLECTIONS } from './entry'

const readOnly = (field: Field): Field =>
  ({ ...field, admin: { ...field.admin, readOnly: true } }) as Field

const resultFields: Field[] = [
  readOnly({ name: 'path', type: 'text', index: true }),
  readOnly({ name: 'summary', type: 'textarea' }),
  readOnly({
    name: 'listed',
    type: 'checkbox',
    defaultValue: true,
    admin: {
      description:
        'Closed roles and pages hidden from search engines stay here but are not shown to visitors.',
    },
  }),
]

/**
 * The plugin syncs a document once per request, remembering it in `req.context`. A caller that
 * hands one context object to many Local API calls (the seed, scripts, tests) shares that memory
 * between them, and every later change of a document, its unpublishing or trashing included,
 * was skipped. Each change is synced: no hook of ours saves a document twice in one request.
 */
const syncEveryChange: CollectionAfterChangeHook = ({ collection, context, doc }) => {
  const synced = context.syncedDocsSet
  if (synced instanceof Set) synced.delete(`${collection.slug}:${doc.id}`)
  return doc
}

const searched = new Set<string>(SEARCHED_COLLECTIONS)

/** Puts `syncEveryChange` just before the plugin's own hook, which it appends last. */
const beforeTheSync = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    searched.has(collection.slug)
      ? {
          ...collection,
          hooks: {
            ...collection.hooks,
            afterChange: [...(collection.hooks?.afterChange ?? []), syncEveryChange],
          },
        }
      : collection,
  ),
})

/**
 * The site search (/search): one result per published page, service, post, role and state guide, kept by
 * Payload's search plugin as documents change. Drafts never enter it (`syncDrafts: false`); a
 * document unpublished or moved to the trash leaves it (docs/content-editing.md).
 */
const plugin = searchPlugin({
  collections: [...SEARCHED_COLLECTIONS],
  defaultPriorities: DEFAULT_PRIORITIES,
  beforeSync,
  syncDrafts: false,
  deleteDrafts: true,
  searchOverrides: {
    labels: { singular: 'Search result', plural: 'Site search' },
    admin: {
      group: 'Content',
      defaultColumns: ['title', 'path', 'priority', 'listed'],
      description:
        'What /search finds: kept up to date as pages, services, posts, roles and states are published. Raise a priority to move a result up.',
    },
    // Results are of published documents only; staff set priorities. Nobody creates one by hand
    // (the plugin's default); admins, who may delete results, may rebuild them (Reindex).
    access: { read: anyone, update: isStaff, delete: isAdmin },
    fields: ({ defaultFields }) => [...defaultFields, ...resultFields],
  },
})

/**
 * The plugin's rebuild endpoint checks permissions as objects, which are always truthy, so any
 * signed-in user passed. Rebuilding resets the priorities staff set: it is an admin's.
 */
const adminsRebuild = (endpoint: Endpoint): Endpoint =>
  endpoint.path !== '/reindex'
    ? endpoint
    : {
        ...endpoint,
        handler: (req) =>
          isAdminUser(req.user)
            ? endpoint.handler(req)
            : Response.json(
                { errors: [{ message: 'Only an administrator may rebuild the site search.' }] },
                { status: req.user ? 403 : 401 },
              ),
      }

const withAdminsRebuild = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    collection.slug === 'search' && Array.isArray(collection.endpoints)
      ? { ...collection, endpoints: collection.endpoints.map(adminsRebuild) }
      : collection,
  ),
})

export const siteSearch: Plugin = async (config) =>
  withAdminsRebuild(await plugin(beforeTheSync(config)))
