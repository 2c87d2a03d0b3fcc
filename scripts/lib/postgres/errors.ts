/**
 * A reason the embedded database cannot start that the person starting the site can fix. Its
 * message says how, so the launcher prints it alone, without a stack trace.
 */
export class DatabaseSetupError extends Error {}

/** The first line of an error's message, for one-line explanations. */
export function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.trim().split('\n')[0] ?? ''
}
