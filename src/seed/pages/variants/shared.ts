import { DEFAULT_SITE_NAME } from '@/utilities/siteSettings'

import type { SeedContext, SeedPage } from '../../types'

type VariantPage = {
  slug: string
  /** The page's title in the admin and the browser tab. */
  title: string
  /** The search-result description, 120 to 160 characters. */
  description: string
  layout: SeedPage['layout']
  /** Entries of the in-page menu: each anchor must be a section's anchor on this page. */
  menu: { label: string; anchor: string }[]
  /** The Open Graph picture (usually the hero's). */
  image?: number
}

/** A published home variant: meta, layout and its in-page menu. */
export const variantPage = ({
  slug,
  title,
  description,
  layout,
  menu,
  image,
}: VariantPage): SeedPage => ({
  title,
  slug,
  _status: 'published',
  meta: { title: `${title} · ${DEFAULT_SITE_NAME}`, description, ...(image ? { image } : {}) },
  layout,
  sectionMenu: menu,
})

type Quote = { quote: string; name: string; role: string; avatar: string; rating?: number }

/** Testimonial items with their portraits uploaded (files in src/seed/assets). */
export const quotes = (image: SeedContext['image'], items: Quote[]) =>
  Promise.all(
    items.map(async ({ avatar, ...item }) => ({
      ...item,
      avatar: (await image(avatar, `Portrait of ${item.name}`)).id,
    })),
  )

type Person = { name: string; role: string; bio: string; photo: string }

/** People typed into a Team block (another product's team), with their portraits uploaded. */
export const team = (image: SeedContext['image'], people: Person[]) =>
  Promise.all(
    people.map(async ({ photo, ...person }) => ({
      ...person,
      photo: (await image(photo, `Portrait of ${person.name}`)).id,
    })),
  )
