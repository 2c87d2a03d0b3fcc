import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { context, testPayload } from './helpers'
import { graphql, rest } from './orders/helpers'

let payload: Payload
let image: number

beforeAll(async () => {
  payload = await testPayload()
  const { docs } = await payload.find({ collection: 'media', limit: 1, overrideAccess: true })
  image = docs[0]!.id
})

const project = (slug: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Northwind Rebrand',
  slug,
  category: 'branding' as const,
  tags: ['branding' as const],
  image,
  client: 'Northwind LLC',
  summary: 'A new mark for a freight start-up.',
  overview: 'We redrew the mark and the trucks.',
  ...overrides,
})

describe('projects', () => {
  it('are seeded so every portfolio filter has work to show, Applications featured', async () => {
    const { docs } = await payload.find({
      collection: 'projects',
      pagination: false,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(9)
    const tags = new Set(docs.flatMap((doc) => doc.tags))
    for (const tag of [
      'website',
      'branding',
      'commercial',
      'digital-art',
      'ui-ux-design',
      'design',
    ])
      expect(tags).toContain(tag)
    expect(docs.find((doc) => doc.featured)?.title).toBe('Applications')
  })

  it('show visitors only published projects, over REST (GraphQL refuses them)', async () => {
    const draft = await payload.create({
      collection: 'projects',
      data: { ...project(`draft-project-${Date.now()}`), _status: 'draft' },
      draft: true,
      context,
      overrideAccess: true,
    })
    const listed = await rest('GET', `projects?where[slug][equals]=${draft.slug}&draft=true`)
    expect(listed.json.docs).toHaveLength(0)
    // GraphQL serves staff only: a visitor's query is refused before it is read.
    const viaGraphql = await graphql(`
      {
        Projects(limit: 100, draft: true) {
          docs {
            slug
          }
        }
      }
    `)
    expect(viaGraphql.status).toBe(401)
    expect(viaGraphql.text).not.toContain(draft.slug)
  })

  it('refuses a website that is not an http(s) address', async () => {
    for (const website of ['javascript:alert(1)', 'ftp://example.com', 'example.com']) {
      await expect(
        payload.create({
          collection: 'projects',
          data: project(`bad-site-${Date.now()}`, { website }),
          context,
          overrideAccess: true,
        }),
        website,
      ).rejects.toMatchObject({ status: 400 })
    }
  })

  it('cannot be written by visitors', async () => {
    const created = await rest('POST', 'projects', { body: JSON.stringify(project('visitor')) })
    expect(created.status).toBe(403)
  })
})
