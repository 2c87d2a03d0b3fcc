/** Square's JSON answers, and the small HTTP helpers every endpoint of the stand-in shares. */
import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

export type Json = Record<string, unknown>
export type Answer = { status: number; body: Json }

export const squareError = (
  status: number,
  category: string,
  code: string,
  detail: string,
  field?: string,
): Answer => ({
  status,
  body: { errors: [{ category, code, detail, ...(field ? { field } : {}) }] },
})

/** Square's answer when it fails on its side (a fault the tests inject). */
export const serverError = (status: number) =>
  squareError(status, 'API_ERROR', 'INTERNAL_SERVER_ERROR', 'An internal error has occurred.')

export const UNAUTHORIZED = squareError(
  401,
  'AUTHENTICATION_ERROR',
  'UNAUTHORIZED',
  'This request could not be authorized.',
)

export const newId = () => randomBytes(16).toString('base64url').replace(/[-_]/g, 'X').slice(0, 22)

/** Key order must not matter when comparing two requests for the same idempotency key. */
export function fingerprint(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v as Json)
              .sort()
              .map((k) => [k, canonical((v as Json)[k])]),
          )
        : v
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex')
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export function send(res: ServerResponse, { status, body }: Answer) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

export const CARD_TOKEN_USED = squareError(
  400,
  'INVALID_REQUEST_ERROR',
  'CARD_TOKEN_USED',
  'Card token already used.',
  'source_id',
)
