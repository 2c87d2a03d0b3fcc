/**
 * A redirect's `from` as it is matched: a path with a leading slash, without the origin, query,
 * fragment or trailing slash, so "about.html", "/about.html/" and "https://…/about.html" are one.
 */
export function normalizeRedirectPath(value: string): string {
  let path = value.trim()
  try {
    path = new URL(path, 'http://site.invalid').pathname
  } catch {
    // Not URL-like: matched as typed.
  }
  return `/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`
}
