import type { FaqTopic } from '@/collections/Faqs/topics'

import type { FaqSeed } from '../../faqs'
import type { SeedContext, SeedPage } from '..'
import { home1, home1Faqs } from './home1'
import { home2 } from './home2'
import { home3 } from './home3'
import { home4, home4Faqs } from './home4'
import { home5 } from './home5'
import { home6, home6Faqs } from './home6'
import { home7 } from './home7'
import { home8 } from './home8'
import { home9, home9Faqs } from './home9'

/**
 * Home 1 to 9: landing pages for other products (an agency, live chat, fitness…), built from the
 * same blocks as the rest of the site. /home is Home 1; the front page is Home 10.
 */
export async function homeVariants(context: SeedContext): Promise<SeedPage[]> {
  const pages: SeedPage[] = []
  for (const build of [home1, home2, home3, home4, home5, home6, home7, home8, home9]) {
    pages.push(await build(context))
  }
  return pages
}

/** The questions the variants' FAQ sections show, by topic. */
export const variantFaqs: Partial<Record<FaqTopic, FaqSeed[]>> = {
  agency: home1Faqs,
  courses: home4Faqs,
  'cold-email': home6Faqs,
  'time-tracking': home9Faqs,
}
