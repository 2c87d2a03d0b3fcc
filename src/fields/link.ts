import type { Field } from 'payload'

/** A labelled link that staff type in: an internal path (/pricing) or a full URL. */
export const linkFields = ({ required = true } = {}): Field[] => [
  { name: 'label', type: 'text', required },
  {
    name: 'url',
    type: 'text',
    required,
    validate: (value: string | null | undefined) =>
      !value || /^(\/|https?:\/\/|mailto:|tel:|#)/.test(value) || 'Start with / for a page of this site, or a full https:// address.',
  },
]

/** Buttons under a heading: a label, a target, and whether it is the main action. */
export const buttonsField = (dbName: string, maxRows = 2): Field => ({
  name: 'links',
  type: 'array',
  dbName,
  maxRows,
  fields: [
    ...linkFields(),
    {
      name: 'appearance',
      type: 'select',
      dbName: `${dbName}_look`,
      defaultValue: 'primary',
      options: [
        { label: 'Primary', value: 'primary' },
        { label: 'Outline', value: 'outline' },
      ],
    },
  ],
})
