import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { context, testPayload } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('pages', () => {
  it('the seeded home page is published', async () => {
    const { docs } = await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } }, overrideAccess: false })
    expect(docs).toHaveLength(1)
    expect(docs[0]?._status).toBe('published')
  })

  it('creates a page and reads it back by slug', async () => {
    const created = await payload.create({
      collection: 'pages',
      context,
      data: {
        title: 'Integration page',
        slug: 'integration-page',
        _status: 'published',
        layout: [{ blockType: 'hero', heading: 'Hello from the database' }],
      },
    })
    const found = await payload.find({ collection: 'pages', where: { slug: { equals: 'integration-page' } } })
    expect(found.docs[0]?.id).toBe(created.id)
    expect(found.docs[0]?.layout[0]).toMatchObject({ blockType: 'hero', heading: 'Hello from the database' })
  })

  it('refuses a second page with the same slug', async () => {
    await expect(
      payload.create({
        collection: 'pages',
        context,
        data: { title: 'Duplicate', slug: 'integration-page', _status: 'published', layout: [] },
      }),
    ).rejects.toThrow()
  })

  it('never shows drafts to anonymous readers', async () => {
    await payload.create({
      collection: 'pages',
      context,
      draft: true,
      data: { title: 'Secret draft', slug: 'secret-draft', _status: 'draft', layout: [] },
    })
    const anonymous = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'secret-draft' } },
      overrideAccess: false,
    })
    expect(anonymous.docs).toHaveLength(0)
    const staff = await payload.find({ collection: 'pages', where: { slug: { equals: 'secret-draft' } }, draft: true })
    expect(staff.docs).toHaveLength(1)
  })
})
