import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { findCategory } from '@/content/categories'
import { blogPath } from '@/utilities/blogPaths'

import { BlogListingPage, listingMetadata, pageNumber } from '../../../listing'

type Args = { params: Promise<{ category: string; page?: string[] }> }

// Rendered on first request and served from cache until a post or topic changes.
export const dynamicParams = true
export const revalidate = false
export const generateStaticParams = () => []

async function resolve({ params }: Args) {
  const { category: slug, page } = await params
  const category = await findCategory(slug)
  if (!category) notFound()
  return { category, page: pageNumber(page, blogPath.category(slug)) }
}

export async function generateMetadata(args: Args): Promise<Metadata> {
  const { category, page } = await resolve(args)
  return listingMetadata(
    `${category.title} posts`,
    blogPath.category(category.slug, page),
    page,
    category.description,
  )
}

export default async function CategoryPage(args: Args) {
  const { category, page } = await resolve(args)
  return (
    <BlogListingPage
      listing={{
        filter: { kind: 'category', slug: category.slug },
        page,
        description: category.description,
      }}
      title={category.title}
    />
  )
}
