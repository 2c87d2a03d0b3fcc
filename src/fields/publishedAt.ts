import type { Field } from 'payload'

/** When the document was first published: set on publishing unless staff chose a date. */
export const publishedAtField = (
  pickerAppearance: 'dayAndTime' | 'dayOnly' = 'dayAndTime',
): Field => ({
  name: 'publishedAt',
  type: 'date',
  admin: { position: 'sidebar', date: { pickerAppearance } },
  hooks: {
    beforeChange: [
      ({ siblingData, value }) =>
        value ?? (siblingData._status === 'published' ? new Date().toISOString() : value),
    ],
  },
})
