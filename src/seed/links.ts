import { HOME_SLUG } from '@/utilities/paths'

/** Ids of the seeded pages by slug, so seeded links can point at them. */
export type SeededPages = Readonly<Record<string, number>>

/** The buttons' looks (text links are the cards' own). */
type Appearance = 'primary' | 'secondary'
type SeedLink = ({ type: 'reference'; reference: number } | { type: 'custom'; url: string }) & {
  label: string
  appearance?: Appearance
}

/**
 * A link to `path`: a reference when the seed made that page (it then follows renames), a
 * custom URL for pages the site does not have yet.
 */
export function seedLink(
  pages: SeededPages,
  label: string,
  path: string,
  appearance?: Appearance,
): SeedLink {
  const slug = path === '/' ? HOME_SLUG : path.slice(1)
  const id = pages[slug]
  const target = id
    ? { type: 'reference' as const, reference: id }
    : { type: 'custom' as const, url: path }
  return appearance ? { ...target, label, appearance } : { ...target, label }
}
