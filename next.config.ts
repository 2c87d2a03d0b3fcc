import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { securityHeaderRules } from './src/security/securityHeaders'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  // The Docker image sets NEXT_OUTPUT=standalone for a self-contained server in .next/standalone
  // (`next start` does not serve that output, so local builds keep the default).
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  images: {
    formats: ['image/avif', 'image/webp'],
    // Widths a fluid picture is offered in (every one is listed in its HTML, twice): the widest
    // drawn is 1,160 CSS px, so 2048 serves it at 2x; 750 and 3840 added only markup.
    deviceSizes: [640, 828, 1080, 1200, 1920, 2048],
    // Only uploads and the build's own images are optimised: any other local address (a page, a
    // redirect) is refused with 400 instead of being fetched and failing as a 500.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/_next/static/media/**' }],
  },
  poweredByHeader: false,
  // pdfmake reads its fonts from its own folder at run time (src/utilities/pdf.ts).
  serverExternalPackages: ['pdfmake'],
  experimental: {
    // Turbopack keeps its build cache on disk by default: a cold build (CI, the Docker image)
    // never reads it, and writing it cost 1.3–2.7 minutes and memory (docs/performance.md#the-build).
    turbopackFileSystemCacheForBuild: false,
    // Source maps of the server's own code: 570 files, 351 MB, built in memory with the rest.
    // Development keeps them; production stack traces name the built chunks (docs/performance.md#the-build).
    turbopackSourceMaps: process.env.NODE_ENV !== 'production',
  },
  // Next's own file-system cache, or Redis shared by every replica when REDIS_URL is set at run
  // time (the file decides when the server starts, so one build serves both).
  cacheHandler: path.resolve(dirname, 'cache-handler.mjs'),
  async headers() {
    return securityHeaderRules({ production: process.env.NODE_ENV === 'production' })
  },
  async redirects() {
    // Next answers /index with the home page itself (two addresses for one page): send it home.
    // Other old addresses are redirects staff manage in the admin.
    return [{ source: '/index', destination: '/', permanent: true }]
  },
  async rewrites() {
    return {
      beforeFiles: [
        // Next answers /404 with its built-in page before any route; send it to the site's own
        // not-found page instead (a path no page has, so the catch-all route answers 404).
        { source: '/404', destination: '/errors/not-found' },
        // The order wizard's API paths (spec §7) are the order endpoints of the Payload REST API.
        { source: '/api/v1/pay', destination: '/api/orders/pay' },
        { source: '/api/v1/client', destination: '/api/orders/client' },
      ],
      afterFiles: [],
      fallback: [],
    }
  },
}

/**
 * withPayload asks every browser for the colour-scheme client hint on every path (Accept-CH,
 * Critical-CH, Vary), for the admin's theme. Critical-CH makes Chrome request a public page a
 * second time, and the Vary splits every cache in front of us: only the admin reads the hint.
 */
function clientHintsForAdminOnly(config: NextConfig): NextConfig {
  const headers = config.headers
  return {
    ...config,
    headers: async () =>
      ((await headers?.()) ?? []).map((rule) =>
        rule.headers.some((header) => header.key === 'Critical-CH')
          ? { ...rule, source: '/admin/:path*' }
          : rule,
      ),
  }
}

export default clientHintsForAdminOnly(withPayload(nextConfig, { devBundleServerPackages: false }))
