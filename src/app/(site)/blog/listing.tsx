import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { BlogListing } from '@/content/blogListing'
import { findBlogPage } from '@/content/blogPage'
import { documentMetadata } from '@/utilities/metadata'

/** The page number in a list's address: `/…/page/2` is 2; none is 1; anything else is unknown. */
export function pageNumber(segments: string[] | undefined, bare: string): number {
  if (!segments?.length) return 1
  const [word, digits, ...rest] = segments
  if (word !== 'page' || !digits || rest.length || !/^[1-9]\d{0,3}$/.test(digits)) notFound()
  // Page 1 has one address, the list's own.
  if (digits === '1') permanentRedirect(bare)
  return Number(digits)
}

/**
 * One of the blog's lists, framed by the /blog page's blocks: its title banner, the blog block
 * (told which posts and page to show) and whatever staff put around them.
 */
export async function BlogListingPage({ listing, title }: { listing: BlogListing; title: string }) {
  const page = await findBlogPage()
  if (!page) notFound()
  return (
    <RenderBlocks
      blocks={page.layout}
      pageTitle={title}
      blogListing={listing}
      parent={{ label: page.title, href: '/blog' }}
    />
  )
}

/** A list's title and canonical address; page 2 and on say which page they are. */
export function listingMetadata(
  title: string,
  path: string,
  page: number,
  description?: string | null,
): Metadata {
  return documentMetadata({
    title: page > 1 ? `${title}, page ${page}` : title,
    fallbackDescription: description,
    path,
  })
}
