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
  // The order wizard's API paths (spec §7) are the order endpoints of the Payload REST API.
  async rewrites() {
    return [
      { source: '/api/v1/pay', destination: '/api/orders/pay' },
      { source: '/api/v1/client', destination: '/api/orders/client' },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
