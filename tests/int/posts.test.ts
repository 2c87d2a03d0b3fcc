import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { listPosts } from '@/content/posts'
import type { User } from '@/payload-types'
import { paragraphs } from '@/seed/richText'

import { context, testPayload } from './helpers'
import { graphql, rest } from './orders/helpers'

let payload: Payload
let category: number
let coverImage: number

// Access is decided by role alone, so a staff member need not exist in the database.
const editor = { id: 0, role: 'editor', collection: 'users' } as User & { collection: 'users' }

beforeAll(async () => {
  payload = await testPayload()
  const [first] = (await payload.find({ collection: 'posts', limit: 1, depth: 0 })).docs
  category = first!.category as number
  coverImage = first!.coverImage as number
})

const post = (slug: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Foreign qualification: doing business in a second state',
  slug,
  category,
  coverImage,
  tags: ['Compliance'],
  excerpt:
    'When your company works in another state, that state may ask you to register there too.',
  content: paragraphs('Registering in a second state is called foreign qualification.'),
  ...overrides,
})

describe('posts', () => {
  it('are seeded: at least six, in several topics, with authors, tags and comments', async () => {
    const { docs } = await payload.find({ collection: 'posts', pagination: false, depth: 0 })
    expect(docs.length).toBeGreaterThanOrEqual(6)
    expect(new Set(docs.map((doc) => doc.category)).size).toBeGreaterThanOrEqual(3)
    expect(docs.every((doc) => doc.author && doc.tags?.length && doc.publishedAt)).toBe(true)
    expect(docs.some((doc) => doc.comments?.length)).toBe(true)
  })

  it('show visitors only published posts, over REST (GraphQL refuses them); staff see drafts', async () => {
    const draft = await payload.create({
      collection: 'posts',
      data: { ...post(`draft-post-${Date.now()}`), _status: 'draft' },
      draft: true,
      context,
      overrideAccess: true,
    })
    const listed = await rest('GET', `posts?where[slug][equals]=${draft.slug}&draft=true`)
    expect(listed.status).toBe(200)
    expect(listed.json.docs).toHaveLength(0)
    const byId = await rest('GET', `posts/${draft.id}?draft=true`)
    expect([403, 404]).toContain(byId.status)
    const searched = await rest('GET', `posts?where[title][like]=Foreign%20qualification`)
    expect(searched.json.docs).toHaveLength(0)
    // GraphQL serves staff only: a visitor's query is refused before it is read.
    const viaGraphql = await graphql(`
      {
        Posts(limit: 100, draft: true) {
          docs {
            slug
          }
        }
      }
    `)
    expect(viaGraphql.status).toBe(401)
    expect(viaGraphql.text).not.toContain(draft.slug)

    const staff = await payload.find({
      collection: 'posts',
      where: { slug: { equals: draft.slug } },
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    expect(staff.docs).toHaveLength(1)
    await payload.delete({ collection: 'posts', id: draft.id, context, overrideAccess: true })
  })

  it('are found by the blog’s search only once published, with their cards', async () => {
    const word = `zanzibarite${Date.now()}`
    const search = () => listPosts({ kind: 'search', query: word }, 1, 3)
    const draft = await payload.create({
      collection: 'posts',
      data: {
        ...post(`searched-post-${Date.now()}`, { title: `Filing in ${word}` }),
        _status: 'draft',
      },
      draft: true,
      context,
      overrideAccess: true,
    })
    try {
      expect((await search()).totalDocs).toBe(0)
      await payload.update({
        collection: 'posts',
        id: draft.id,
        data: { _status: 'published' },
        context,
        overrideAccess: true,
      })
      const found = await search()
      expect(found).toMatchObject({ totalDocs: 1, totalPages: 1, page: 1 })
      expect(found.posts[0]).toMatchObject({
        id: draft.id,
        title: `Filing in ${word}`,
        category: { slug: expect.any(String) },
        coverImage: { id: coverImage },
      })
    } finally {
      await payload.delete({ collection: 'posts', id: draft.id, context, overrideAccess: true })
    }
  })

  it('keep the blog’s own paths and refuse malformed tags', async () => {
    for (const slug of ['page', 'category', 'tag', 'search', 'Not A Slug']) {
      await expect(
        payload.create({ collection: 'posts', data: post(slug), context, overrideAccess: true }),
      ).rejects.toMatchObject({ status: 400 })
    }
    for (const tags of [
      ['<script>'],
      ['a'.repeat(31)],
      Array.from({ length: 9 }, (_, i) => `t${i}`),
    ]) {
      await expect(
        payload.create({
          collection: 'posts',
          data: post(`tagged-${Date.now()}`, { tags }),
          context,
          overrideAccess: true,
        }),
      ).rejects.toMatchObject({ status: 400 })
    }
  })

  it('and their topics cannot be written by visitors', async () => {
    const created = await rest('POST', 'posts', { body: JSON.stringify(post('visitor-post')) })
    expect(created.status).toBe(403)
    const topic = await rest('POST', 'categories', {
      body: JSON.stringify({ title: 'Spam', slug: 'spam' }),
    })
    expect(topic.status).toBe(403)
    const [first] = (await payload.find({ collection: 'posts', limit: 1, depth: 0 })).docs
    const changed = await rest('PATCH', `posts/${first!.id}`, {
      body: JSON.stringify({ title: 'Defaced' }),
    })
    expect(changed.status).toBe(403)
    const removed = await rest('DELETE', `posts/${first!.id}`)
    expect(removed.status).toBe(403)
  })

  it('topics are public to read', async () => {
    const listed = await rest('GET', 'categories?limit=100')
    expect(listed.status).toBe(200)
    expect(listed.json.docs.map((doc: { slug: string }) => doc.slug)).toContain('taxes-and-ein')
  })
})
