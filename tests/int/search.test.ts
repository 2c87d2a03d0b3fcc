import { randomUUID } from 'node:crypto'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { indexMissingCollections } from '@/collections/Search/indexMissing'
import { CANDIDATES, RESULTS_PER_PAGE, searchSite } from '@/content/search'
import { paragraphs } from '@/seed/richText'

import { context, testPayload } from './helpers'
import { removeStaffMembers, rest, staffMember } from './orders/helpers'

let payload: Payload
let category: number
let coverImage: number
let applicationForm: number

const madePosts: number[] = []
const madeJobs: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  const [first] = (await payload.find({ collection: 'posts', limit: 1, depth: 0, sort: 'id' })).docs
  category = first!.category as number
  coverImage = first!.coverImage as number
  const [job] = (await payload.find({ collection: 'jobs', limit: 1, depth: 0, sort: 'id' })).docs
  applicationForm = job!.applicationForm as number
})

afterAll(async () => {
  const trash = { trash: true, context, overrideAccess: true } as const
  await payload.delete({ collection: 'posts', where: { id: { in: madePosts } }, ...trash })
  await payload.delete({ collection: 'jobs', where: { id: { in: madeJobs } }, ...trash })
  await removeStaffMembers(payload)
})

/** A word no other document has, so this file's searches find only what it made. */
const ownWord = () => `zq${randomUUID().slice(0, 8)}`

const createPost = async (word: string, status: 'draft' | 'published') => {
  const doc = await payload.create({
    collection: 'posts',
    data: {
      title: `Registered agents explained ${word}`,
      slug: `search-${word}`,
      category,
      coverImage,
      tags: ['Compliance'],
      excerpt: 'What a registered agent does and why every state asks for one.',
      content: paragraphs('A registered agent receives legal papers for the company.'),
      _status: status,
    },
    draft: status === 'draft',
    context,
    overrideAccess: true,
  })
  madePosts.push(doc.id)
  return doc
}

const updatePost = (id: number, data: Record<string, unknown>, draft = false) =>
  payload.update({ collection: 'posts', id, data, draft, context, overrideAccess: true })

const titles = async (query: string) => (await searchSite(query)).results.map((r) => r.title)

describe('the site search', () => {
  it('finds the seeded state guides and posts, each with its kind and address', async () => {
    const { results } = await searchSite('texas')
    const texas = results.find((result) => result.path === '/states/texas')
    expect(texas).toMatchObject({ kind: 'State guide', title: 'Texas company formation guide' })
    // A result whose title holds every word comes before one that only mentions it.
    expect(results[0]!.title.toLowerCase()).toContain('texas')

    const [seeded] = (await payload.find({ collection: 'posts', limit: 1, depth: 0, sort: 'id' }))
      .docs
    const found = await searchSite(seeded!.title)
    expect(found.results[0]).toMatchObject({ kind: 'Blog post', path: `/blog/${seeded!.slug}` })
  })

  it('finds a published post, never a draft, and keeps the published words while a new draft waits', async () => {
    const word = ownWord()
    const post = await createPost(word, 'draft')
    expect(await titles(word)).toEqual([])

    await updatePost(post.id, { _status: 'published' })
    expect(await titles(word)).toEqual([`Registered agents explained ${word}`])

    // Staff start a new draft of the published post: visitors still find what is published.
    await updatePost(post.id, { title: `Draft words ${word}`, _status: 'draft' }, true)
    expect(await titles(word)).toEqual([`Registered agents explained ${word}`])
    expect(await titles(`Draft words ${word}`)).toEqual([])

    // Unpublished, it leaves the search.
    await updatePost(post.id, { _status: 'draft' })
    expect(await titles(word)).toEqual([])
  })

  it('drops a post moved to the trash', async () => {
    const word = ownWord()
    const post = await createPost(word, 'published')
    expect(await titles(word)).toHaveLength(1)
    await updatePost(post.id, { deletedAt: new Date().toISOString() })
    expect(await titles(word)).toEqual([])
  })

  it('leaves out a closed role, as the career list does', async () => {
    const word = ownWord()
    const job = await payload.create({
      collection: 'jobs',
      data: {
        title: `Filing specialist ${word}`,
        slug: `search-${word}`,
        summary: 'Files formation documents with the states.',
        description: paragraphs('You will file formation documents.'),
        category: 'business',
        timeType: 'full-time',
        location: 'Remote',
        open: true,
        applicationForm,
        _status: 'published',
      } as never,
      context,
      overrideAccess: true,
    })
    madeJobs.push(job.id)
    expect((await searchSite(word)).results[0]).toMatchObject({
      kind: 'Open role',
      path: `/career/search-${word}`,
    })
    await payload.update({
      collection: 'jobs',
      id: job.id,
      data: { open: false },
      context,
      overrideAccess: true,
    })
    expect(await titles(word)).toEqual([])
  })

  it('shows ten results a page, the best first, and a page past the last as the last', async () => {
    const first = await searchSite('llc')
    expect(first.total).toBeGreaterThan(RESULTS_PER_PAGE)
    expect(first.results).toHaveLength(RESULTS_PER_PAGE)
    expect(first.totalPages).toBe(Math.ceil(Math.min(first.total, CANDIDATES) / RESULTS_PER_PAGE))
    const second = await searchSite('llc', 2)
    expect(second.page).toBe(2)
    expect(second.results.map((r) => r.id)).not.toContain(first.results[0]!.id)
    expect((await searchSite('llc', 99)).page).toBe(first.totalPages)
  })

  it('takes % and _ as themselves, not as wildcards', async () => {
    const word = ownWord()
    await createPost(word, 'published')
    expect(await titles(word)).toHaveLength(1)
    expect(await titles(`${word.slice(0, 4)}%${word.slice(6)}`)).toEqual([])
    expect(await titles(`${word.slice(0, 4)}_${word.slice(5)}`)).toEqual([])
  })

  it('fills nothing when every collection has its results', async () => {
    expect(await indexMissingCollections(payload)).toBe(0)
  })

  it('finds a service by its name and leads to its page', async () => {
    const [service] = (
      await payload.find({ collection: 'services', limit: 1, depth: 0, sort: 'order' })
    ).docs
    const { results } = await searchSite(service!.title)
    expect(results).toContainEqual(
      expect.objectContaining({ kind: 'Service', path: `/service/${service!.slug}` }),
    )
  })

  it('indexes a collection that has no results yet, and only that one', async () => {
    const servicesIndexed = { 'doc.relationTo': { equals: 'services' } } as const
    const before = await payload.count({ collection: 'search', where: servicesIndexed })
    expect(before.totalDocs).toBeGreaterThan(0)
    await payload.delete({ collection: 'search', where: servicesIndexed, overrideAccess: true })
    expect(await indexMissingCollections(payload)).toBe(before.totalDocs)
    const after = await payload.count({ collection: 'search', where: servicesIndexed })
    expect(after.totalDocs).toBe(before.totalDocs)
  })
})

/** The plan PostgreSQL would choose for `query` once a table is too big to scan. */
async function planOf(query: string): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    // The tables are small enough that PostgreSQL would rightly scan them: forbid that to see
    // which index it would use once the site has thousands of results.
    await client.query('SET enable_seqscan = off')
    const { rows } = await client.query(`EXPLAIN ${query}`)
    return rows.map((row) => row['QUERY PLAN'] as string).join('\n')
  } finally {
    await client.end()
  }
}

describe('the search index', () => {
  it('serves a word anywhere in a title or summary from trigram indexes, not a full scan', async () => {
    const plan = await planOf(
      `SELECT id FROM search WHERE title ILIKE '%annual%' OR summary ILIKE '%annual%'`,
    )
    expect(plan).toContain('search_title_trgm_idx')
    expect(plan).toContain('search_summary_trgm_idx')
  })

  it('serves the blog’s search of titles and excerpts from trigram indexes too', async () => {
    const plan = await planOf(
      `SELECT id FROM posts WHERE title ILIKE '%llc%' OR excerpt ILIKE '%llc%'`,
    )
    expect(plan).toContain('posts_title_trgm_idx')
    expect(plan).toContain('posts_excerpt_trgm_idx')
  })
})

describe('the search results over the API', () => {
  it('are read by anyone and written by no visitor', async () => {
    const read = await rest('GET', 'search?limit=5')
    expect(read.status).toBe(200)
    const [result] = read.json.docs
    expect(result).toMatchObject({ title: expect.any(String), path: expect.any(String) })

    const create = await rest('POST', 'search', {
      body: JSON.stringify({ title: 'Free money', path: 'https://example.com', doc: result.doc }),
    })
    expect(create.status).toBe(403)
    const update = await rest('PATCH', `search/${result.id}`, {
      body: JSON.stringify({ priority: 1000 }),
    })
    expect(update.status).toBe(403)
    const reindex = await rest('POST', 'search/reindex', {
      body: JSON.stringify({ collections: ['posts'] }),
    })
    expect(reindex.status).toBe(401)
  })

  it('are rebuilt by an admin only, to the same results', async () => {
    const jobsIndexed = async () =>
      (
        await payload.count({
          collection: 'search',
          where: { 'doc.relationTo': { equals: 'jobs' } },
        })
      ).totalDocs
    const before = await jobsIndexed()
    expect(before).toBeGreaterThan(0)
    const body = JSON.stringify({ collections: ['jobs'] })
    // The admin first: the first user of a database is made an admin, whatever the role asked.
    const admin = await staffMember(payload, 'admin')
    const editor = await staffMember(payload, 'editor')
    const refused = await rest('POST', 'search/reindex', { body, headers: editor.headers })
    expect(refused.status).toBe(403)
    expect(refused.json.errors[0].message).toBe(
      'Only an administrator may rebuild the site search.',
    )
    const rebuilt = await rest('POST', 'search/reindex', { body, headers: admin.headers })
    expect(rebuilt.status).toBe(200)
    expect(await jobsIndexed()).toBe(before)
  })
})
