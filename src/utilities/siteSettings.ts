import type { SiteSetting } from '@/payload-types'

/** Shown until staff set a name (and where the database is not reachable, e.g. image builds). */
export const DEFAULT_SITE_NAME = 'Formation'

/** The site's name as staff set it in Site settings. */
export const siteNameOf = (settings: SiteSetting | null | undefined): string =>
  settings?.siteName || DEFAULT_SITE_NAME

/** The external customer portal: Site settings, else PORTAL_URL, else none. */
export const portalUrlOf = (settings: SiteSetting | null | undefined): string | null =>
  settings?.portalUrl || process.env.PORTAL_URL || null

/** Where the site's Login link leads: the portal, or nowhere ("#") when none is set. */
export const portalHref = (settings: SiteSetting | null | undefined): string =>
  portalUrlOf(settings) ?? '#'

/** Our registered agent's yearly price after the free year, when staff have set none. */
export const DEFAULT_AGENT_RENEWAL_PRICE = 125

/** The yearly price of our registered agent after the free year, in whole dollars. */
export const agentRenewalPriceOf = (settings: SiteSetting | null | undefined): number =>
  settings?.registeredAgent?.renewalPrice ?? DEFAULT_AGENT_RENEWAL_PRICE
