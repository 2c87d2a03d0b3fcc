/**
 * The industries of the NAICS list (the U.S. Census Bureau's 2017 descriptions, six-digit codes:
 * docs/filing-details.md#naics) and how the page searches them. Pure; the list itself is loaded
 * where it is needed (the server's check, the page's picker on first use).
 */
export type Industry = readonly [code: string, title: string]

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

/** Industries whose code starts with the query, or whose title holds every word of it. */
export function searchIndustries(list: readonly Industry[], query: string, limit = 12): Industry[] {
  const q = query.trim()
  if (!q) return []
  if (/^\d+$/.test(q)) return list.filter(([code]) => code.startsWith(q)).slice(0, limit)
  const wanted = words(q)
  const found: Industry[] = []
  for (const industry of list) {
    const title = industry[1].toLowerCase()
    if (wanted.every((word) => title.includes(word))) found.push(industry)
    if (found.length === limit) break
  }
  return found
}
