import { cache } from 'react'

import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings/config'
import type { Footer, Header, SiteSetting } from '@/payload-types'

import { getPayloadClient } from './payload'

type Globals = { header: Header | null; footer: Footer | null; settings: SiteSetting | null }

/**
 * Header, footer and settings for a render. Without a database (an image build) they are
 * missing and the layout falls back to plain defaults; real requests always have them.
 */
export const getSiteGlobals = cache(async (): Promise<Globals> => {
  try {
    const payload = await getPayloadClient()
    const [header, footer, settings] = await Promise.all([
      payload.findGlobal({ slug: 'header', depth: 1 }),
      payload.findGlobal({ slug: 'footer', depth: 1 }),
      payload.findGlobal({ slug: 'site-settings', depth: 0 }),
    ])
    return { header, footer, settings }
  } catch {
    return { header: null, footer: null, settings: null }
  }
})

/** The external customer portal: Site settings, else PORTAL_URL. */
export const portalUrl = (settings: SiteSetting | null): string =>
  settings?.portalUrl || process.env.PORTAL_URL || '#'

/** The site's name as staff set it in Site settings. */
export const siteNameOf = (settings: SiteSetting | null): string =>
  settings?.siteName || DEFAULT_SITE_NAME
