import type { SeedContext, SeedPage } from '../types'
import { accountPages } from './account'
import { comingSoon } from './comingSoon'
import { contactPages } from './contact'
import { contentPage } from './content'
import { aboutPage } from './about'
import { blogPage } from './blog'
import { careerPage } from './career'
import { faqPages } from './faq'
import { home } from './home'
import { legalPages } from './legal'
import { orderWizardPages } from './order'
import { portfolioPages } from './portfolio'
import { teamPage } from './team'
import { pricingPages } from './pricing'
import { quotePage } from './quote'
import { servicePages } from './services'
import { homeVariants } from './variants'

type PageBuilder = (context: SeedContext) => SeedPage | SeedPage[] | Promise<SeedPage | SeedPage[]>

/**
 * Every seeded page, in creation order: a seeded link can reference only a page made before it
 * (later ones get a custom URL), so pages others link to come first.
 */
export const pageBuilders: PageBuilder[] = [
  // Linked from the menu, the footer and most pages' calls to action, and link to none.
  contactPages,
  legalPages,
  accountPages,
  orderWizardPages,
  pricingPages,
  servicePages,
  faqPages,
  teamPage,
  aboutPage,
  comingSoon,
  quotePage,
  careerPage,
  blogPage,
  portfolioPages,
  contentPage,
  home,
  homeVariants,
]
