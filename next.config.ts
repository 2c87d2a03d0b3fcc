import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // The Docker image sets NEXT_OUTPUT=standalone for a self-contained server in .next/standalone
  // (`next start` does not serve that output, so local builds keep the default).
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  poweredByHeader: false,
  async rewrites() {
    return {
      // Next answers /404 with its built-in page before any route; send it to the site's own
      // not-found page instead (a path no page has, so the catch-all route answers 404).
      beforeFiles: [{ source: '/404', destination: '/errors/not-found' }],
      afterFiles: [],
      fallback: [],
    }
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
