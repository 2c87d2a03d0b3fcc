import type { Payload } from 'payload'

import { BodyTooLarge, readAtMost } from '@/api/bodyLimit'
import { databaseFaultLabel, errorName, isDatabaseUnavailable } from '@/errors/errorDetails'
import { DATABASE_RETRY_AFTER, DATABASE_UNAVAILABLE } from '@/errors/unavailable'
import type * as z from 'zod/mini'

import { type FieldProblem, fieldProblems } from '../schema'
import { SquareNotConfigured } from './square'

export const MAX_BODY_BYTES = 100 * 1024

/** A request the endpoint refuses, with the status and a message naming the problem. */
export class RequestProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems: FieldProblem[] = [],
  ) {
    super(message)
  }
}

type BodySource = { headers: Headers; body?: ReadableStream<Uint8Array> | null }

const tooLarge = (maxBytes: number) =>
  new RequestProblem(413, `Request body is larger than ${Math.round(maxBytes / 1024)} KB`)

/** The request's JSON object, read with a size cap; refuses anything else with a RequestProblem. */
export async function readJsonObject(
  req: BodySource,
  maxBytes = MAX_BODY_BYTES,
): Promise<Record<string, unknown>> {
  const declared = Number(req.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes)
  if (!req.body) throw new RequestProblem(400, 'Request body is empty: expected a JSON object')

  const bytes = await readAtMost(req.body, maxBytes).catch((error: unknown) => {
    throw error instanceof BodyTooLarge ? tooLarge(maxBytes) : error
  })
  if (bytes.byteLength === 0)
    throw new RequestProblem(400, 'Request body is empty: expected a JSON object')
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    throw new RequestProblem(400, 'Request body is not valid JSON')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RequestProblem(400, 'Request body must be a JSON object')
  }
  return value as Record<string, unknown>
}

/**
 * Staff endpoints act on the signed-in staff member's cookie. JSON only: a page elsewhere cannot
 * send JSON across origins without a preflight, which the site never grants, so it cannot act on
 * a staff member's behalf with a plain form.
 */
export function requireJson(req: { headers: Headers }): void {
  const type = req.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type))
    throw new RequestProblem(415, 'Send the request as JSON (Content-Type: application/json).')
}

/** Parses with a zod schema; a 422 lists every field with its problem. */
export function parseWith<T extends z.ZodMiniType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const problems = fieldProblems(result.error)
  throw new RequestProblem(422, problems.map((p) => `${p.path}: ${p.message}`).join('; '), problems)
}

/** `{ data: { success: true, … } }`, the answer the wizard checks. */
/** An answer in words, for a route a browser's form or a plain client calls. */
export const plainText = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  })

/** A browser's form post, which is sent back to the page rather than shown a bare answer. */
export const isBrowserForm = (request: Request) =>
  (request.headers.get('accept') ?? '').includes('text/html')

/** A text field of a posted form; '' when missing or a file. */
export const formField = (form: FormData, name: string): string => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

export const succeed = (data: Record<string, unknown>, status = 200): Response =>
  Response.json({ data: { success: true, ...data } }, { status })

/** `{ data: { success: false, error }, errors: [...] }`: the wizard's shape plus Payload's error list. */
export function fail(
  status: number,
  error: string,
  {
    problems = [],
    extra = {},
    headers,
  }: { problems?: FieldProblem[]; extra?: Record<string, unknown>; headers?: HeadersInit } = {},
): Response {
  const errors = problems.length
    ? problems.map(({ path, message }) => ({ path, message }))
    : [{ message: error }]
  return Response.json({ data: { success: false, error, ...extra }, errors }, { status, headers })
}

/**
 * 202: the request was taken but its outcome is not known yet (a charge being confirmed with
 * Square). `success` stays false until it is; `code` tells clients this from a failure.
 */
export const accepted = (message: string, data: Record<string, unknown>): Response =>
  Response.json({ data: { success: false, message, ...data } }, { status: 202 })

/**
 * The answer when a handler throws: the request's own problem, 503 when the database could not
 * be reached or did not answer in time (nothing was decided: the same request may simply be sent
 * again, and a checkout is never charged twice), or a generic one. The log names
 * the error's class, its database code and where it was thrown, but never its message: driver
 * messages quote the values of a failed query (names, emails, SSNs).
 */
export function answerUnexpected(payload: Payload, endpoint: string, error: unknown): Response {
  if (error instanceof RequestProblem)
    return fail(error.status, error.message, { problems: error.problems })
  if (error instanceof SquareNotConfigured) {
    payload.logger.error(`Order ${endpoint}: ${error.message}`)
    return fail(503, 'Card payments are not available right now. Please try again later.')
  }
  if (isDatabaseUnavailable(error)) {
    payload.logger.warn(
      `Order ${endpoint}: the database is unavailable (${databaseFaultLabel(error)})`,
    )
    return fail(503, DATABASE_UNAVAILABLE, { headers: DATABASE_RETRY_AFTER })
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined
  const code = (error as { code?: unknown })?.code ?? cause?.code
  const causeClass = cause ? ` caused by ${errorName(cause)}` : ''
  const frames =
    error instanceof Error
      ? (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
      : []
  payload.logger.error(
    [
      `Order ${endpoint} failed unexpectedly: ${errorName(error)}${causeClass}${code ? ` (code ${String(code)})` : ''}`,
      ...frames,
    ].join('\n'),
  )
  return fail(500, 'The order could not be processed. Please try again.')
}

/** The order's id from the path; a 404 for anything that is not one. */
export function orderIdFrom(req: { routeParams?: Record<string, unknown> }): number {
  const raw = String(req.routeParams?.id ?? '')
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(id) || id < 1) throw new RequestProblem(404, 'No such order.')
  return id
}
