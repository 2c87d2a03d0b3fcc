/** The longest search a visitor may type; longer input is cut, not refused. */
export const MAX_QUERY_LENGTH = 100

/** More words than this narrow nothing further and cost the database a condition each. */
const MAX_WORDS = 8

/**
 * A visitor's search from the address (`?q=`): control characters (a NUL above all, which the
 * database refuses) become spaces, runs of spaces one, and it is cut to MAX_QUERY_LENGTH.
 */
export function searchQuery(raw: string | string[] | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw
  return (value ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim()
}

/**
 * A search as Payload's `like` takes it: every word must appear (it splits on spaces), and `%`,
 * `_` and `\` are the characters themselves, not the database's wildcards.
 */
export const likeWords = (query: string): string =>
  query
    .split(' ')
    .filter(Boolean)
    .slice(0, MAX_WORDS)
    .map((word) => word.replace(/[\\%_]/g, '\\$&'))
    .join(' ')

/** The results page asked for (`?page=`): 1 unless it is a whole number from 1 to `last`. */
export function resultPageParam(raw: string | string[] | undefined, last: number): number {
  const requested = Number(Array.isArray(raw) ? raw[0] : (raw ?? 1))
  return Number.isInteger(requested) && requested >= 1 && requested <= last ? requested : 1
}
