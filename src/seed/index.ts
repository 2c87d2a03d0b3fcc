import type { Payload } from 'payload'

import { home } from './pages/home'
import { seedStateFeesIfEmpty } from './stateFees'

/** Seeds never revalidate Next's cache: they run outside a request (see DESIGN.md pitfalls). */
const context = { disableRevalidate: true }

const demoPages = [home]

/** Replaces the demo content (pages and media) with the shipped seed. Users and state fees are kept. */
export async function seed(payload: Payload): Promise<void> {
  payload.logger.info('Seeding demo content…')
  await payload.delete({ collection: 'pages', where: {}, context, overrideAccess: true })
  await payload.delete({ collection: 'media', where: {}, context, overrideAccess: true })
  for (const page of demoPages) {
    await payload.create({ collection: 'pages', data: page, context, overrideAccess: true })
  }
  payload.logger.info(`Seeded ${demoPages.length} page(s).`)
  await seedStateFeesIfEmpty(payload)
}

/** Seeds only what is empty (pages, state fees), so a second start adds nothing twice. */
export async function seedIfEmpty(payload: Payload): Promise<boolean> {
  const seededFees = await seedStateFeesIfEmpty(payload)
  const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
  if (totalDocs > 0) return seededFees
  await seed(payload)
  return true
}
