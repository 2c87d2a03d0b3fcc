import { cache } from 'react'

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
      payload.findGlobal({ slug: 'footer', depth: 0 }),
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
