/**
 * The stand-in's own controls, not part of Square's API (listed in ./index.ts): what was charged,
 * faults to queue or clear, idempotency keys to forget, and a reset.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { type Json, readBody, send } from './answers'
import { parseFault } from './faults'
import type { StandinState } from './state'

export async function control(
  state: StandinState,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
) {
  if (path === '/__standin/charges' && req.method === 'GET') {
    const { payments, requests, refunds, refundRequests } = state
    return send(res, {
      status: 200,
      body: { count: payments.length, requests, payments, refunds, refundRequests },
    })
  }
  if (path === '/__standin/cards' && req.method === 'GET') {
    return send(res, { status: 200, body: { cards: [...state.cards.values()] } })
  }
  if (path === '/__standin/cards/decline' && req.method === 'POST') {
    // The card (or every saved card) declines its next payments, as an expired or closed card would.
    const { cardId } = JSON.parse((await readBody(req)) || '{}') as { cardId?: string }
    let marked = 0
    for (const card of state.cards.values())
      if (!cardId || card.id === cardId) {
        card.declines = true
        marked++
      }
    return send(res, { status: marked ? 200 : 404, body: { marked } })
  }
  if (path === '/__standin/faults' && req.method === 'POST') {
    const { times = 1, ...fault } = JSON.parse((await readBody(req)) || '{}') as Json & {
      times?: number
    }
    const parsed = parseFault(fault)
    if (!parsed)
      return send(res, {
        status: 400,
        body: { error: 'mode must be error, hang, delay or drop' },
      })
    for (let i = 0; i < times; i++) state.faults.push(parsed)
    return send(res, { status: 200, body: { pending: state.faults.length } })
  }
  if (path === '/__standin/faults' && req.method === 'DELETE') {
    state.faults.length = 0
    return send(res, { status: 200, body: { pending: 0 } })
  }
  if (path === '/__standin/forget-keys' && req.method === 'POST') {
    for (const key of state.byKey.keys()) state.forgotten.add(key)
    state.byKey.clear()
    return send(res, { status: 200, body: { forgotten: state.forgotten.size } })
  }
  if (path === '/__standin/reset' && req.method === 'POST') {
    state.forgotten.clear()
    state.payments.length = 0
    state.refunds.length = 0
    state.refundRequests = 0
    state.byKey.clear()
    state.faults.length = 0
    state.requests = 0
    state.customers.clear()
    state.cards.clear()
    return send(res, { status: 200, body: { reset: true } })
  }
  send(res, { status: 404, body: { error: 'unknown control' } })
}
