import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import type { Media } from '@/payload-types'

import type { SeededForms } from './forms'
import type { SeededPages } from './links'

/**
 * The shapes the seed's modules share. A leaf (it imports only types), so a page, a variant and
 * the FAQs can all use them without importing one another.
 */
export type SeedPage = RequiredDataFromCollectionSlug<'pages'>

/** What a page builder may use: the pages made before it, and the seed's own images. */
export type SeedContext = {
  payload: Payload
  pages: SeededPages
  /** The seeded forms, by key (src/seed/forms.ts). */
  forms: SeededForms
  /** Uploads one of `src/seed/assets` once, however many pages use it. */
  image: (file: string, alt: string) => Promise<Media>
}

/** One shipped question and its answer (src/seed/faqs.ts, and the home variants' FAQ sections). */
export type FaqSeed = { question: string; answer: string }
