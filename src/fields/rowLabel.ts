import type { ArrayField } from 'payload'

type ArrayComponents = NonNullable<NonNullable<ArrayField['admin']>['components']>

/**
 * Names each row of a list in the admin by its own text, e.g. a menu entry by its label, instead
 * of "Nav Item 01"; a row with no text yet reads `fallback` and its number, e.g. "Card 3".
 * `text` names the row's fields to read, the first with text wins.
 */
export const rowLabel = (fallback: string, ...text: string[]): ArrayComponents => ({
  RowLabel: {
    path: '@/components/admin/ArrayRowLabel#ArrayRowLabel',
    clientProps: { fallback, text },
  },
})
