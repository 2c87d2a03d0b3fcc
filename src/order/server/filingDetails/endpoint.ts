/**
 * POST /api/orders/filing-details: the order page's form, and any client holding the order's
 * link (docs/filing-details.md#the-endpoint). The link's token is the only credential; writes are
 * counted per link, the body is capped, a section is checked for its shape before anything is
 * written, and details are refused once the order is filed, completed or stopped.
 */
import { createHash } from 'crypto'
import type { PayloadHandler } from 'payload'
import * as z from 'zod/mini'

import { clientAddress } from '@/security/clientAddress'
import { rateLimiterFor } from '@/security/rateLimit'
import { numberSetting } from '@/utilities/numberSetting'

import { SECTION_NAMES, SECTION_SCHEMAS, type SectionName } from '../../filing/details'
import { sectionsOf } from '../../filing/sections'
import { fieldProblems } from '../../schema'
import { isCharged, STATUS_LABELS, type OrderStatus } from '../../status'
import {
  answerUnexpected,
  fail,
  parseWith,
  readJsonObject,
  RequestProblem,
  requireJson,
  succeed,
} from '../http'
import { orderIdOfLinkToken } from '../orderLinks'
import { detailsOpen, entityOfOrder, loadFilingOrder } from './record'
import { saveFilingDetails } from './save'

/** The largest body the form sends: 50 members with addresses fit in a fraction of it. */
export const FILING_DETAILS_MAX_BYTES = 64 * 1024

/** FILING_DETAILS_LIMIT_PER_LINK: writes per hour through one link (default 300). */
const perLink = rateLimiterFor(() => ({
  name: 'filing-details-link',
  limit: numberSetting(process.env.FILING_DETAILS_LIMIT_PER_LINK, 300),
  windowMs: 3_600_000,
}))

/**
 * FILING_DETAILS_LIMIT_PER_ADDRESS: requests per hour from one client address (default 1,200),
 * counted before the body is read, so guessing tokens costs the guesser, not the server.
 */
const perAddress = rateLimiterFor(() => ({
  name: 'filing-details-address',
  limit: numberSetting(process.env.FILING_DETAILS_LIMIT_PER_ADDRESS, 1200),
  windowMs: 3_600_000,
}))

const tooMany = (wait: number, what: string) =>
  fail(429, `Too many saves ${what}: try again in ${wait} seconds.`, {
    headers: { 'Retry-After': String(wait) },
  })

const envelope = z.strictObject({
  token: z
    .string({ error: () => 'Expected the order link’s token' })
    .check(z.maxLength(100, 'Expected the order link’s token')),
  sections: z.optional(
    z.record(z.string(), z.unknown(), { error: () => 'Expected an object of sections' }),
  ),
  submit: z.optional(z.boolean({ error: () => 'Expected true or false' })),
})

const UNKNOWN_LINK =
  'This link does not open an order: it may have been replaced by a newer one. Ask for a new link at /order.'

function parseSections(raw: Record<string, unknown>, allowed: SectionName[]) {
  const sections: Partial<Record<SectionName, Record<string, unknown>>> = {}
  const problems: { path: string; message: string }[] = []
  for (const [name, value] of Object.entries(raw)) {
    if (!(SECTION_NAMES as string[]).includes(name) || !allowed.includes(name as SectionName)) {
      problems.push({ path: name, message: `This order has no section "${name.slice(0, 40)}"` })
      continue
    }
    const result = SECTION_SCHEMAS[name as SectionName].safeParse(value ?? {})
    if (result.success) sections[name as SectionName] = result.data as Record<string, unknown>
    else
      problems.push(
        ...fieldProblems(result.error).map((p) => ({ ...p, path: `${name}.${p.path}` })),
      )
  }
  if (problems.length)
    throw new RequestProblem(
      422,
      problems.map((p) => `${p.path}: ${p.message}`).join('; '),
      problems,
    )
  return sections
}

export const handleFilingDetails: PayloadHandler = async (req) => {
  try {
    requireJson(req)
    const waitAddress = await perAddress().hit(clientAddress(req.headers))
    if (waitAddress > 0) return tooMany(waitAddress, 'from this address')
    const body = parseWith(envelope, await readJsonObject(req, FILING_DETAILS_MAX_BYTES))
    const id = await orderIdOfLinkToken(req.payload, body.token)
    if (!id) return fail(404, UNKNOWN_LINK)
    const key = createHash('sha256').update(body.token).digest('hex')
    const wait = await perLink().hit(key)
    if (wait > 0) return tooMany(wait, 'through this link')
    const order = await loadFilingOrder(req.payload, id)
    if (!order || !isCharged(order.status)) return fail(404, UNKNOWN_LINK)
    if (!detailsOpen(order.status))
      return fail(
        409,
        `The filing details can no longer be changed: the order is ${STATUS_LABELS[order.status as OrderStatus].toLowerCase()}. Write to us if something is wrong.`,
      )
    const allowed = sectionsOf(entityOfOrder(order), { ein: Boolean(order.ein) }).map((s) => s.name)
    const sections = parseSections(body.sections ?? {}, allowed)
    const result = await saveFilingDetails(req, order, { sections, submit: body.submit === true })
    return succeed(result)
  } catch (error) {
    return answerUnexpected(req.payload, 'filing-details', error)
  }
}
