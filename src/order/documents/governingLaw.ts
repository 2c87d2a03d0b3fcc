// The statute each jurisdiction's companies are formed under, as the state names it, with the page it
// was read on (docs/documents.md#governing-law). Where none was confirmed, the wording falls back to
// "the laws of the State of …", which is always right.
import table from './governingLaw.json'

export type GoverningEntity = 'llc' | 'corporation' | 'nonprofit'

/** One confirmed statute: its name (reads after "formed under"), citation, and where it was read. */
export type GoverningLaw = {
  name: string
  citation: string
  source: string
  sourceKind: 'official' | 'secondary'
  checkedOn: string
}

type Entry = Record<GoverningEntity, GoverningLaw | null>

const TABLE = table as Record<string, Entry>

/** The recorded statute for a state and entity type, or null when none was confirmed. */
export const governingLawSource = (
  stateSlug: string,
  entity: GoverningEntity,
): GoverningLaw | null => (Object.hasOwn(TABLE, stateSlug) ? TABLE[stateSlug][entity] : null)

/** The fallback wording: "the laws of the State of Texas", "the laws of the District of Columbia". */
export const lawsOf = (stateSlug: string, stateName: string): string =>
  stateSlug === 'district-of-columbia'
    ? 'the laws of the District of Columbia'
    : `the laws of the State of ${stateName}`

/** The law a company is formed under, for "formed under …" and "governed by …". */
export const governingLawOf = (
  stateSlug: string,
  stateName: string,
  entity: GoverningEntity,
): string => governingLawSource(stateSlug, entity)?.name ?? lawsOf(stateSlug, stateName)
