/** Square's reads: GET /v2/payments/{id}, GET /v2/refunds/{id} and GET /v2/payments (a list). */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { send, serverError, squareError, UNAUTHORIZED } from './answers'
import type { StandinState } from './state'
import { authorized } from './writes'

/** GET /v2/payments/{id} and GET /v2/refunds/{id}; faults apply as to any read. */
export function getOne(
  state: StandinState,
  req: IncomingMessage,
  res: ServerResponse,
  kind: 'payment' | 'refund',
  id: string,
) {
  if (!authorized(state, req)) return send(res, UNAUTHORIZED)
  const fault = state.faults.shift()
  if (fault?.mode === 'error') return send(res, serverError(fault.status))
  if (fault?.mode === 'hang') return
  const notFound = () =>
    send(res, squareError(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', `No ${kind} ${id}.`))
  if (kind === 'refund') {
    const refund = state.refunds.find((r) => r.id === id)
    return refund ? send(res, { status: 200, body: { refund } }) : notFound()
  }
  const payment = state.payments.find((p) => p.id === id)
  if (!payment) return notFound()
  const own = state.refunds.filter((r) => r.payment_id === id)
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
export function listPayments(
  state: StandinState,
  req: IncomingMessage,
  res: ServerResponse,
  query: URLSearchParams,
) {
  if (!authorized(state, req)) return send(res, UNAUTHORIZED)
  const fault = state.faults.shift()
  if (fault?.mode === 'error') return send(res, serverError(fault.status))
  if (fault?.mode === 'hang') return
  const since = query.get('begin_time') ?? ''
  const location = query.get('location_id')
  const limit = Math.min(Number(query.get('limit') ?? 100) || 100, 100)
  const offset = Number(query.get('cursor') ?? 0) || 0
  const matching = state.payments.filter(
    (p) => p.created_at >= since && (!location || p.location_id === location),
  )
  const page = matching.slice(offset, offset + limit)
  const next = offset + limit < matching.length ? { cursor: String(offset + limit) } : {}
  send(res, { status: 200, body: { payments: page, ...next } })
}
