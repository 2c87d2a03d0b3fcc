/** The site's public origin, for absolute URLs in metadata, the sitemap and robots.txt. */
export const serverUrl = (): string =>
  (process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000').replace(/\/$/, '')
