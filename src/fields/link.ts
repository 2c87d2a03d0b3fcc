import type { Field, GroupField } from 'payload'

export type LinkAppearance = 'primary' | 'secondary' | 'text'

export const appearanceOptions: { label: string; value: LinkAppearance }[] = [
  { label: 'Primary button', value: 'primary' },
  { label: 'Secondary button', value: 'secondary' },
  { label: 'Text link', value: 'text' },
]

const CUSTOM_URL = /^(\/|https?:\/\/|mailto:|tel:|#)/

type LinkOptions = {
  /** Appearances staff may pick; `false` hides the choice (menus, footer columns). */
  appearances?: LinkAppearance[] | false
  /** False for a link staff may leave empty (the header's sign-up button). */
  required?: boolean
  overrides?: Partial<GroupField>
}

/**
 * A link staff set once: a page of this site (followed when its slug changes) or a custom URL,
 * with its label, whether it opens a new tab and how it looks.
 */
export const link = ({ appearances, required = true, overrides = {} }: LinkOptions = {}): Field => {
  const fields: Field[] = [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'radio',
          defaultValue: 'reference',
          options: [
            { label: 'Page of this site', value: 'reference' },
            { label: 'Custom URL', value: 'custom' },
          ],
          admin: { layout: 'horizontal', width: '50%' },
        },
        {
          name: 'newTab',
          type: 'checkbox',
          label: 'Open in a new tab',
          admin: { style: { alignSelf: 'flex-end' }, width: '50%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'reference',
          type: 'relationship',
          relationTo: 'pages',
          label: 'Page',
          required,
          maxDepth: 1,
          admin: {
            condition: (_, siblingData) => siblingData?.type !== 'custom',
            description: 'The link follows the page when its path changes.',
            width: '50%',
          },
        },
        {
          name: 'url',
          type: 'text',
          label: 'Custom URL',
          required,
          admin: {
            condition: (_, siblingData) => siblingData?.type === 'custom',
            description:
              'A full address (https://…), mailto:, tel:, a #section of this page, or a path.',
            width: '50%',
          },
          validate: (value: string | null | undefined) =>
            !value || CUSTOM_URL.test(value) || 'Start with https://, mailto:, tel:, # or /.',
        },
        { name: 'label', type: 'text', required, admin: { width: '50%' } },
      ],
    },
  ]

  if (appearances !== false) {
    const options = appearances
      ? appearanceOptions.filter((o) => appearances.includes(o.value))
      : appearanceOptions
    fields.push({
      name: 'appearance',
      type: 'select',
      defaultValue: options[0]!.value,
      options,
      admin: { description: 'Primary for the main action; one per section reads best.' },
    })
  }

  return {
    name: 'link',
    type: 'group',
    ...overrides,
    admin: { hideGutter: true, ...overrides.admin },
    fields,
  } as GroupField
}
