import { pathForSlug } from './paths'

/** The admin's preview link: enables Next's draft mode, then opens the page. */
export const previewPath = (slug: string | null | undefined): string => {
  const path = slug ? pathForSlug(slug) : '/'
  const base = process.env.NEXT_PUBLIC_SERVER_URL || ''
  return `${base}/next/preview?path=${encodeURIComponent(path)}`
}
