/**
 * What an error is, read from its properties rather than its class name: the production build
 * minifies class names (Payload's Forbidden logs as "a"), and the same error reaches us bare, as
 * the cause of a failed query, or wrapped by GraphQL.
 */

type ErrorLike = {
  status?: unknown
  code?: unknown
  cause?: unknown
  originalError?: unknown
  severity?: unknown
  query?: unknown
  params?: unknown
}

const asObject = (value: unknown): ErrorLike | null =>
  value && typeof value === 'object' ? (value as ErrorLike) : null

/** The error and what it wraps: GraphQL's `originalError`, then the `cause` chain. */
function* chain(error: unknown): Generator<ErrorLike> {
  let current = asObject(error)
  for (let depth = 0; current && depth < 5; depth += 1) {
    yield current
    current = asObject(current.originalError) ?? asObject(current.cause)
  }
}

/**
 * The multipart parser's words (and Payload's, for a multipart type without a boundary) for a
 * body that is not the multipart its header announces.
 */
const MALFORMED_MULTIPART =
  /^(Unexpected end of (form|file)|Malformed part header|Multipart: Boundary not found|Malformed urlencoded form|Request is not eligible for file upload)$/

/** The 4xx status an error carries (Payload's APIError and its kin), or null. */
export function clientErrorStatus(error: unknown): number | null {
  for (const link of chain(error)) {
    // Before the status: Payload calls a multipart header without a boundary a 500.
    if (link instanceof Error && MALFORMED_MULTIPART.test(link.message)) return 400
    const { status } = link as ErrorLike
    if (typeof status === 'number') return status >= 400 && status < 500 ? status : null
  }
  return null
}

/**
 * PostgreSQL's SQLSTATE of the query that failed, or null. `severity` tells the driver's error
 * from others that carry a `code` (Node's system errors).
 */
export function databaseErrorCode(error: unknown): string | null {
  for (const link of chain(error)) {
    if (typeof link.code === 'string' && /^[0-9A-Z]{5}$/.test(link.code) && link.severity) {
      return link.code
    }
  }
  return null
}

/** True when the error holds a query or its parameters, whose values must never be logged. */
export function carriesQuery(error: unknown): boolean {
  for (const link of chain(error)) {
    if ('query' in link || 'params' in link || databaseErrorCode(link)) return true
  }
  return false
}

/**
 * PostgreSQL's class 22, "data exception": a value the column's type cannot hold, such as text
 * for an integer id (22P02 invalid_text_representation) or a number past its range (22003
 * numeric_value_out_of_range). The request was wrong, not the server.
 */
export const isDataException = (code: string | null): code is string => !!code?.startsWith('22')

/** Names of the data exceptions a request is likeliest to cause, for messages and logs. */
const DATA_EXCEPTION_NAMES: Record<string, string> = {
  '22P02': 'invalid_text_representation',
  '22003': 'numeric_value_out_of_range',
  '22007': 'invalid_datetime_format',
  '22008': 'datetime_field_overflow',
  '22001': 'string_data_right_truncation',
  '22021': 'character_not_in_repertoire',
}

export const databaseCodeLabel = (code: string): string =>
  DATA_EXCEPTION_NAMES[code] ? `${code} ${DATA_EXCEPTION_NAMES[code]}` : code

/** Node's words for a connection that could not be made or was lost. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'])

/**
 * node-postgres's words for a pool that gave up waiting or a connection that ended, and
 * Payload's when it could not connect at start (it keeps only the message).
 */
const LOST_CONNECTION =
  /timeout exceeded when trying to connect|Connection terminated|connection error|Query read timeout|cannot connect to Postgres/i

/**
 * True when the database could not be reached or did not answer in time, rather than refusing
 * the query: a connection refused or lost, the pool's connection timeout, PostgreSQL's class 08
 * (connection exception), a shutdown (57P01–57P03) or a statement timeout (57014). Such a
 * request may succeed a minute later, so it is answered 503, never blamed on the visitor.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    const code = typeof link.code === 'string' ? link.code : ''
    if (CONNECTION_CODES.has(code)) return true
    if (link.severity && (code.startsWith('08') || /^57(014|P01|P02|P03)$/.test(code))) return true
    if (link instanceof Error && LOST_CONNECTION.test(link.message)) return true
  }
  return false
}

/** Why the database was unavailable, for the log: a code, or node-postgres's words. */
export function databaseFaultLabel(error: unknown): string {
  for (const link of chain(error)) {
    if (typeof link.code === 'string' && (CONNECTION_CODES.has(link.code) || link.severity))
      return link.code
    const words = link instanceof Error ? LOST_CONNECTION.exec(link.message) : null
    if (words) return words[0]
  }
  return 'unknown cause'
}

/** Class names the production build left alone: a minified one is a letter or two. */
const isReadableName = (name: unknown): name is string =>
  typeof name === 'string' && name.length > 3 && name !== 'Error'

/**
 * An error's class as people search for it, read from what it carries: the production build
 * minifies class names (Drizzle's DrizzleQueryError logs as "i", Payload's Forbidden as "a"),
 * and node-postgres names its errors after the protocol message ("error").
 */
export function errorName(error: unknown): string {
  if (!(error instanceof Error)) return typeof error
  const link = error as ErrorLike & { syscall?: unknown; data?: unknown }
  if ('query' in link && 'params' in link) return 'DrizzleQueryError'
  if (typeof link.code === 'string' && link.severity) return 'DatabaseError'
  if (typeof link.syscall === 'string') return 'SystemError'
  if (isReadableName(error.name)) return error.name
  if (isReadableName(error.constructor?.name)) return error.constructor.name
  if (Array.isArray((link.data as { errors?: unknown } | undefined)?.errors))
    return 'ValidationError'
  if (typeof link.status === 'number') return 'APIError'
  return 'Error'
}
