import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { paragraphs } from '@/seed/richText'

import { context, testPayload } from './helpers'
import { graphql, rest } from './orders/helpers'

let payload: Payload
let editor: User
let applicationForm: number

beforeAll(async () => {
  payload = await testPayload()
  editor = await payload.create({
    collection: 'users',
    data: {
      email: `jobs-editor-${Date.now()}@example.com`,
      password: 'a-long-password-1',
      role: 'editor',
    },
    overrideAccess: true,
  })
  const { docs } = await payload.find({
    collection: 'forms',
    where: { title: { equals: 'Job application' } },
    overrideAccess: true,
  })
  applicationForm = docs[0]!.id
})

// Other files expect no accounts (the first one becomes the administrator).
afterAll(async () => {
  await payload.delete({ collection: 'users', id: editor.id })
})

const job = (slug: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Tax Operations Analyst',
  slug,
  category: 'business' as const,
  timeType: 'full-time' as const,
  location: 'Remote (US)',
  summary: 'Keep franchise tax and annual report deadlines for thousands of companies.',
  description: paragraphs('You will own our calendar of state deadlines.'),
  applicationForm,
  ...overrides,
})

describe('jobs', () => {
  it('are seeded: six roles, one per team at least, one of them filled', async () => {
    const { docs } = await payload.find({
      collection: 'jobs',
      pagination: false,
      overrideAccess: true,
    })
    expect(docs.length).toBeGreaterThanOrEqual(6)
    expect(new Set(docs.map((doc) => doc.category))).toEqual(
      new Set(['design', 'development', 'business']),
    )
    expect(docs.some((doc) => !doc.open)).toBe(true)
  })

  it('show visitors only published roles, over REST (GraphQL refuses them); staff see drafts', async () => {
    const draft = await payload.create({
      collection: 'jobs',
      data: { ...job(`draft-role-${Date.now()}`), _status: 'draft' },
      draft: true,
      context,
      overrideAccess: true,
    })
    const listed = await rest('GET', `jobs?where[slug][equals]=${draft.slug}&draft=true`)
    expect(listed.status).toBe(200)
    expect(listed.json.docs).toHaveLength(0)
    const byId = await rest('GET', `jobs/${draft.id}?draft=true`)
    expect([403, 404]).toContain(byId.status)
    // GraphQL serves staff only: a visitor's query is refused before it is read.
    const viaGraphql = await graphql(`
      {
        Jobs(limit: 100, draft: true) {
          docs {
            slug
          }
        }
      }
    `)
    expect(viaGraphql.status).toBe(401)
    expect(viaGraphql.text).not.toContain(draft.slug)

    const staff = await payload.find({
      collection: 'jobs',
      where: { slug: { equals: draft.slug } },
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    expect(staff.docs).toHaveLength(1)
  })

  it('refuses a salary range whose top is below its bottom, and a bad slug', async () => {
    await expect(
      payload.create({
        collection: 'jobs',
        data: { ...job(`upside-down-${Date.now()}`), salary: { min: 90_000, max: 60_000 } },
        context,
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      payload.create({
        collection: 'jobs',
        data: job('Not A Slug'),
        context,
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('cannot be written by visitors', async () => {
    const created = await rest('POST', 'jobs', { body: JSON.stringify(job('visitor-role')) })
    expect(created.status).toBe(403)
  })
})
