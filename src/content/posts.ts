import type { Where } from 'payload'

import type { Category, Media, Post, TeamMember } from '@/payload-types'
import { cachedQuery, listTag } from '@/utilities/contentCache'
import { getPayloadClient } from '@/utilities/payload'

import { tagSlug } from '@/utilities/blogPaths'
import { likeWords } from '@/utilities/searchQuery'
import { findBySlug } from './published'

/** What a post card shows: no body, no comments. */
export type PostCard = Pick<Post, 'id' | 'title' | 'slug' | 'excerpt' | 'publishedAt' | 'tags'> & {
  category: Pick<Category, 'title' | 'slug'> | null
  coverImage: Media | null
  author: Pick<TeamMember, 'name'> | null
}

export type PostList = { posts: PostCard[]; page: number; totalPages: number; totalDocs: number }

/** Which posts a list shows: all, one topic's, one tag's, or a search's. */
export type PostFilter =
  | { kind: 'all' }
  | { kind: 'category'; slug: string }
  | { kind: 'tag'; slug: string }
  | { kind: 'search'; query: string }

const CARD_SELECT = {
  title: true,
  slug: true,
  excerpt: true,
  publishedAt: true,
  tags: true,
  category: true,
  coverImage: true,
  author: true,
} as const

/** What a card is read with: its fields, and its picture, topic and author's name. */
const CARD_QUERY = {
  depth: 1,
  select: CARD_SELECT,
  populate: { 'team-members': { name: true } },
  overrideAccess: false,
} as const

// Post cards name their topic, so lists expire with a topic's change too.
const LIST_TAGS = [listTag('posts'), listTag('categories')]

const toCard = (doc: Partial<Post>): PostCard => ({
  id: doc.id!,
  title: doc.title!,
  slug: doc.slug!,
  excerpt: doc.excerpt!,
  publishedAt: doc.publishedAt,
  tags: doc.tags,
  category:
    doc.category && typeof doc.category === 'object'
      ? { title: doc.category.title, slug: doc.category.slug }
      : null,
  coverImage: doc.coverImage && typeof doc.coverImage === 'object' ? doc.coverImage : null,
  author: doc.author && typeof doc.author === 'object' ? { name: doc.author.name } : null,
})

async function findCards(where: Where, page: number, limit: number): Promise<PostList> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'posts',
    where,
    sort: '-publishedAt',
    page,
    limit,
    ...CARD_QUERY,
  })
  return {
    posts: result.docs.map(toCard),
    page: result.page ?? page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  }
}

/** One post's card, kept until a post or topic changes (or anything every page shows). */
const postCard = (id: number): Promise<PostCard | null> =>
  cachedQuery(['posts', 'card', `${id}`], LIST_TAGS, async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'posts',
      where: { id: { equals: id } },
      pagination: false,
      limit: 1,
      ...CARD_QUERY,
    })
    return docs[0] ? toCard(docs[0]) : null
  })

/**
 * One page of a search's matches. The words are the visitor's, so the search itself is not
 * cached: the database is asked only for which posts match (trigram-indexed,
 * docs/performance.md#the-site-search), and their cards come from the cache.
 */
async function searchCards(query: string, page: number, perPage: number): Promise<PostList> {
  const words = likeWords(query)
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'posts',
    where: { or: [{ title: { like: words } }, { excerpt: { like: words } }] },
    sort: '-publishedAt',
    page,
    limit: perPage,
    depth: 0,
    select: {},
    overrideAccess: false,
  })
  const cards = await Promise.all(result.docs.map(({ id }) => postCard(id)))
  return {
    posts: cards.filter((card) => card !== null),
    page: result.page ?? page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  }
}

/** One page of a list, newest first. */
export async function listPosts(filter: PostFilter, page: number, perPage: number) {
  if (filter.kind === 'search') return searchCards(filter.query, page, perPage)
  const key = ['posts', 'list', filter.kind, 'slug' in filter ? filter.slug : '', `${page}`]
  return cachedQuery([...key, `${perPage}`], LIST_TAGS, async () => {
    if (filter.kind === 'all') return findCards({}, page, perPage)
    if (filter.kind === 'category')
      return findCards({ 'category.slug': { equals: filter.slug } }, page, perPage)
    const labels = (await blogIndex()).tags
      .filter((tag) => tag.slug === filter.slug)
      .map((tag) => tag.label)
    return labels.length
      ? findCards({ tags: { in: labels } }, page, perPage)
      : { posts: [], page, totalPages: 0, totalDocs: 0 }
  })
}

/** The n newest posts, or the ones staff picked (in their order). */
export const latestPosts = (limit: number, picked: number[] = []): Promise<PostCard[]> =>
  cachedQuery(['posts', 'latest', `${limit}`, picked.join(',')], LIST_TAGS, async () => {
    if (picked.length === 0) return (await findCards({}, 1, limit)).posts
    const { posts } = await findCards({ id: { in: picked } }, 1, picked.length)
    return picked.flatMap((id) => posts.find((post) => post.id === id) ?? [])
  })

export type BlogIndex = {
  categories: { title: string; slug: string; count: number }[]
  tags: { label: string; slug: string; count: number }[]
  recent: PostCard[]
}

/** What the blog's sidebar lists: topics and tags with their counts, and the newest posts. */
export const blogIndex = (): Promise<BlogIndex> =>
  cachedQuery(['posts', 'index'], LIST_TAGS, async () => {
    const payload = await getPayloadClient()
    const [{ docs }, { docs: categories }, recent] = await Promise.all([
      payload.find({
        collection: 'posts',
        pagination: false,
        depth: 0,
        select: { category: true, tags: true },
        overrideAccess: false,
      }),
      payload.find({ collection: 'categories', pagination: false, sort: 'title', depth: 0 }),
      findCards({}, 1, 3),
    ])
    const perCategory = new Map<number, number>()
    const tags = new Map<string, { label: string; slug: string; count: number }>()
    for (const post of docs) {
      const id = post.category as number
      perCategory.set(id, (perCategory.get(id) ?? 0) + 1)
      for (const label of post.tags ?? []) {
        const slug = tagSlug(label)
        const tag = tags.get(slug) ?? { label, slug, count: 0 }
        tag.count += 1
        tags.set(slug, tag)
      }
    }
    return {
      categories: categories
        .map(({ id, title, slug }) => ({ title, slug, count: perCategory.get(id) ?? 0 }))
        .filter((category) => category.count > 0),
      tags: [...tags.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
      recent: recent.posts,
    }
  })

export const findPost = (slug: string, draft = false) => findBySlug('posts', slug, draft)

/** Three posts under one: those staff picked, else the newest of its topic, then the newest. */
export const relatedPosts = (post: Post): Promise<PostCard[]> => {
  const picked = (post.relatedPosts ?? []).map((related) =>
    typeof related === 'object' ? related.id : related,
  )
  if (picked.length) return latestPosts(picked.length, picked)
  const category = typeof post.category === 'object' ? post.category?.id : post.category
  return cachedQuery(['posts', 'related', `${post.id}`], LIST_TAGS, async () => {
    const others: Where = { id: { not_equals: post.id } }
    // A draft may have no category yet: then it has no topic, only the newest posts.
    const topic: Where = { and: [others, { category: { equals: category } }] }
    const sameTopic = category ? (await findCards(topic, 1, 3)).posts : []
    if (sameTopic.length === 3) return sameTopic
    // A small topic is topped up with the newest posts of the others.
    const newest = (await findCards(others, 1, 6)).posts
    const fill = newest.filter((card) => !sameTopic.some((same) => same.id === card.id))
    return [...sameTopic, ...fill].slice(0, 3)
  })
}

/** The newest post in full, which /blog-details shows. */
export const newestPost = async (): Promise<Post | null> => {
  const [first] = await latestPosts(1)
  return first ? findPost(first.slug) : null
}
