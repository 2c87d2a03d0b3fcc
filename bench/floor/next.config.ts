import type { NextConfig } from 'next'

/**
 * Next's defaults: nothing here changes what a bare page costs. The benchmark builds this folder
 * away from the repository with the project's node_modules linked in (bench/floor.ts), so
 * Turbopack's root must hold both.
 */
const config: NextConfig = { poweredByHeader: false, turbopack: { root: '/' } }

export default config
