import type { MetadataRoute } from 'next'

import { requestServerUrl } from '@/utilities/serverUrl'

// The public address is the running server's (NEXT_PUBLIC_SERVER_URL), not the build's.
export const dynamic = 'force-dynamic'

export default async function robots(): Promise<MetadataRoute.Robots> {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/next'] },
    sitemap: `${await requestServerUrl()}/sitemap.xml`,
  }
}
