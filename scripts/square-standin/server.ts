/** The stand-in's HTTP server: one state, Square's routes, the browser script and the controls. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { CARD_TOKEN_USED, send, squareError, UNAUTHORIZED } from './answers'
import { sendBrowserScript } from './browserScript'
import { createCard, createCustomer, disableCard, invalidCard, invalidCustomer } from './cards'
import { control } from './controls'
import { charge, invalidPayment } from './payments'
import { getOne, listPayments } from './reads'
import { invalidRefund, refund } from './refunds'
import { newState, type StandinPayment, type StandinRefund } from './state'
import { authorized, idempotentWrite } from './writes'

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
  const state = newState({ accessToken, locationId })

  /** POST /v2/payments; a replay whose key Square forgot finds its single-use card token spent. */
  const createPayment = (req: IncomingMessage, res: ServerResponse) =>
    idempotentWrite(state, req, res, {
      count: () => (state.requests += 1),
      validate: (body) => invalidPayment(state, body),
      scope: 'payment',
      perform: (body, idempotencyKey) => charge(state, body, idempotencyKey),
      forgotten: CARD_TOKEN_USED,
    })

  /** POST /v2/refunds. */
  const createRefund = (req: IncomingMessage, res: ServerResponse) =>
    idempotentWrite(state, req, res, {
      count: () => (state.refundRequests += 1),
      validate: (body) => invalidRefund(state, body),
      scope: 'refund',
      perform: (body, idempotencyKey) => refund(state, body, idempotencyKey),
    })

  /** POST /v2/customers and POST /v2/cards: never faulted, so a fault queued is a payment's. */
  const createOnFile = (req: IncomingMessage, res: ServerResponse, what: 'customer' | 'card') =>
    idempotentWrite(state, req, res, {
      count: () => undefined,
      faults: false,
      validate: (body) => (what === 'card' ? invalidCard(state, body) : invalidCustomer(body)),
      scope: what,
      perform: (body) => (what === 'card' ? createCard(state, body) : createCustomer(state, body)),
    })

  const disable = (req: IncomingMessage, res: ServerResponse, cardId: string) =>
    Promise.resolve(send(res, authorized(state, req) ? disableCard(state, cardId) : UNAUTHORIZED))

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin')
    const path = url.pathname
    const disabling = /^\/v2\/cards\/([^/]+)\/disable$/.exec(path)
    const handle =
      path === '/v2/customers' && req.method === 'POST'
        ? createOnFile(req, res, 'customer')
        : path === '/v2/cards' && req.method === 'POST'
          ? createOnFile(req, res, 'card')
          : disabling && req.method === 'POST'
            ? disable(req, res, decodeURIComponent(disabling[1]!))
            : path === '/v2/payments' && req.method === 'POST'
              ? createPayment(req, res)
              : path === '/v2/refunds' && req.method === 'POST'
                ? createRefund(req, res)
                : /^\/v2\/(payments|refunds)\/[^/]+$/.test(path) && req.method === 'GET'
                  ? Promise.resolve(
                      getOne(
                        state,
                        req,
                        res,
                        path.startsWith('/v2/payments/') ? 'payment' : 'refund',
                        decodeURIComponent(path.split('/')[3]!),
                      ),
                    )
                  : path === '/v2/payments' && req.method === 'GET'
                    ? Promise.resolve(listPayments(state, req, res, url.searchParams))
                    : path === '/v1/square.js' && (req.method === 'GET' || req.method === 'HEAD')
                      ? sendBrowserScript(req, res)
                      : path.startsWith('/__standin/')
                        ? control(state, req, res, path)
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
  state.baseUrl = `http://${host}:${actualPort}`

  return {
    url: state.baseUrl,
    port: actualPort,
    payments: state.payments,
    refunds: state.refunds,
    requests: () => state.requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
