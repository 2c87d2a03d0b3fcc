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
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
