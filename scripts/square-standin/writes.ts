/**
 * Writes as Square handles them: authorized, JSON, the next fault applied, validated, then
 * performed once per idempotency key.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import {
  type Answer,
  fingerprint,
  type Json,
  readBody,
  send,
  serverError,
  squareError,
  UNAUTHORIZED,
} from './answers'
import type { StandinState } from './state'

/** A bearer token, and the configured one when the stand-in was given one. */
export function authorized(state: StandinState, req: IncomingMessage): boolean {
  const auth = req.headers.authorization ?? ''
  const token = auth.startsWith('Bearer ') ? auth.slice(7).trim() : ''
  return Boolean(token) && (!state.accessToken || token === state.accessToken)
}

/**
 * A write as Square handles one: authorized, JSON, the next fault applied, validated, then
 * performed once per idempotency key (the same body again gets the first answer, another body
 * IDEMPOTENCY_KEY_REUSED). A key Square has forgotten gets `forgotten`, or is performed anew.
 */
export async function idempotentWrite(
  state: StandinState,
  req: IncomingMessage,
  res: ServerResponse,
  write: {
    count: () => void
    validate: (body: Json) => Answer | undefined
    /** Square scopes keys to the endpoint: a refund key never answers for a payment. */
    scope: string
    perform: (body: Json, idempotencyKey: string) => Answer
    forgotten?: Answer
    /** false: the queued faults are not for this endpoint (they stay for the next payment). */
    faults?: boolean
  },
) {
  if (!authorized(state, req)) return send(res, UNAUTHORIZED)
  let body: Json
  try {
    body = JSON.parse(await readBody(req)) as Json
  } catch {
    return send(
      res,
      squareError(
        400,
        'INVALID_REQUEST_ERROR',
        'INVALID_CONTENT_TYPE',
        'The request body is not JSON.',
      ),
    )
  }

  write.count()
  const fault = write.faults === false ? undefined : state.faults.shift()
  if (fault?.mode === 'error' && !fault.afterCharge) {
    return send(res, serverError(fault.status))
  }
  if (fault?.mode === 'hang') return // no answer: the client's timeout ends it

  const invalid =
    write.validate(body) ??
    (String(body.idempotency_key).length > 45
      ? squareError(
          400,
          'INVALID_REQUEST_ERROR',
          'VALUE_TOO_LONG',
          'Must be at most 45 characters.',
          'idempotency_key',
        )
      : undefined)
  if (invalid) return send(res, invalid)

  const idempotencyKey = String(body.idempotency_key)
  const key = `${write.scope}:${idempotencyKey}`
  const print = fingerprint(body)
  const seen = state.byKey.get(key)
  let answer: Answer
  if (state.forgotten.has(key) && write.forgotten) {
    answer = write.forgotten
  } else if (!seen) {
    answer = write.perform(body, idempotencyKey)
    state.byKey.set(key, { fingerprint: print, answer })
  } else if (seen.fingerprint === print) {
    answer = seen.answer
  } else {
    answer = squareError(
      400,
      'INVALID_REQUEST_ERROR',
      'IDEMPOTENCY_KEY_REUSED',
      'The idempotency key can only be retried with the same request data.',
      'idempotency_key',
    )
  }
  if (fault?.mode === 'delay') await new Promise((resolve) => setTimeout(resolve, fault.ms))
  if (fault?.mode === 'error') return send(res, serverError(fault.status))
  // The request arrived and was carried out; the answer is lost with the connection.
  if (fault?.mode === 'drop') return void req.socket.destroy()
  send(res, answer)
}
