'use client'
import { NumberField } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'

import { useExportTitle } from './useExportTitle'

/**
 * The export's limit, empty unless staff type one: the plugin's own field starts from the list's
 * page size, so an export of a filtered list silently stopped at its first page. Being the one
 * component of ours in the dialog, it also titles it (./useExportTitle.ts).
 */
export const ExportLimitField: NumberFieldClientComponent = ({ field, path, readOnly }) => {
  useExportTitle()
  return <NumberField field={field} path={path} readOnly={readOnly} />
}
