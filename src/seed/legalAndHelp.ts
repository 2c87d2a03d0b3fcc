import type { Payload } from 'payload'

import { shippedQuestions } from './faqs'
import { footer } from './globals'
import type { SeededPages } from './links'
import { legalPages } from './pages/legal'
import { completeServicePages } from './services'
import type { SeedContext } from './types'

/**
 * Brings a database seeded before the legal pages up to date, as the seed now makes a new one:
 * the privacy, terms and refund pages, the footer's Legal column and the Purchasing Online
 * questions and the shipped services' pages, each only where it is missing (a page in the trash
 * counts as there). An empty
 * database is left to the seed. Returns what it added.
 */
export async function addLegalAndHelpContent(payload: Payload): Promise<string[]> {
  const added: string[] = []
  const common = { overrideAccess: true, context: { disableRevalidate: true } }
  const { docs } = await payload.find({
    collection: 'pages',
    depth: 0,
    pagination: false,
    select: { slug: true },
    trash: true,
    ...common,
  })
  if (docs.length === 0) return added
  const pages: SeededPages = Object.fromEntries(docs.map((page) => [page.slug, page.id]))

  // Legal pages link only to pages that exist; they use no form and no image.
  const context = { payload, pages } as SeedContext
  for (const page of legalPages(context))
    if (!pages[page.slug]) {
      await payload.create({ collection: 'pages', data: page, ...common })
      added.push(`/${page.slug}`)
    }

  const { columns = [] } = await payload.findGlobal({ slug: 'footer', depth: 0, ...common })
  const legal = footer(pages).columns?.find((column) => column.title === 'Legal')
  if (legal && columns && columns.length < 4 && !columns.some((c) => c.title === 'Legal')) {
    await payload.updateGlobal({
      slug: 'footer',
      data: { columns: [...columns, legal] },
      ...common,
    })
    added.push('the footer’s Legal column')
  }

  const { totalDocs } = await payload.count({
    collection: 'faqs',
    where: { topic: { equals: 'purchasing' } },
    ...common,
  })
  if (totalDocs === 0) {
    for (const question of shippedQuestions('purchasing'))
      await payload.create({
        collection: 'faqs',
        data: { ...question, topic: 'purchasing' },
        ...common,
      })
    added.push('the Purchasing Online questions')
  }

  const completed = await completeServicePages(payload)
  if (completed.length) added.push(`the pages of ${completed.length} services`)
  return added
}
