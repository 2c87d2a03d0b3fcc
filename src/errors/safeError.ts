import {
  carriesQuery,
  databaseCodeLabel,
  databaseErrorCode,
  databaseFaultLabel,
  errorName,
  isDatabaseUnavailable,
  isDataException,
} from './errorDetails'
import { isStorageFault, storageFaultLabel } from './storageFaults'

/**
 * An error's message fit for a log. A failed query's message quotes its SQL and the values bound
 * to it (a password hash, an SSN), and PostgreSQL's own messages quote the offending value: only
 * the SQLSTATE (or why the database was unreachable) is kept. Node's message for a file it
 * could not write names the file, which is the visitor's: only the folder is kept.
 */
export function safeMessage(error: Error): string {
  if (isStorageFault(error)) return `storage refused a write (${storageFaultLabel(error)})`
  if (!carriesQuery(error)) return error.message
  const code = databaseErrorCode(error)
  if (isDataException(code)) {
    return `a value in the request does not fit its field (${databaseCodeLabel(code)})`
  }
  const why = code
    ? databaseCodeLabel(code)
    : isDatabaseUnavailable(error) && databaseFaultLabel(error)
  return `database query failed${why ? ` (${why})` : ''}`
}

/** Where the error was thrown: its stack without the first line, which repeats the message. */
export const stackFrames = (error: Error): string[] =>
  (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))

/** What an error carries that helps and is never the request's data. */
const KEPT = ['digest', 'table', 'column', 'constraint'] as const

/**
 * A copy of `error` for logs written outside Payload's logger (Next's own, through the
 * console): its real class name, a safe message, the stack frames, the safe parts of what it
 * carries and its causes, copied the same way. Never the query, its values or the file's name.
 */
export function safeError(error: Error, depth = 0): Error {
  const copy = new Error(safeMessage(error))
  copy.name = errorName(error)
  copy.stack = [`${copy.name}: ${copy.message}`, ...stackFrames(error)].join('\n')
  const fields = error as unknown as Record<string, unknown>
  const code = databaseErrorCode(error) ?? (typeof fields.code === 'string' ? fields.code : null)
  if (code) Object.assign(copy, { code })
  for (const name of KEPT)
    if (typeof fields[name] === 'string') Object.assign(copy, { [name]: fields[name] })
  const cause = (error as { originalError?: unknown }).originalError ?? error.cause
  if (cause instanceof Error && depth < 3) copy.cause = safeError(cause, depth + 1)
  return copy
}
