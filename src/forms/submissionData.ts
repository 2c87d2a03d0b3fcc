/**
 * A submission travels and is stored as the form builder's rows, `[{ field, value }]`; the zod
 * schema checks an object of values. These convert between the two. No server-only imports.
 */
import type { FormFieldSpec } from './fields'
import type { FormValues } from './schema'

export type SubmissionRow = { field: string; value: unknown }

/** Rows as received: text stays text, a checkbox accepts true or "true", anything else is kept
 * as it came so the schema can name it. */
export function valuesFromRows(fields: FormFieldSpec[], rows: SubmissionRow[]): FormValues {
  const byName = new Map(rows.map((row) => [row.field, row.value]))
  const values: Record<string, unknown> = {}
  for (const field of fields) {
    if (field.kind === 'upload' || !byName.has(field.name)) continue
    const value = byName.get(field.name)
    if (field.kind === 'checkbox') values[field.name] = value === true || value === 'true'
    else if (typeof value === 'number' && Number.isFinite(value)) values[field.name] = String(value)
    else values[field.name] = value
  }
  return values as FormValues
}

/** Values as rows, in the form's order; empty optional values and files are left out. */
export function rowsFromValues(
  fields: FormFieldSpec[],
  values: FormValues,
): { field: string; value: string }[] {
  return fields.flatMap((field) => {
    const value = values[field.name]
    if (field.kind === 'upload') return []
    if (field.kind === 'checkbox') return [{ field: field.name, value: value ? 'Yes' : 'No' }]
    return typeof value === 'string' && value !== '' ? [{ field: field.name, value }] : []
  })
}

/** Values as the browser sends them: text as typed, checkboxes as true or false. */
export function wireRows(fields: FormFieldSpec[], values: FormValues): SubmissionRow[] {
  return fields.flatMap((field) => {
    const value = values[field.name]
    if (field.kind === 'upload' || value === undefined || value === '') return []
    return [{ field: field.name, value }]
  })
}
