import type { Field } from 'payload'
import { toWords } from 'payload/shared'

import { mapNamedFields, type NamedField } from './mapFields'

/** Every named field of the orders, wherever it sits in tabs and rows. */
export function namedFields(fields: Field[]): NamedField[] {
  const found: NamedField[] = []
  mapNamedFields(fields, (field) => {
    found.push(field)
    return field
  })
  return found
}

/** A field's label as the admin shows it: its own, or its name in words as Payload writes it. */
export const labelOf = (field: NamedField): string => {
  const label = 'label' in field ? field.label : undefined
  return typeof label === 'string' ? label : toWords(field.name)
}

/**
 * Column name → the label staff read, for the orders' CSV headers ("Company name", not
 * `llcname`), with the columns Payload adds itself.
 */
export const columnLabels = (fields: Field[]): Record<string, string> => ({
  id: 'ID',
  ...Object.fromEntries(namedFields(fields).map((field) => [field.name, labelOf(field)])),
  createdAt: 'Created at',
  updatedAt: 'Updated at',
})
