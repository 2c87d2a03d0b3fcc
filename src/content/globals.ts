import { cache } from 'react'

import type { Footer, Header, SiteSetting } from '@/payload-types'
import { cachedQuery, globalTag } from '@/utilities/contentCache'
import { getPayloadClient } from '@/utilities/payload'

type Globals = { header: Header | null; footer: Footer | null; settings: SiteSetting | null }

// The header and footer show their links' pages by reference, one level deep.
const DEPTH = { header: 1, footer: 1, 'site-settings': 0 } as const

const findGlobal = <S extends keyof typeof DEPTH>(slug: S) =>
  cachedQuery(['globals', slug], [globalTag(slug)], async () => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug, depth: DEPTH[slug] })
  })

/**
 * Header, footer and settings for a render, each cached under its global's tag. Without a
 * database (an image build) they are missing and the layout falls back to plain defaults; real
 * requests always have them. A failed read is never cached. React's `cache` only dedupes the
 * reads within one render (the layout, its metadata and blocks ask; docs/architecture.md).
 */
export const getSiteGlobals = cache(async (): Promise<Globals> => {
  try {
    const [header, footer, settings] = await Promise.all([
      findGlobal('header'),
      findGlobal('footer'),
      findGlobal('site-settings'),
    ])
    return { header, footer, settings }
  } catch {
    return { header: null, footer: null, settings: null }
  }
})
