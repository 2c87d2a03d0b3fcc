import type { Field } from 'payload'

export const BACKGROUNDS = ['plain', 'tinted', 'glow', 'dark'] as const
export const SPACINGS = ['compact', 'normal', 'spacious'] as const
export type SectionBackground = (typeof BACKGROUNDS)[number]
export type SectionSpacing = (typeof SPACINGS)[number]

/** A URL fragment: what follows # in a link to this section. */
export const ANCHOR = /^[a-z][a-z0-9-]*$/

/** Ids the site's frame already uses (skip link target, mobile menu). */
export const RESERVED_ANCHORS = ['main', 'site-menu'] as const

type SectionDefaults = { background?: SectionBackground; spacing?: SectionSpacing }

type LayoutBlock = { anchor?: string | null }

/** An anchor must be a fragment and must not repeat on the page (the frame would drop it). */
const validateAnchor = (value: string | null | undefined, { data }: { data: unknown }) => {
  if (!value) return true
  if (!ANCHOR.test(value))
    return 'Lowercase letters, digits and hyphens, starting with a letter, e.g. "services".'
  if ((RESERVED_ANCHORS as readonly string[]).includes(value))
    return `"${value}" is used by the site itself.`
  const layout = (data as { layout?: LayoutBlock[] } | undefined)?.layout ?? []
  const uses = layout.filter((block) => block?.anchor === value).length
  return uses <= 1 || `"${value}" is already the anchor of another block on this page.`
}

/**
 * The frame every block sits in (see components/Section): an optional anchor to link to, a
 * background and the space above and below. Kept in a collapsed row so content comes first.
 */
export const sectionFields = ({
  background = 'plain',
  spacing = 'normal',
}: SectionDefaults = {}): Field => ({
  type: 'collapsible',
  label: 'Section',
  admin: {
    initCollapsed: true,
    description: 'Anchor, background and spacing of the whole section.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'anchor',
          type: 'text',
          admin: {
            width: '34%',
            description: 'Lets links jump here, e.g. "pricing" for /#pricing. Unique on the page.',
          },
          validate: validateAnchor,
        },
        {
          name: 'background',
          type: 'select',
          defaultValue: background,
          admin: { width: '33%' },
          options: [
            { label: 'Plain (white)', value: 'plain' },
            { label: 'Tinted (light grey)', value: 'tinted' },
            { label: 'Soft brand glow', value: 'glow' },
            { label: 'Dark', value: 'dark' },
          ],
        },
        {
          name: 'spacing',
          type: 'select',
          defaultValue: spacing,
          admin: { width: '33%' },
          options: [
            { label: 'Compact', value: 'compact' },
            { label: 'Normal', value: 'normal' },
            { label: 'Spacious', value: 'spacious' },
          ],
        },
      ],
    },
  ],
})
