import type { Payload } from 'payload'

import type { Media } from '@/payload-types'

import { seedBlog } from './blog'
import { seedFaqs } from './faqs'
import { seedJobs } from './jobs'
import { upsertSeedForms } from './forms'
import { footer, header, siteSettings } from './globals'
import { uploadSeedImage } from './media'
import { pageBuilders } from './pages'
import { seedProjects } from './projects'
import { seedRedirects } from './redirects'
import { seedServices } from './services'
import { seedStateFeesIfEmpty } from './stateFees'
import { seedTeamMembers } from './teamMembers'
import type { SeedContext } from './types'

/** Seeds never revalidate Next's cache: they run outside a request (see DESIGN.md pitfalls). */
const context = { disableRevalidate: true }

/**
 * Replaces the demo content (pages, services, FAQs, team members, media, redirects, header,
 * footer, settings, jobs, projects, posts and their categories) with the shipped seed; forms are updated in place. Users, state fees, orders and form
 * submissions are kept.
 */
export async function seed(payload: Payload): Promise<void> {
  payload.logger.info('Seeding demo content…')
  await payload.delete({ collection: 'pages', where: {}, context, overrideAccess: true })
  await payload.delete({ collection: 'team-members', where: {}, context, overrideAccess: true })
  await payload.delete({ collection: 'services', where: {}, context, overrideAccess: true })
  // Posts and projects show media, so they go first.
  await payload.delete({ collection: 'posts', where: {}, context, overrideAccess: true })
  await payload.delete({ collection: 'categories', where: {}, context, overrideAccess: true })
  await payload.delete({ collection: 'projects', where: {}, context, overrideAccess: true })
  await payload.delete({ collection: 'media', where: {}, context, overrideAccess: true })
  await payload.delete({ collection: 'faqs', where: {}, context, overrideAccess: true })
  await payload.delete({ collection: 'redirects', where: {}, context, overrideAccess: true })
  // Pages show the FAQs, so they exist before the pages that render them.
  const faqCount = await seedFaqs(payload, context)
  const forms = await upsertSeedForms(payload, context)
  await seedJobs(payload, forms.jobApplication, context)

  const uploads = new Map<string, Promise<Media>>()
  const pages: Record<string, number> = {}
  const seedContext: SeedContext = {
    payload,
    pages,
    forms,
    image: (file, alt) => {
      if (!uploads.has(file)) uploads.set(file, uploadSeedImage(payload, file, alt, context))
      return uploads.get(file)!
    },
  }

  await seedTeamMembers(payload, seedContext.image, context)
  await seedProjects(payload, seedContext.image, context)
  const postCount = await seedBlog(payload, seedContext.image, context)
  for (const build of pageBuilders) {
    for (const page of [await build(seedContext)].flat()) {
      pages[page.slug] = (
        await payload.create({ collection: 'pages', data: page, context, overrideAccess: true })
      ).id
    }
  }

  await seedRedirects(payload, pages, context)
  // Each service's page shows some of the FAQs, seeded above.
  await seedServices(payload, context)

  await payload.updateGlobal({ slug: 'header', data: header(pages), context, overrideAccess: true })
  await payload.updateGlobal({ slug: 'footer', data: footer(pages), context, overrideAccess: true })
  await payload.updateGlobal({
    slug: 'site-settings',
    data: siteSettings,
    context,
    overrideAccess: true,
  })
  payload.logger.info(
    `Seeded ${Object.keys(pages).length} page(s), ${postCount} posts, ${faqCount} FAQs, the header, the footer and the site settings.`,
  )
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
