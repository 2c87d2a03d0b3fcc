/**
 * The order page's forms of our registered agent service, as requests: stop it
 * (docs/registered-agent.md#stopping, ./stop.ts), or turn its automatic renewal off
 * (`action=autorenew_off`, ./savedCard.ts). Each is counted per client address before anything
 * is read and per link after. A browser is sent back to the page, which says what happened; any other
 * client gets the outcome in words.
 */
import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { BodyTooLarge } from '@/api/bodyLimit'
import { CANCEL_TIMINGS, type CancelTiming } from '@/collections/AgentServices/statuses'
import { clientAddress } from '@/security/clientAddress'
import { rateLimiterFor } from '@/security/rateLimit'
import { calendarDate } from '@/utilities/dates'
import { numberSetting } from '@/utilities/numberSetting'

import { STILL_CHARGING } from '../../agentService'
import { answerUnexpected, formField, isBrowserForm, plainText } from '../http'
import { orderIdOfLinkToken } from '../orderLinks'
import { turnOffAutoRenew } from './savedCard'
import { NOT_STARTED, OWN_AGENT, RENEWING, stopAgentService } from './stop'

/** AGENT_FORM_LIMIT_PER_ADDRESS: stop requests per hour from one address (default 60). */
const perAddress = rateLimiterFor(() => ({
  name: 'agent-address',
  limit: numberSetting(process.env.AGENT_FORM_LIMIT_PER_ADDRESS, 60),
  windowMs: 3_600_000,
}))

/** AGENT_FORM_LIMIT_PER_LINK: stop requests per hour through one order link (default 20). */
const perLink = rateLimiterFor(() => ({
  name: 'agent-link',
  limit: numberSetting(process.env.AGENT_FORM_LIMIT_PER_LINK, 20),
  windowMs: 3_600_000,
}))

/** What the page says after a stop was refused, by the code in its address. */
export const AGENT_PROBLEMS = {
  consent: 'Tick the box to confirm you will name a new registered agent with the state.',
  timing: 'Choose when the service stops.',
  not_started: NOT_STARTED,
  own_agent: OWN_AGENT,
  renewing: RENEWING,
} as const
export type AgentProblem = keyof typeof AGENT_PROBLEMS

const back = (token: string, query: string) =>
  new Response(null, {
    status: 303,
    headers: { Location: `/order/${token}?${query}#registered-agent`, 'Cache-Control': 'no-store' },
  })

const isTiming = (value: string): value is CancelTiming =>
  CANCEL_TIMINGS.some((timing) => timing.value === value)

export async function stopAgentFromForm(
  payload: Payload,
  request: Request,
  token: string,
  readForm: () => Promise<FormData | null>,
): Promise<Response> {
  try {
    const wait = await perAddress().hit(clientAddress(request.headers))
    if (wait > 0)
      return plainText(429, `Too many requests from this address: try again in ${wait} seconds.`, {
        'Retry-After': String(wait),
      })
    const orderId = await orderIdOfLinkToken(payload, token)
    if (!orderId) return plainText(404, 'This link does not open an order.')
    const waitLink = await perLink().hit(createHash('sha256').update(token).digest('hex'))
    if (waitLink > 0)
      return plainText(
        429,
        `Too many requests through this link: try again in ${waitLink} seconds.`,
        {
          'Retry-After': String(waitLink),
        },
      )
    const form = await readForm()
    const browser = isBrowserForm(request)
    if (form && formField(form, 'action') === 'autorenew_off') {
      const off = await turnOffAutoRenew(payload, orderId)
      if (off.kind === 'refused')
        return browser ? back(token, `agent=${off.code}`) : plainText(off.status, off.message)
      if (browser) return back(token, `agent=autorenew_off${off.charging ? '_charging' : ''}`)
      return plainText(
        200,
        `Automatic renewal is off: the saved card is removed.${off.charging ? ` ${STILL_CHARGING}` : ''}`,
      )
    }
    const when = form ? formField(form, 'when') : ''
    if (!isTiming(when))
      return browser
        ? back(token, 'agent=timing')
        : plainText(400, 'when: say when the service stops, period_end or now.')
    if (formField(form!, 'confirm') !== 'yes')
      return browser
        ? back(token, 'agent=consent')
        : plainText(400, 'confirm: confirm you will name a new registered agent with the state.')
    const outcome = await stopAgentService(payload, orderId, when)
    if (outcome.kind === 'refused')
      return browser
        ? back(token, `agent=${outcome.code}`)
        : plainText(outcome.status, outcome.message)
    if (browser) return back(token, 'agent=stopped')
    return plainText(
      200,
      outcome.ended
        ? 'Stopped: the service ended today.'
        : `Stopped: ours until ${calendarDate(outcome.lastDay)}, then not renewed.`,
    )
  } catch (error) {
    // The route answers a form over the limit (413) itself.
    if (error instanceof BodyTooLarge) throw error
    return answerUnexpected(payload, 'agent', error)
  }
}
