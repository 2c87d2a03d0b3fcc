/**
 * A local stand-in for Square's Payments API, for tests and for local runs without Square
 * credentials. It speaks `POST /v2/payments` in Square's JSON and honours the sandbox test tokens
 * and Square's idempotency rules; nothing leaves the machine.
 *
 *   tsx scripts/square-standin.ts [--port 4010]
 *
 * Card tokens (as in Square's sandbox):
 *   cnon:card-nonce-ok                    charged (COMPLETED)
 *   cnon:card-nonce-declined              402 CARD_DECLINED
 *   cnon:card-nonce-rejected-cvv          402 CVV_FAILURE
 *   cnon:card-nonce-rejected-postalcode   402 ADDRESS_VERIFICATION_FAILURE
 *   cnon:card-nonce-rejected-expiration   402 INVALID_EXPIRATION
 *   cnon:card-nonce-already-used          400 CARD_TOKEN_USED
 *   anything else                         404 NOT_FOUND (unknown token)
 * Each also with a suffix (`cnon:card-nonce-ok-2`, `cnon:card-nonce-declined-7`): a fresh token for
 * the same test card, as the card form gives every time a visitor enters a card again.
 *
 * Browser script: GET /v1/square.js serves scripts/square-web-payments-stub.js, a stub of Square's
 * Web Payments script (window.Square) whose card form turns Square's test cards into the tokens
 * above; NEXT_PUBLIC_SQUARE_SCRIPT_URL points the app's card form at it (see standinEnv).
 *
 * Idempotency: the same idempotency_key with the same body answers the first answer again and
 * charges nothing more; the same key with a different body answers 400 IDEMPOTENCY_KEY_REUSED.
 *
 * GET /v2/payments lists the completed payments (begin_time, location_id, limit, cursor), as
 * Square's ListPayments does; the server looks a payment up there when a replay is refused.
 *
 * POST /v2/refunds refunds (part of) a completed payment as Square's RefundPayment does: PENDING
 * refunds, at most what is left of the payment (400 REFUND_AMOUNT_INVALID beyond it), 404 for an
 * unknown payment, and the same idempotency rules as payments. GET /v2/payments/{id} answers the
 * payment with its `refund_ids` and `refunded_money`, GET /v2/refunds/{id} one refund.
 *
 * Controls (not part of Square's API):
 *   GET    /__standin/charges   { count, requests, payments, refunds, refundRequests }: the
 *                               payments charged and refunds made so far, and how many requests
 *                               of each arrived (replays included)
 *   POST   /__standin/faults    { mode: 'error', status?: 500, afterCharge?: true } | { mode: 'hang' } |
 *                               { mode: 'delay', ms } | { mode: 'drop' }, plus times?: n (default 1):
 *                               the next n payment or refund requests fail that way ('delay' charges,
 *                               then answers late; 'error' with afterCharge charges, then answers the
 *                               error; 'drop' charges, then closes the connection without an answer)
 *   DELETE /__standin/faults    clears pending faults
 *   POST   /__standin/forget-keys  forgets every idempotency key so far, as Square does after a
 *                               while: a replay then answers 400 CARD_TOKEN_USED (its token is spent)
 *   POST   /__standin/reset     forgets payments, idempotency keys and faults
 */
import { createHash, randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath, pathToFileURL } from 'node:url'

export const STANDIN_ACCESS_TOKEN = 'standin-access-token'
export const STANDIN_LOCATION_ID = 'STANDIN-LOCATION'
/** A sandbox-shaped application id: Square's script (and its stub) refuse other shapes. */
export const STANDIN_APPLICATION_ID = 'sandbox-sq0idb-local-standin'
/** The stub of Square's Web Payments script, served as GET /v1/square.js. */
export const BROWSER_STUB_PATH = fileURLToPath(
  new URL('./square-web-payments-stub.js', import.meta.url),
)

type Json = Record<string, unknown>
type Answer = { status: number; body: Json }
type Fault =
  | { mode: 'error'; status: number; afterCharge: boolean }
  | { mode: 'hang' }
  | { mode: 'delay'; ms: number }
  | { mode: 'drop' }

export type StandinPayment = {
  id: string
  status: 'COMPLETED'
  amount_money: { amount: number; currency: string }
  idempotency_key: string
  reference_id?: string
  location_id?: string
  receipt_url?: string
  created_at: string
}

export type StandinRefund = {
  id: string
  status: 'PENDING'
  amount_money: { amount: number; currency: string }
  payment_id: string
  idempotency_key: string
  reason?: string
  created_at: string
}

export type SquareStandin = {
  url: string
  port: number
  /** Payments charged so far (replays of an idempotency key are not new charges). */
  payments: StandinPayment[]
  /** Refunds made so far (replays of an idempotency key are not new refunds). */
  refunds: StandinRefund[]
  /** Payment requests received, replays and refusals included. */
  requests(): number
  stop(): Promise<void>
}

const DECLINES: Record<string, { status: number; category: string; code: string; detail: string }> =
  {
    'cnon:card-nonce-declined': {
      status: 402,
      category: 'PAYMENT_METHOD_ERROR',
      code: 'CARD_DECLINED',
      detail: 'Card declined.',
    },
    'cnon:card-nonce-rejected-cvv': {
      status: 402,
      category: 'PAYMENT_METHOD_ERROR',
      code: 'CVV_FAILURE',
      detail: 'Card verification code check failed.',
    },
    'cnon:card-nonce-rejected-postalcode': {
      status: 402,
      category: 'PAYMENT_METHOD_ERROR',
      code: 'ADDRESS_VERIFICATION_FAILURE',
      detail: 'Card postal code check failed.',
    },
    'cnon:card-nonce-rejected-expiration': {
      status: 402,
      category: 'PAYMENT_METHOD_ERROR',
      code: 'INVALID_EXPIRATION',
      detail: 'Card expiration date is not valid.',
    },
    'cnon:card-nonce-already-used': {
      status: 400,
      category: 'INVALID_REQUEST_ERROR',
      code: 'CARD_TOKEN_USED',
      detail: 'Card token already used.',
    },
  }

/** The test card a token stands for: the token itself, or a known one plus a `-suffix`. */
const testCard = (token: string) =>
  [...Object.keys(DECLINES), 'cnon:card-nonce-ok'].find(
    (known) => token === known || token.startsWith(`${known}-`),
  )

const squareError = (
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
const serverError = (status: number) =>
  squareError(status, 'API_ERROR', 'INTERNAL_SERVER_ERROR', 'An internal error has occurred.')

const UNAUTHORIZED = squareError(
  401,
  'AUTHENTICATION_ERROR',
  'UNAUTHORIZED',
  'This request could not be authorized.',
)

const newId = () => randomBytes(16).toString('base64url').replace(/[-_]/g, 'X').slice(0, 22)

/** Key order must not matter when comparing two requests for the same idempotency key. */
function fingerprint(value: unknown): string {
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

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function send(res: ServerResponse, { status, body }: Answer) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

/** The browser stub, read on every request so edits show up without a restart. */
async function sendBrowserScript(req: IncomingMessage, res: ServerResponse) {
  const script = await readFile(BROWSER_STUB_PATH)
  res.writeHead(200, {
    'content-type': 'application/javascript; charset=utf-8',
    'content-length': script.length,
    'access-control-allow-origin': '*',
    'cache-control': 'no-store',
  })
  res.end(req.method === 'HEAD' ? undefined : script)
}

export async function startSquareStandin({
  port = 0,
  host = '127.0.0.1',
  accessToken,
  locationId,
}: {
  port?: number
  host?: string
  /** When set, only this bearer token is accepted; otherwise any non-empty one. */
  accessToken?: string
  /** When set, payments for other locations answer 404 like Square. */
  locationId?: string
} = {}): Promise<SquareStandin> {
  const payments: StandinPayment[] = []
  const refunds: StandinRefund[] = []
  let refundRequests = 0
  const byKey = new Map<string, { fingerprint: string; answer: Answer }>()
  // Keys Square no longer remembers: their single-use card tokens are spent.
  const forgotten = new Set<string>()
  let faults: Fault[] = []
  let requests = 0
  let baseUrl = ''

  function charge(body: Json, idempotencyKey: string): Answer {
    const source = String(body.source_id)
    const money = body.amount_money as { amount: number; currency: string }
    const now = new Date().toISOString()
    const id = newId()
    const card = {
      card_brand: 'VISA',
      last_4: '1111',
      exp_month: 12,
      exp_year: 2030,
      card_type: 'CREDIT',
    }
    const base = {
      id,
      created_at: now,
      updated_at: now,
      amount_money: money,
      total_money: money,
      source_type: 'CARD',
      location_id: body.location_id,
      reference_id: body.reference_id,
      note: body.note,
    }
    const testToken = testCard(source)
    const decline = testToken ? DECLINES[testToken] : undefined
    if (decline) {
      if (decline.status !== 402)
        return squareError(
          decline.status,
          decline.category,
          decline.code,
          decline.detail,
          'source_id',
        )
      return {
        status: 402,
        body: {
          errors: [{ category: decline.category, code: decline.code, detail: decline.detail }],
          payment: {
            ...base,
            status: 'FAILED',
            card_details: { status: 'FAILED', card, entry_method: 'KEYED' },
          },
        },
      }
    }
    if (testToken !== 'cnon:card-nonce-ok') {
      return squareError(
        404,
        'INVALID_REQUEST_ERROR',
        'NOT_FOUND',
        'Card nonce not found in this sandbox application.',
        'source_id',
      )
    }
    const payment: StandinPayment = {
      id,
      status: 'COMPLETED',
      amount_money: money,
      idempotency_key: idempotencyKey,
      reference_id: body.reference_id as string | undefined,
      location_id: body.location_id as string | undefined,
      receipt_url: `${baseUrl}/receipt/${id}`,
      created_at: now,
    }
    payments.push(payment)
    return {
      status: 200,
      body: {
        payment: {
          ...base,
          status: 'COMPLETED',
          approved_money: money,
          card_details: {
            status: 'CAPTURED',
            card,
            entry_method: 'KEYED',
            cvv_status: 'CVV_ACCEPTED',
            avs_status: 'AVS_ACCEPTED',
          },
          receipt_number: id.slice(0, 4),
          receipt_url: `${baseUrl}/receipt/${id}`,
          version_token: newId(),
        },
      },
    }
  }

  function validate(body: Json): Answer | undefined {
    for (const field of ['idempotency_key', 'source_id', 'amount_money']) {
      if (body[field] === undefined || body[field] === '') {
        return squareError(
          400,
          'INVALID_REQUEST_ERROR',
          'MISSING_REQUIRED_PARAMETER',
          `Field must be set`,
          field,
        )
      }
    }
    const money = body.amount_money as { amount?: unknown; currency?: unknown }
    if (!Number.isInteger(money?.amount) || (money.amount as number) < 1) {
      return squareError(
        400,
        'INVALID_REQUEST_ERROR',
        'INVALID_VALUE',
        'Amount must be a positive integer.',
        'amount_money.amount',
      )
    }
    if (typeof money.currency !== 'string') {
      return squareError(
        400,
        'INVALID_REQUEST_ERROR',
        'MISSING_REQUIRED_PARAMETER',
        'Field must be set',
        'amount_money.currency',
      )
    }
    if (locationId && body.location_id !== undefined && body.location_id !== locationId) {
      return squareError(
        404,
        'INVALID_REQUEST_ERROR',
        'NOT_FOUND',
        `Location \`${String(body.location_id)}\` not found.`,
      )
    }
    return undefined
  }

  /** A bearer token, and the configured one when the stand-in was given one. */
  function authorized(req: IncomingMessage): boolean {
    const auth = req.headers.authorization ?? ''
    const token = auth.startsWith('Bearer ') ? auth.slice(7).trim() : ''
    return Boolean(token) && (!accessToken || token === accessToken)
  }

  const CARD_TOKEN_USED = squareError(
    400,
    'INVALID_REQUEST_ERROR',
    'CARD_TOKEN_USED',
    'Card token already used.',
    'source_id',
  )

  /**
   * A write as Square handles one: authorized, JSON, the next fault applied, validated, then
   * performed once per idempotency key (the same body again gets the first answer, another body
   * IDEMPOTENCY_KEY_REUSED). A key Square has forgotten gets `forgotten`, or is performed anew.
   */
  async function idempotentWrite(
    req: IncomingMessage,
    res: ServerResponse,
    write: {
      count: () => void
      validate: (body: Json) => Answer | undefined
      /** Square scopes keys to the endpoint: a refund key never answers for a payment. */
      scope: string
      perform: (body: Json, idempotencyKey: string) => Answer
      forgotten?: Answer
    },
  ) {
    if (!authorized(req)) return send(res, UNAUTHORIZED)
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
    const fault = faults.shift()
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
    const seen = byKey.get(key)
    let answer: Answer
    if (forgotten.has(key) && write.forgotten) {
      answer = write.forgotten
    } else if (!seen) {
      answer = write.perform(body, idempotencyKey)
      byKey.set(key, { fingerprint: print, answer })
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

  /** POST /v2/payments; a replay whose key Square forgot finds its single-use card token spent. */
  const createPayment = (req: IncomingMessage, res: ServerResponse) =>
    idempotentWrite(req, res, {
      count: () => (requests += 1),
      validate,
      scope: 'payment',
      perform: charge,
      forgotten: CARD_TOKEN_USED,
    })

  /** POST /v2/refunds. */
  const createRefund = (req: IncomingMessage, res: ServerResponse) =>
    idempotentWrite(req, res, {
      count: () => (refundRequests += 1),
      validate: invalidRefund,
      scope: 'refund',
      perform: refund,
    })

  /** What a refund request lacks or gets wrong, as Square words it; undefined when it is well formed. */
  function invalidRefund(body: Json): Answer | undefined {
    for (const field of ['idempotency_key', 'payment_id', 'amount_money']) {
      if (body[field] === undefined || body[field] === '')
        return squareError(
          400,
          'INVALID_REQUEST_ERROR',
          'MISSING_REQUIRED_PARAMETER',
          'Field must be set',
          field,
        )
    }
    const money = body.amount_money as { amount?: unknown; currency?: unknown }
    if (!Number.isInteger(money?.amount) || (money.amount as number) < 1)
      return squareError(
        400,
        'INVALID_REQUEST_ERROR',
        'INVALID_VALUE',
        'Amount must be a positive integer.',
        'amount_money.amount',
      )
    return undefined
  }

  function refund(body: Json, idempotencyKey: string): Answer {
    const payment = payments.find((p) => p.id === body.payment_id)
    if (!payment)
      return squareError(
        404,
        'INVALID_REQUEST_ERROR',
        'NOT_FOUND',
        `Payment \`${String(body.payment_id)}\` not found.`,
        'payment_id',
      )
    const money = body.amount_money as { amount: number; currency: string }
    if (money.currency !== payment.amount_money.currency)
      return squareError(
        400,
        'INVALID_REQUEST_ERROR',
        'INVALID_VALUE',
        'The refund currency must match the payment currency.',
        'amount_money.currency',
      )
    const refunded = refunds
      .filter((r) => r.payment_id === payment.id)
      .reduce((sum, r) => sum + r.amount_money.amount, 0)
    if (refunded + money.amount > payment.amount_money.amount)
      return squareError(
        400,
        'INVALID_REQUEST_ERROR',
        'REFUND_AMOUNT_INVALID',
        'The requested refund amount exceeds the amount available to refund.',
        'amount_money.amount',
      )
    const now = new Date().toISOString()
    const made: StandinRefund = {
      id: `${payment.id}_${newId()}`,
      status: 'PENDING',
      amount_money: money,
      payment_id: payment.id,
      idempotency_key: idempotencyKey,
      reason: body.reason as string | undefined,
      created_at: now,
    }
    refunds.push(made)
    return {
      status: 200,
      body: {
        refund: {
          id: made.id,
          status: made.status,
          amount_money: money,
          payment_id: payment.id,
          location_id: payment.location_id,
          reason: made.reason,
          created_at: now,
          updated_at: now,
        },
      },
    }
  }

  /** GET /v2/payments/{id} and GET /v2/refunds/{id}; faults apply as to any read. */
  function getOne(
    req: IncomingMessage,
    res: ServerResponse,
    kind: 'payment' | 'refund',
    id: string,
  ) {
    if (!authorized(req)) return send(res, UNAUTHORIZED)
    const fault = faults.shift()
    if (fault?.mode === 'error') return send(res, serverError(fault.status))
    if (fault?.mode === 'hang') return
    const notFound = () =>
      send(res, squareError(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', `No ${kind} ${id}.`))
    if (kind === 'refund') {
      const refund = refunds.find((r) => r.id === id)
      return refund ? send(res, { status: 200, body: { refund } }) : notFound()
    }
    const payment = payments.find((p) => p.id === id)
    if (!payment) return notFound()
    const own = refunds.filter((r) => r.payment_id === id)
    send(res, {
      status: 200,
      body: {
        payment: {
          ...payment,
          refund_ids: own.map((r) => r.id),
          refunded_money: {
            amount: own.reduce((sum, r) => sum + r.amount_money.amount, 0),
            currency: payment.amount_money.currency,
          },
        },
      },
    })
  }

  /** GET /v2/payments: the location's completed payments since begin_time, oldest first, paged. */
  function listPayments(req: IncomingMessage, res: ServerResponse, query: URLSearchParams) {
    if (!authorized(req)) return send(res, UNAUTHORIZED)
    const fault = faults.shift()
    if (fault?.mode === 'error') return send(res, serverError(fault.status))
    if (fault?.mode === 'hang') return
    const since = query.get('begin_time') ?? ''
    const location = query.get('location_id')
    const limit = Math.min(Number(query.get('limit') ?? 100) || 100, 100)
    const offset = Number(query.get('cursor') ?? 0) || 0
    const matching = payments.filter(
      (p) => p.created_at >= since && (!location || p.location_id === location),
    )
    const page = matching.slice(offset, offset + limit)
    const next = offset + limit < matching.length ? { cursor: String(offset + limit) } : {}
    send(res, { status: 200, body: { payments: page, ...next } })
  }

  async function control(req: IncomingMessage, res: ServerResponse, path: string) {
    if (path === '/__standin/charges' && req.method === 'GET') {
      return send(res, {
        status: 200,
        body: { count: payments.length, requests, payments, refunds, refundRequests },
      })
    }
    if (path === '/__standin/faults' && req.method === 'POST') {
      const { times = 1, ...fault } = JSON.parse((await readBody(req)) || '{}') as Json & {
        times?: number
      }
      const parsed: Fault | undefined =
        fault.mode === 'error'
          ? {
              mode: 'error',
              status: Number(fault.status ?? 500),
              afterCharge: fault.afterCharge === true,
            }
          : fault.mode === 'hang'
            ? { mode: 'hang' }
            : fault.mode === 'delay'
              ? { mode: 'delay', ms: Number(fault.ms ?? 1000) }
              : fault.mode === 'drop'
                ? { mode: 'drop' }
                : undefined
      if (!parsed)
        return send(res, {
          status: 400,
          body: { error: 'mode must be error, hang, delay or drop' },
        })
      for (let i = 0; i < times; i++) faults.push(parsed)
      return send(res, { status: 200, body: { pending: faults.length } })
    }
    if (path === '/__standin/faults' && req.method === 'DELETE') {
      faults = []
      return send(res, { status: 200, body: { pending: 0 } })
    }
    if (path === '/__standin/forget-keys' && req.method === 'POST') {
      for (const key of byKey.keys()) forgotten.add(key)
      byKey.clear()
      return send(res, { status: 200, body: { forgotten: forgotten.size } })
    }
    if (path === '/__standin/reset' && req.method === 'POST') {
      forgotten.clear()
      payments.length = 0
      refunds.length = 0
      refundRequests = 0
      byKey.clear()
      faults = []
      requests = 0
      return send(res, { status: 200, body: { reset: true } })
    }
    send(res, { status: 404, body: { error: 'unknown control' } })
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin')
    const path = url.pathname
    const handle =
      path === '/v2/payments' && req.method === 'POST'
        ? createPayment(req, res)
        : path === '/v2/refunds' && req.method === 'POST'
          ? createRefund(req, res)
          : /^\/v2\/(payments|refunds)\/[^/]+$/.test(path) && req.method === 'GET'
            ? Promise.resolve(
                getOne(
                  req,
                  res,
                  path.startsWith('/v2/payments/') ? 'payment' : 'refund',
                  decodeURIComponent(path.split('/')[3]!),
                ),
              )
            : path === '/v2/payments' && req.method === 'GET'
              ? Promise.resolve(listPayments(req, res, url.searchParams))
              : path === '/v1/square.js' && (req.method === 'GET' || req.method === 'HEAD')
                ? sendBrowserScript(req, res)
                : path.startsWith('/__standin/')
                  ? control(req, res, path)
                  : Promise.resolve(
                      send(
                        res,
                        squareError(
                          404,
                          'INVALID_REQUEST_ERROR',
                          'NOT_FOUND',
                          'Not served by the stand-in.',
                        ),
                      ),
                    )
    handle.catch((error: unknown) => {
      if (!res.headersSent)
        send(res, squareError(500, 'API_ERROR', 'INTERNAL_SERVER_ERROR', String(error)))
    })
  })
  server.keepAliveTimeout = 65_000

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const actualPort = (server.address() as AddressInfo).port
  baseUrl = `http://${host}:${actualPort}`

  return {
    url: baseUrl,
    port: actualPort,
    payments,
    refunds,
    requests: () => requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * The environment that points the app at a running stand-in: the server's Square client, and the
 * application and location ids of the browser's card form. With `browserScript`, the card form
 * also loads the stand-in's stub of Square's script (NEXT_PUBLIC_SQUARE_SCRIPT_URL); without it,
 * the form loads Square's sandbox script (which the end-to-end tests route to the stub).
 */
export function standinEnv(
  standin: Pick<SquareStandin, 'url'>,
  { browserScript = false }: { browserScript?: boolean } = {},
): Record<string, string> {
  return {
    SQUARE_ACCESS_TOKEN: STANDIN_ACCESS_TOKEN,
    SQUARE_ENVIRONMENT: 'sandbox',
    SQUARE_BASE_URL: standin.url,
    SQUARE_LOCATION_ID: STANDIN_LOCATION_ID,
    NEXT_PUBLIC_SQUARE_APPLICATION_ID: STANDIN_APPLICATION_ID,
    NEXT_PUBLIC_SQUARE_LOCATION_ID: STANDIN_LOCATION_ID,
    ...(browserScript ? { NEXT_PUBLIC_SQUARE_SCRIPT_URL: `${standin.url}/v1/square.js` } : {}),
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const portArg = process.argv.indexOf('--port')
  const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 4010
  const standin = await startSquareStandin({ port })
  console.log(`Square stand-in on ${standin.url}`)
  for (const [name, value] of Object.entries(standinEnv(standin, { browserScript: true })))
    console.log(`  ${name}=${value}`)
  const stop = () => void standin.stop().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
