import type { CollectionConfig, Field } from 'payload'

import { isStaff } from '@/access'

import { exportableSlugs, guardExportEndpoints, refuseUnexportable } from './onlyExportable'

const LIMIT_FIELD = '@/components/ExportDialog/ExportLimitField#ExportLimitField'

/** The plugin's `limit` field, wherever it sits, drawn by our field that starts empty. */
const withEmptyLimit = (fields: Field[]): Field[] =>
  fields.map((field) => {
    if ('name' in field && field.name === 'limit')
      return { ...field, admin: { ...field.admin, components: { Field: LIMIT_FIELD } } } as Field
    if (field.type === 'collapsible' || field.type === 'row')
      return { ...field, fields: withEmptyLimit(field.fields) }
    return field
  })

/**
 * The import-export plugin's exports collection (payload.config.ts), as staff use it: under
 * Forms, for staff only, only for the collections configured there, and taking the whole
 * filtered list unless a limit is typed.
 */
export const exportsOverride = ({
  collection,
}: {
  collection: CollectionConfig
}): CollectionConfig => ({
  ...collection,
  labels: { singular: 'Export', plural: 'Exports' },
  admin: { ...collection.admin, group: 'Forms' },
  access: { ...collection.access, read: isStaff, create: isStaff, delete: isStaff },
  endpoints: guardExportEndpoints(collection),
  hooks: {
    ...collection.hooks,
    beforeOperation: [
      refuseUnexportable(exportableSlugs(collection)),
      ...(collection.hooks?.beforeOperation ?? []),
    ],
  },
  fields: withEmptyLimit(collection.fields),
})
