import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sitemapEntries } from '@/content/published'
import { findService, serviceCards, servicePrice, serviceQuestions } from '@/content/services'
import { ADD_ON_PRICES } from '@/order/packages'
import { BUSINESS_LICENSE_FEE } from '@/order/pricing'
import { paragraphs } from '@/seed/richText'
import { completeServicePages } from '@/seed/services'

import { context, fieldErrors, testPayload } from './helpers'
import { rest } from './orders/helpers'

let payload: Payload
const created: number[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'services', id, context })
})

// Titles of this file's own, so runs and other files never share a slug.
const run = Date.now()

async function createService(data: Record<string, unknown>) {
  const doc = await payload.create({
    collection: 'services',
    data: { summary: 'A service made by services.test.ts.', order: 999, ...data } as never,
    context,
    overrideAccess: true,
  })
  created.push(doc.id)
  return doc
}

describe('services', () => {
  it('are seeded with a page each: a distinct slug, a description, what is included and a price', async () => {
    const { docs } = await payload.find({
      collection: 'services',
      pagination: false,
      where: { order: { less_than: 999 } },
      overrideAccess: false,
    })
    expect(docs).toHaveLength(11)
    expect(new Set(docs.map((doc) => doc.slug)).size).toBe(11)
    for (const doc of docs) {
      expect(doc.description?.root.children.length, doc.title).toBeGreaterThanOrEqual(2)
      expect(doc.included?.length, doc.title).toBeGreaterThanOrEqual(3)
      expect(doc.included?.length, doc.title).toBeLessThanOrEqual(5)
      expect(doc.price?.note, doc.title).toBeTruthy()
      // The default link applies: the card leads to the service's own page.
      expect(doc.enableLink, doc.title).toBeFalsy()
    }
    const amount = (slug: string) => docs.find((doc) => doc.slug === slug)?.price?.amount ?? null
    expect(amount('ein')).toBe(ADD_ON_PRICES.ein)
    expect(amount('llc-formation')).toBe(0)
    expect(amount('business-licenses')).toBe(BUSINESS_LICENSE_FEE)
    expect(amount('trademark')).toBeNull()
  })

  it('make a slug from the title, unique within the collection, and keep a typed one', async () => {
    const title = `Registered Agent Renewal ${run}`
    const first = await createService({ title })
    expect(first.slug).toBe(`registered-agent-renewal-${run}`)
    const second = await createService({ title })
    expect(second.slug).toBe(`registered-agent-renewal-${run}-2`)
    const typed = await createService({ title: `Annual Report ${run}`, slug: `reports-${run}` })
    expect(typed.slug).toBe(`reports-${run}`)

    expect(
      await fieldErrors(
        payload.create({
          collection: 'services',
          data: { title: `Copy ${run}`, slug: first.slug, summary: 'x', order: 999 },
          context,
          overrideAccess: true,
        }),
      ),
    ).not.toHaveLength(0)
    expect(
      await fieldErrors(
        payload.create({
          collection: 'services',
          data: { title: `Bad ${run}`, slug: 'Not A Slug', summary: 'x', order: 999 },
          context,
          overrideAccess: true,
        }),
      ),
    ).toEqual([expect.stringMatching(/lowercase letters/)])
  })

  it('take a price in whole dollars, or none', async () => {
    for (const amount of [12.5, -1]) {
      await expect(
        createService({ title: `Priced ${amount} ${run}`, price: { amount } }),
        String(amount),
      ).rejects.toMatchObject({ status: 400 })
    }
    const onRequest = await createService({ title: `On request ${run}`, price: { note: 'Ask' } })
    expect(onRequest.price?.amount ?? null).toBeNull()
    expect(servicePrice(onRequest.price)).toBeNull()
  })

  it("read for its page: the description, the price, what is included and the questions' text", async () => {
    const service = await findService('ein')
    expect(service?.title).toBe('EIN')
    expect(JSON.stringify(service?.description)).toContain('Employer Identification Number')
    expect(servicePrice(service!.price)).toBe(`$${ADD_ON_PRICES.ein}`)
    expect(service?.included?.map(({ item }) => item)).toContain(
      'Form SS-4 prepared from the details in your order',
    )
    expect(serviceQuestions(service!).map(({ question }) => question)).toEqual([
      'What is an EIN, and why would my company need one?',
      'What does each package include?',
    ])
    expect(await findService('no-such-service')).toBeNull()
    expect(await findService('Not A Slug')).toBeNull()
  })

  it('have no drafts: every service is public, and listed in the sitemap', async () => {
    expect(payload.collections.services.config.versions).toBeFalsy()
    const listed = await rest('GET', 'services?where[slug][equals]=llc-formation&depth=1')
    expect(listed.status).toBe(200)
    expect(listed.json.docs[0].price.amount).toBe(0)
    expect(listed.json.docs[0].faqs[0].question).toBeTruthy()

    const paths = (await sitemapEntries('services')).map(({ path }) => path)
    expect(paths).toEqual(
      expect.arrayContaining(['/service/ein', '/service/llc-formation', '/service/trademark']),
    )
  })

  it("link each card to the service's page, unless staff link it somewhere else", async () => {
    const own = await createService({ title: `Own page ${run}` })
    const elsewhere = await createService({
      title: `Elsewhere ${run}`,
      enableLink: true,
      link: { type: 'custom', url: '/quote', label: 'Get a quote' },
    })
    const cards = await serviceCards()
    const card = (id: number) => cards.find((c) => c.id === String(id))
    expect(card(own.id)?.link).toMatchObject({ url: `/service/${own.slug}`, label: 'Learn more' })
    expect(card(own.id)?.enableLink).toBe(true)
    expect(card(elsewhere.id)?.link).toMatchObject({ url: '/quote', label: 'Get a quote' })
    const seeded = cards.filter((c) => c.link?.url?.startsWith('/service/'))
    expect(seeded.length).toBeGreaterThanOrEqual(11)
  })

  it('cannot be written by visitors', async () => {
    const body = JSON.stringify({
      title: 'Visitor service',
      summary: 'x',
      description: paragraphs('x'),
    })
    expect((await rest('POST', 'services', { body })).status).toBe(403)
  })

  it('seeded before their pages existed, get what the page shows, and a written one is left alone', async () => {
    const bare = await createService({ title: 'EIN', slug: `ein-bare-${run}` })
    const written = await createService({
      title: 'EIN',
      slug: `ein-written-${run}`,
      description: paragraphs('Written by staff.'),
    })
    expect(await completeServicePages(payload)).toEqual(['EIN'])
    const completed = await payload.findByID({ collection: 'services', id: bare.id, depth: 0 })
    expect(completed.description).toBeTruthy()
    expect(completed.price?.amount).toBe(ADD_ON_PRICES.ein)
    expect(completed.included?.length).toBeGreaterThan(0)
    expect(completed.faqs?.length).toBeGreaterThan(0)
    const untouched = await payload.findByID({ collection: 'services', id: written.id, depth: 0 })
    expect(untouched.description).toEqual(written.description)
    expect(untouched.included ?? []).toEqual([])
    expect(await completeServicePages(payload)).toEqual([])
  })
})
