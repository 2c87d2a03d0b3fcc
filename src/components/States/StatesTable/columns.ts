import type { SortDir, SortKey } from '@/states/sorting'

/** The table's columns in order, each sortable. */
export const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'state', label: 'State' },
  { key: 'filing', label: 'Filing fee' },
  { key: 'firstYear', label: 'First year' },
  { key: 'yearlyAfter', label: 'Each year after' },
  { key: 'due', label: 'Report due' },
  { key: 'expedite', label: 'Fastest state expedite' },
]

/** How each direction reads for a column of names, of money, of dates and of speeds. */
export const DIRECTION_WORDS: Record<SortKey, Record<SortDir, string>> = {
  state: { asc: 'A to Z', desc: 'Z to A' },
  filing: { asc: 'lowest first', desc: 'highest first' },
  firstYear: { asc: 'lowest first', desc: 'highest first' },
  yearlyAfter: { asc: 'lowest first', desc: 'highest first' },
  due: { asc: 'soonest first', desc: 'latest first' },
  expedite: { asc: 'fastest first', desc: 'slowest first' },
}
