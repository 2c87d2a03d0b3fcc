import type { Field, FieldAccess } from 'payload'

/** A field that holds data: it has a name and may have access rules of its own. */
export type NamedField = Field & {
  name: string
  access?: { create?: FieldAccess; read?: FieldAccess; update?: FieldAccess }
}

/**
 * Applies `change` to every named field, wherever it sits in tabs and rows: how the orders'
 * rules (server-owned, fixed once charged, kept out of lists) reach fields defined per tab.
 */
export function mapNamedFields(fields: Field[], change: (field: NamedField) => Field): Field[] {
  return fields.map((field) => {
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: mapNamedFields(tab.fields, change) })),
      }
    if (field.type === 'row') return { ...field, fields: mapNamedFields(field.fields, change) }
    if (!('name' in field) || field.type === 'ui') return field
    return change(field as NamedField)
  })
}
