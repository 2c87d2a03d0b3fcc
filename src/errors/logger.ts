import { type Config, defaultLoggerOptions } from 'payload'

import { clientErrorStatus, databaseErrorCode, errorName, isDataException } from './errorDetails'
import { noteFault, serverFault } from './requestFaults'
import { safeMessage, stackFrames } from './safeError'

type LoggerSetting = Extract<NonNullable<Config['logger']>, { options: unknown }>
type LoggerOptions = LoggerSetting['options']
type LogArguments = [unknown, ...unknown[]]

const WARN = 40

const SCHEMA_NAMES = ['table', 'column', 'constraint'] as const

/** The error for the log: its class, a safe message, the stack frames without the message. */
function serializeError(value: unknown, depth = 0): Record<string, unknown> {
  if (!(value instanceof Error)) {
    return { message: typeof value === 'string' ? value : 'non-error value thrown' }
  }
  const message = safeMessage(value)
  const type = errorName(value)
  const serialized: Record<string, unknown> = {
    type,
    message,
    stack: [`${type}: ${message}`, ...stackFrames(value)].join('\n'),
  }
  const code = databaseErrorCode(value)
  if (code) serialized.code = code
  for (const name of SCHEMA_NAMES) {
    const field = (value as unknown as Record<string, unknown>)[name]
    if (typeof field === 'string') serialized[name] = field
  }
  const cause = (value as { originalError?: unknown }).originalError ?? value.cause
  if (cause instanceof Error && depth < 3) serialized.cause = serializeError(cause, depth + 1)
  return serialized
}

type ErrorCall = { error: Error; fields: Record<string, unknown>; msg?: unknown }

/** The error a log call is about, given alone or as `{ err }`, and the rest of the call. */
function errorCall([first, second]: LogArguments): ErrorCall | null {
  if (first instanceof Error) return { error: first, fields: {}, msg: second }
  if (first && typeof first === 'object' && 'err' in first && first.err instanceof Error) {
    const { err, msg, ...fields } = first as { err: Error; msg?: unknown }
    return { error: err, fields, msg: second ?? msg }
  }
  return null
}

/** The one line of a refused request, or null when the error is the server's. */
function refusal(error: Error): string | null {
  const status = clientErrorStatus(error)
  if (status) return `${status} ${error.message}`
  if (isDataException(databaseErrorCode(error))) return `Refused a request: ${safeMessage(error)}`
  return null
}

/**
 * Payload's logger, as readable as the people on call need it: a refused request (401, 403,
 * 404, a bad value, a body too large) is one info line without a stack; anything else is
 * logged once at its level with the stack. Never a query, its values or the offending value.
 */
export const payloadLoggerOptions: LoggerOptions = {
  serializers: { err: serializeError },
  hooks: {
    logMethod(args, method, level) {
      const call = errorCall(args as LogArguments)
      if (!call) return method.apply(this, args)
      // Payload logs a file it could not write, then throws an error that has lost why: the
      // request's answer needs to know (requestFaults.ts).
      noteFault(call.error)
      const refused = level >= WARN ? refusal(call.error) : null
      // A refusal only because storage failed first is answered 503 with its ALERT line.
      if (refused && serverFault()?.kind === 'storage') return
      if (refused) return this.info(refused)
      const msg = typeof call.msg === 'string' ? call.msg : safeMessage(call.error)
      return method.apply(this, [{ ...call.fields, err: call.error }, msg])
    },
  },
}

/** Payload's `logger` setting: these options, printed by Payload's own pretty printer. */
export const payloadLogger: LoggerSetting = {
  options: payloadLoggerOptions,
  destination: defaultLoggerOptions,
}
