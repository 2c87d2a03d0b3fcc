import type { Metadata } from 'next'

import type { Media, Page } from '@/payload-types'

import { adminEditPath, pathForSlug } from './paths'

/**
 * The meta tag naming a public document's edit view, read by the staff bar in the browser. Rendered
 * for every visitor, so the cached page is the same for staff and visitors (docs/content-editing.md).
 */
export const ADMIN_EDIT_META = 'admin-edit'

type SeoFields = {
  title?: string | null
  description?: string | null
  image?: number | Media | null
}

type DocumentMetadata = {
  /** The document's own title, which gets the site name appended. */
  title: string
  /** Its SEO fields: a full SEO title is used as is. */
  meta?: SeoFields | null
  /** Used when the SEO description is empty, e.g. a post's excerpt. */
  fallbackDescription?: string | null
  /** Its canonical path. */
  path: string
  openGraph?: { type: 'website' } | { type: 'article'; publishedTime?: string | null }
  /** The document itself, for the staff bar's "Edit this page". */
  document?: { collection: string; id: number }
}

/** Title, description, canonical URL and Open Graph tags of a public document. */
export function documentMetadata({
  title,
  meta,
  fallbackDescription,
  path,
  openGraph = { type: 'website' },
  document,
}: DocumentMetadata): Metadata {
  const description = meta?.description || fallbackDescription || undefined
  const image = meta?.image && typeof meta.image === 'object' ? meta.image : null
  const ogImage = image?.sizes?.og?.url || image?.url
  const ogType =
    openGraph.type === 'article'
      ? { type: 'article' as const, publishedTime: openGraph.publishedTime || undefined }
      : { type: 'website' as const }
  return {
    title: meta?.title ? { absolute: meta.title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      ...ogType,
      title: meta?.title || title,
      description,
      url: path,
      images: ogImage ? [{ url: ogImage, width: 1200, height: 630, alt: image?.alt }] : undefined,
    },
    ...(document && {
      other: { [ADMIN_EDIT_META]: adminEditPath(document.collection, document.id) },
    }),
  }
}

/** A page's metadata, from its SEO fields; a page hidden from search engines says noindex. */
export const pageMetadata = (page: Page): Metadata => ({
  ...documentMetadata({
    title: page.title,
    meta: page.meta,
    path: pathForSlug(page.slug),
    document: { collection: 'pages', id: page.id },
  }),
  ...(page.hideFromSearchEngines && { robots: { index: false, follow: true } }),
})
