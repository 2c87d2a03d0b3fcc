import { safeError } from './safeError'

const GUARDED = Symbol.for('formation.safeConsole')

/** Drizzle's message for a failed query ends with the values bound to it. */
const BOUND_VALUES = /^(\s*params:).*$/gm

/** A console argument fit for the log: errors copied safely, bound values cut from text. */
function safeArgument(value: unknown): unknown {
  if (value instanceof Error) return safeError(value)
  if (typeof value === 'string') return value.replace(BOUND_VALUES, '$1 [not logged]')
  return value
}

/**
 * Makes the console's error and warning lines as safe as Payload's logger (src/errors/logger.ts):
 * Next logs a page's render error with `console.error`, and as it stands that line holds the
 * failed query with its values and the minified class names of the production build ("i
 * caused by DatabaseError"). Done once per process, at start (src/instrumentation.ts).
 */
export function keepConsoleSafe(target: Console = console): void {
  const guarded = target as Console & { [GUARDED]?: true }
  if (guarded[GUARDED]) return
  guarded[GUARDED] = true
  for (const level of ['error', 'warn'] as const) {
    const write = target[level].bind(target)
    target[level] = (...args: unknown[]) => write(...args.map(safeArgument))
  }
}
