/**
 * Browsers read `\` as `/`, drop tabs and newlines inside URLs and trim spaces and control
 * characters, so `/\evil.example` or `/<tab>/evil.example` lead to another site although they
 * start with one slash. Such values are refused before parsing rather than repaired.
 */
const AMBIGUOUS_CHARACTERS = /[\\\s\p{Cc}]/u

/**
 * The path of this site that a redirect taken from a query parameter may lead to, or null when
 * the value could lead anywhere else: it must be a path with a single leading `/` that, resolved
 * against the site's origin, stays on that origin. The answer is the normalised path, so what
 * the browser receives is exactly what was checked.
 */
export function safeRedirectPath(
  value: string | null | undefined,
  siteOrigin: string,
): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null
  if (AMBIGUOUS_CHARACTERS.test(value)) return null

  let origin: string
  let url: URL
  try {
    origin = new URL(siteOrigin).origin
    url = new URL(value, origin)
  } catch {
    return null
  }
  if (url.origin !== origin) return null
  // Dot segments can collapse into a leading `//` (`/..//evil.example` becomes `//evil.example`).
  if (url.pathname.startsWith('//')) return null
  return `${url.pathname}${url.search}${url.hash}`
}
