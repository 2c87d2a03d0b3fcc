/**
 * One state's record, read by the wizard from the public state-fee API: only the fields it asks
 * for (`select`), so the page never carries all 51 records.
 */
import type { StateFee } from '@/payload-types'

/** `select[a][b]=true` for each path of fields. */
const selectQuery = (paths: string[][]): string =>
  paths.map((path) => `select${path.map((field) => `[${field}]`).join('')}=true`).join('&')

/** The state's record with the fields asked for; null for no such state or no answer. */
export async function findStateRecord<Row extends { slug: string }>(
  slug: string,
  fields: string[][],
  fetcher: typeof fetch = fetch,
): Promise<Row | null> {
  try {
    const response = await fetcher(
      `/api/state-fees?where[slug][equals]=${encodeURIComponent(slug)}&limit=1&depth=0&${selectQuery(fields)}`,
    )
    const { docs } = (await response.json()) as { docs?: Row[] }
    return docs?.[0] ?? null
  } catch {
    return null
  }
}

/** What the wizard tells of a state: its name rules and links, and each entity type's costs. */
export type StateFacts = Pick<
  StateFee,
  | 'slug'
  | 'name'
  | 'llc'
  | 'corporation'
  | 'nonprofit'
  | 'llcFacts'
  | 'corporationFacts'
  | 'nonprofitFacts'
  | 'names'
  | 'links'
>

const FACT_FIELDS = [
  'slug',
  'name',
  'llc',
  'corporation',
  'nonprofit',
  'llcFacts',
  'corporationFacts',
  'nonprofitFacts',
  'names',
  'links',
].map((field) => [field])

const asked = new Map<string, Promise<StateFacts | null>>()

/**
 * A state's facts, asked once per page: the company step and the review step share the answer.
 * A failed read is asked again next time.
 */
export function fetchStateFacts(slug: string, fetcher: typeof fetch = fetch) {
  let facts = asked.get(slug)
  if (!facts) {
    facts = findStateRecord<StateFacts>(slug, FACT_FIELDS, fetcher).then((record) => {
      if (!record) asked.delete(slug)
      return record
    })
    asked.set(slug, facts)
  }
  return facts
}
