import type { SeedContext, SeedPage } from '../../types'
import { home1 } from './home1'
import { home2 } from './home2'
import { home3 } from './home3'
import { home4 } from './home4'
import { home5 } from './home5'
import { home6 } from './home6'
import { home7 } from './home7'
import { home8 } from './home8'
import { home9 } from './home9'

/**
 * Home 1 to 9: landing pages for other products (an agency, live chat, fitness…), built from the
 * same blocks as the rest of the site. /home is Home 1; the front page is Home 10. They stay
 * reachable but are hidden from search engines and the site search: they sell other products.
 */
export async function homeVariants(context: SeedContext): Promise<SeedPage[]> {
  const pages: SeedPage[] = []
  for (const build of [home1, home2, home3, home4, home5, home6, home7, home8, home9]) {
    pages.push({ ...(await build(context)), hideFromSearchEngines: true })
  }
  return pages
}
