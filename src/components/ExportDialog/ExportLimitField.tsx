'use client'
import { NumberField } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'

/**
 * The export's limit, empty unless staff type one: the plugin's own field starts from the list's
 * page size, so an export of a filtered list silently stopped at its first page.
 */
export const ExportLimitField: NumberFieldClientComponent = ({ field, path, readOnly }) => (
  <NumberField field={field} path={path} readOnly={readOnly} />
)
