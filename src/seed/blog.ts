import type { Payload } from 'payload'

import type { Media } from '@/payload-types'

import { POSTS } from './posts'

type Image = (file: string, alt: string) => Promise<Media>

const CATEGORIES = [
  {
    title: 'Forming a company',
    slug: 'forming-a-company',
    description: 'Choosing a structure and a state, what filing costs, and the papers you need.',
  },
  {
    title: 'Taxes & EIN',
    slug: 'taxes-and-ein',
    description: 'Federal tax ID numbers, tax elections and what the IRS expects of a new company.',
  },
  {
    title: 'Staying compliant',
    slug: 'staying-compliant',
    description:
      'Registered agents, annual reports and the deadlines that keep a company in good standing.',
  },
  {
    title: 'Banking & money',
    slug: 'banking-and-money',
    description: 'Business bank accounts, keeping company money separate, and bookkeeping basics.',
  },
] as const

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000)

/** The blog's topics and posts; authors are team members, seeded before. */
export async function seedBlog(
  payload: Payload,
  image: Image,
  context: Record<string, unknown>,
): Promise<number> {
  const categories: Record<string, number> = {}
  for (const category of CATEGORIES) {
    const created = await payload.create({
      collection: 'categories',
      data: category,
      context,
      overrideAccess: true,
    })
    categories[category.slug] = created.id
  }
  const { docs: team } = await payload.find({
    collection: 'team-members',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  // Oldest first, so the versions' order matches the posts' dates.
  for (const { cover, coverAlt, author, daysAgo: age, comments, category, ...post } of [
    ...POSTS,
  ].reverse()) {
    const published = daysAgo(age)
    const coverImage = await image(cover, coverAlt)
    await payload.create({
      collection: 'posts',
      data: {
        ...post,
        _status: 'published',
        category: categories[category]!,
        coverImage: coverImage.id,
        author: team.find((member) => member.name === author)?.id,
        publishedAt: published.toISOString(),
        comments: comments.map(({ name, daysAfter, text }) => ({
          name,
          text,
          date: new Date(published.getTime() + daysAfter * 86_400_000).toISOString(),
        })),
      },
      context,
      overrideAccess: true,
    })
  }
  return POSTS.length
}
