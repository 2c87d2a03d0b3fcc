/**
 * The comparison of every state (/states) as the table and its sort controls read it: the row a
 * table shows, the columns it sorts by, and the address of each view. No server-only imports: the
 * browser sorts with the same function the server does.
 */
import { type Confidence, ENTITY_KEYS, type EntityKey } from '@/collections/StateFees/vocabulary'

/** A figure in dollars (null: unknown) and how sure it is. */
export type RowFigure = { amount: number | null; confidence: Confidence }
/** A sum: what is known of it (null: nothing), and whether every part is known. */
export type RowTotal = { amount: number | null; complete: boolean; confidence: Confidence }

export type StateRow = {
  slug: string
  name: string
  filing: RowFigure
  firstYear: RowTotal
  yearlyAfter: RowTotal
  /** The report's due rule in words, and its first date for a company formed today. */
  due: { text: string; first: string | null; confidence: Confidence }
  /** The state's fastest expedite tier (hours null: it states no turnaround); null when none. */
  expedite: {
    name: string
    fee: number | null
    feeMax: number | null
    hours: number | null
    confidence: Confidence
  } | null
}

export const SORT_KEYS = ['state', 'filing', 'firstYear', 'yearlyAfter', 'due', 'expedite'] as const
export type SortKey = (typeof SORT_KEYS)[number]
export type SortDir = 'asc' | 'desc'

export type ComparisonView = { entity: EntityKey; sort: SortKey; dir: SortDir }
export const DEFAULT_VIEW: ComparisonView = { entity: 'llc', sort: 'state', dir: 'asc' }

type Params = Record<string, string | string[] | undefined>
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
const oneOf = <T extends string>(values: readonly T[], value: string | undefined, fallback: T) =>
  values.includes(value as T) ? (value as T) : fallback

/** The view a query asks for; an unknown value falls back to the default, never an error. */
export const parseView = (params: Params): ComparisonView => ({
  entity: oneOf(ENTITY_KEYS, first(params.entity), DEFAULT_VIEW.entity),
  sort: oneOf(SORT_KEYS, first(params.sort), DEFAULT_VIEW.sort),
  dir: oneOf(['asc', 'desc'] as const, first(params.dir), DEFAULT_VIEW.dir),
})

/** The address of a view of /states; the defaults are left out, so the plain view is /states. */
export function viewHref(path: string, view: ComparisonView): string {
  const query = new URLSearchParams()
  if (view.entity !== DEFAULT_VIEW.entity) query.set('entity', view.entity)
  if (view.sort !== DEFAULT_VIEW.sort) query.set('sort', view.sort)
  if (view.dir !== DEFAULT_VIEW.dir) query.set('dir', view.dir)
  const search = query.toString()
  return search ? `${path}?${search}` : path
}

/** What a column sorts by: a number or a date string, null for unknown (always last). */
const SORT_VALUE: Record<SortKey, (row: StateRow) => number | string | null> = {
  state: (row) => row.name,
  filing: (row) => row.filing.amount,
  firstYear: (row) => row.firstYear.amount,
  yearlyAfter: (row) => row.yearlyAfter.amount,
  due: (row) => row.due.first,
  // The fastest first; among equally fast tiers, the cheaper.
  expedite: (row) =>
    row.expedite ? (row.expedite.hours ?? 1e4) * 1e6 + (row.expedite.fee ?? 0) : null,
}

/** The rows in a column's order; unknown values last in either direction, ties by name. */
export function sortRows(rows: StateRow[], sort: SortKey, dir: SortDir): StateRow[] {
  const value = SORT_VALUE[sort]
  const sign = dir === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)]
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1
    } else if (x !== y) {
      return sign * (typeof x === 'number' ? x - (y as number) : String(x).localeCompare(String(y)))
    }
    return a.name.localeCompare(b.name)
  })
}
