import type { Metadata } from 'next'

import type { Page } from '@/payload-types'

import { pathForSlug } from './paths'

/** Title, description, canonical URL and Open Graph tags of a page, from its SEO fields. */
export function pageMetadata(page: Page): Metadata {
  const title = page.meta?.title || page.title
  const description = page.meta?.description || undefined
  const image = page.meta?.image && typeof page.meta.image === 'object' ? page.meta.image : null
  const ogImage = image?.sizes?.og?.url || image?.url
  const canonical = pathForSlug(page.slug)
  return {
    // A full SEO title is used as is; the page title gets the site name appended.
    title: page.meta?.title ? { absolute: page.meta.title } : page.title,
    description,
    alternates: { canonical },
    openGraph: {
      type: 'website',
      title,
      description,
      url: canonical,
      images: ogImage ? [{ url: ogImage, width: 1200, height: 630, alt: image?.alt }] : undefined,
    },
  }
}
