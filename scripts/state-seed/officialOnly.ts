import { isStateHost, notStateHostNote } from '../../src/collections/StateFees/stateHosts'

type Sourced = { confidence: string; url: string | null; note: string | null }

const isSource = (value: unknown): value is Sourced =>
  typeof value === 'object' && value !== null && 'confidence' in value && 'url' in value

/**
 * Holds every figure of a record to the rule of docs/states.md#sources: `official` only where its
 * address is on the state's own host. Any other is demoted, one secondary source at most, and its
 * note says why. Returns how many figures it demoted.
 */
export function officialOnlyOnStateHosts(slug: string, record: unknown): number {
  let demoted = 0
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (typeof value !== 'object' || value === null) return
    if (isSource(value) && value.confidence === 'official' && !isStateHost(slug, value.url)) {
      value.confidence = value.url ? 'single' : 'estimate'
      value.note = [notStateHostNote(value.url), value.note].filter(Boolean).join(' ')
      demoted++
    }
    Object.values(value).forEach(visit)
  }
  visit(record)
  return demoted
}
