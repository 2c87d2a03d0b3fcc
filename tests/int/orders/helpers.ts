import { createHash, randomUUID } from 'node:crypto'
import { basename } from 'node:path'
import type { Payload } from 'payload'
import { expect } from 'vitest'

import * as restRoute from '@/app/(payload)/api/[...slug]/route'
import * as graphqlRoute from '@/app/(payload)/api/graphql/route'
import type { Order } from '@/payload-types'
import { SOCKET_ADDRESS_HEADER, socketAddressStamp } from '@/security/socketAddress'

/**
 * Helpers for the order tests: real HTTP requests through Payload's REST and GraphQL route
 * handlers (the same ones Next serves), and the Square stand-in the test runner started.
 */

type Answer = { status: number; headers: Headers; text: string; json: any }

async function answer(response: Response): Promise<Answer> {
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, headers: response.headers, text, json }
}

// The project's own route modules, so every request passes the guards Next runs in front of Payload.
const handlers = {
  GET: restRoute.GET,
  POST: restRoute.POST,
  PATCH: restRoute.PATCH,
  DELETE: restRoute.DELETE,
}

/** A REST request to /api/<path>, as a browser at `address` would send it (no proxy in front). */
export async function rest(
  method: keyof typeof handlers,
  path: string,
  {
    body,
    address = '192.0.2.1',
    headers = {},
    base = 'http://localhost',
  }: { body?: BodyInit; address?: string; headers?: Record<string, string>; base?: string } = {},
): Promise<Answer> {
  const url = new URL(`${base}/api/${path}`)
  const request = new Request(url, {
    method,
    body,
    // A streamed body (a client still sending) must say so.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    // These requests skip the HTTP server, so they carry the address stamp it would have added.
    headers: {
      // A FormData body sets its own multipart type and boundary.
      ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      [SOCKET_ADDRESS_HEADER]: socketAddressStamp(address),
      ...headers,
    },
  })
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  return answer(await handlers[method](request, { params: Promise.resolve({ slug }) }))
}

/** POST /api/orders/<endpoint> with a JSON body (or a raw string). */
export const postOrder = (
  endpoint: 'pay' | 'client',
  body: unknown,
  options: { address?: string; headers?: Record<string, string> } = {},
) =>
  rest('POST', `orders/${endpoint}`, {
    ...options,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

/** A GraphQL request, anonymous unless `headers` carry a staff token. */
export async function graphql(
  query: string,
  variables: Record<string, unknown> = {},
  {
    address = '192.0.2.1',
    headers = {},
  }: { address?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const request = new Request('http://localhost/api/graphql', {
    method: 'POST',
    body: JSON.stringify({ query, variables }),
    headers: {
      'content-type': 'application/json',
      [SOCKET_ADDRESS_HEADER]: socketAddressStamp(address),
      ...headers,
    },
  })
  return answer(await graphqlRoute.POST(request, undefined))
}

export const PASSWORD = 'correct horse battery staple'
export const SSN = '078-05-1120'

/**
 * A valid pay request: popular package in Delaware as an LLC (199 + 110). Its email is its own:
 * pay refuses a second checkout for a company and email whose earlier payment is unsettled, and
 * a test that leaves one unsettled must not stop the next.
 */
export function payBody(overrides: Record<string, unknown> = {}) {
  return {
    checkoutId: ownCheckoutId(),
    token: 'cnon:card-nonce-ok',
    amount: 309,
    llcname: 'Acme Widgets',
    designator: 'LLC',
    formationState: 'delaware',
    clientPackage: 'popular',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: ownEmail('ada'),
    phone: '+1 302 555 0100',
    password: PASSWORD,
    expeditedFilling: true,
    businessLicense: false,
    // The wizard sends every field it has with both calls: who the order is for is fixed at pay.
    hasSSN: true,
    ssn: SSN,
    ssnFirstName: 'Ada',
    ssnLastName: 'Lovelace',
    ...overrides,
  }
}

/** The client record that follows a pay request. */
export function clientBody(
  pay: ReturnType<typeof payBody>,
  overrides: Record<string, unknown> = {},
) {
  const { token: _token, ...order } = pay
  return {
    ...order,
    companyStreetAddress: '8 The Green',
    companyCity: 'Dover',
    companyState: 'DE',
    companyZipCode: '19901',
    total: pay.amount,
    hasPaid: true,
    ...overrides,
  }
}

/** The stored order of a checkout, every field included (as the database has it). */
export async function storedOrder(
  payload: Payload,
  checkoutId: string,
): Promise<Order | undefined> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { checkoutId: { equals: checkoutId } },
    overrideAccess: true,
    showHiddenFields: true,
    depth: 0,
  })
  return docs[0]
}

export const countOrders = async (payload: Payload) =>
  (await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs

/** How many orders one checkout has (always 1 once it has paid). */
export const countCheckoutOrders = async (payload: Payload, checkoutId: string) =>
  (
    await payload.count({
      collection: 'orders',
      where: { checkoutId: { equals: checkoutId } },
      overrideAccess: true,
    })
  ).totalDocs

function standinUrl(): string {
  const url = process.env.SQUARE_BASE_URL
  if (!url)
    throw new Error(
      'SQUARE_BASE_URL is not set: run these tests with `npm test`, which starts the Square stand-in.',
    )
  return url
}

async function control(method: string, path: string, body?: unknown) {
  const response = await fetch(`${standinUrl()}/__standin/${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok)
    throw new Error(`SQUARE_BASE_URL does not point at the Square stand-in (${response.status}).`)
  return response.json() as Promise<any>
}

export const standin = {
  charges: async (): Promise<{
    count: number
    requests: number
    payments: { id: string; amount_money: { amount: number }; reference_id?: string }[]
    refunds: { id: string; payment_id: string; amount_money: { amount: number } }[]
    refundRequests: number
  }> => control('GET', 'charges'),
  /** Refunds Square made for a payment. */
  refundsOf: async (paymentId: string) =>
    (
      (await control('GET', 'charges')).refunds as {
        id: string
        payment_id: string
        amount_money: { amount: number }
      }[]
    ).filter((refund) => refund.payment_id === paymentId),
  count: async (): Promise<number> => (await control('GET', 'charges')).count,
  /** Payment requests that reached Square, replays and refusals included. */
  requests: async (): Promise<number> => (await control('GET', 'charges')).requests,
  fault: (
    fault:
      | { mode: 'error'; status?: number; afterCharge?: boolean }
      | { mode: 'hang' }
      | { mode: 'delay'; ms: number }
      | { mode: 'drop' },
    times = 1,
  ) => control('POST', 'faults', { ...fault, times }),
  clearFaults: () => control('DELETE', 'faults'),
  /** The cards saved on file so far, with whether each is enabled. */
  cards: async (): Promise<
    { id: string; customer_id: string; reference_id?: string; enabled: boolean }[]
  > => (await control('GET', 'cards')).cards,
  /** The saved card declines its payments from now on (an expired or closed card). */
  declineCard: (cardId: string) => control('POST', 'cards/decline', { cardId }),
  /** As if Square no longer remembered the idempotency keys sent so far. */
  forgetKeys: () => control('POST', 'forget-keys'),
}

/** Runs `task` with some environment variables changed, then restores them. */
export async function withEnv<T>(
  vars: Record<string, string | undefined>,
  task: () => Promise<T>,
): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]))
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
  apply(vars)
  try {
    return await task()
  } finally {
    apply(saved)
  }
}

const addressesMade = new Map<string, number>()
/**
 * A fresh client address, so the per-address limits of one test never touch another's: an IPv6
 * /64 (what the limits key on) made of 32 bits derived from the test file, the test and this run,
 * and a count of the addresses that test has made. A network drawn at random from 256 per file
 * collided between files in about one run in six.
 */
export const newAddress = () => {
  const { testPath = '', currentTestName = '' } = expect.getState()
  const owner = `${process.pid} ${basename(testPath)} ${currentTestName}`
  const count = (addressesMade.get(owner) ?? 0) + 1
  addressesMade.set(owner, count)
  const hash = createHash('sha256').update(owner).digest('hex')
  return `fd00:${hash.slice(0, 4)}:${hash.slice(4, 8)}:${count.toString(16)}::1`
}

/**
 * Data only the running test uses: a company name, an email and a client address derived from
 * its file and its name, so test files running in parallel on one database never share an order
 * name or a rate-limit counter (an address drawn at random from a small space would collide).
 */
export function ownData(): { llcname: string; email: string; address: string } {
  const { testPath = '', currentTestName = '' } = expect.getState()
  const owner = `${basename(testPath).replace(/\.test\.ts$/, '')} ${currentTestName}`
  const [a, b, c] = createHash('sha256').update(owner).digest()
  const slug = owner
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return {
    llcname: owner.slice(0, 200),
    email: `${slug.slice(0, 60)}-${a!.toString(16)}${b!.toString(16)}@example.com`,
    // 172.16.0.0/12: never one of newAddress's IPv6 addresses.
    address: `172.${16 + (a! & 15)}.${b}.${c}`,
  }
}

/**
 * This run of this test process: with the file, the test and a count, it makes every email and
 * checkout id below the running test's own, in this run and in any earlier run on a kept database
 * (`npm run test:int` keeps .data/postgres).
 */
const RUN = `${process.pid.toString(36)}${Date.now().toString(36)}`
const identifiersMade = new Map<string, number>()

/** The running test (its file and name) and how many identifiers of `kind` it has taken. */
function nextOwned(kind: string): { file: string; test: string; digest: string } {
  const { testPath = '', currentTestName = '' } = expect.getState()
  const file = basename(testPath).replace(/\.test\.ts$/, '')
  const key = `${kind} ${file} ${currentTestName}`
  const count = (identifiersMade.get(key) ?? 0) + 1
  identifiersMade.set(key, count)
  const digest = createHash('sha256').update(`${RUN} ${key} ${count}`).digest('hex')
  return { file, test: currentTestName, digest }
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * An email address only the running test uses: `<label>-<file>-<test>-<digest>@example.com`, the
 * owner readable in it, and a digest of the run, the owner and a count that tells it apart.
 */
export function ownEmail(label: string): string {
  const { file, test, digest } = nextOwned('email')
  // Short enough that a mail header holds it on one line (RFC 5322 folds past 78 characters).
  const owner = slug(`${label} ${file} ${test}`).slice(0, 24).replace(/-$/, '')
  return `${owner}-${digest.slice(0, 12)}@example.com`
}

/** A checkout id (a UUID, version 8) only the running test uses, derived like ownEmail's. */
export function ownCheckoutId(): string {
  const { digest } = nextOwned('checkout')
  const hex = digest.slice(0, 32).split('')
  hex[12] = '8'
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  const id = hex.join('')
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`
}

const staffMade: number[] = []

/**
 * Removes the staff accounts `staffMember` made: users.test.ts checks what the very first
 * account of a site becomes, so no test file leaves accounts behind.
 */
export async function removeStaffMembers(payload: Payload): Promise<void> {
  if (!staffMade.length) return
  await payload.delete({
    collection: 'users',
    where: { id: { in: staffMade.splice(0) } },
    overrideAccess: true,
  })
}

/** A signed-in staff member of `role`: the user and the headers of their requests. */
export async function staffMember(
  payload: Payload,
  role: 'admin' | 'editor',
): Promise<{ id: number; headers: Record<string, string> }> {
  const email = ownEmail(role)
  const password = `${role} password ${randomUUID()}`
  const user = await payload.create({
    collection: 'users',
    data: { email, password, role, name: `Test ${role}` },
    overrideAccess: true,
  })
  staffMade.push(user.id)
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { id: user.id, headers: { Authorization: `JWT ${token}` } }
}

/**
 * An admin and an editor, the admin made first: the very first account of a site becomes its
 * admin whatever it asks, so an editor made first on an empty database would not be one.
 */
export async function adminAndEditor(payload: Payload) {
  const admin = await staffMember(payload, 'admin')
  return { admin, editor: await staffMember(payload, 'editor') }
}

/** A paid order through the pay endpoint, as a visitor makes it; its id and pay request. */
export async function paidOrder(overrides: Record<string, unknown> = {}) {
  const body = payBody(overrides)
  const paid = await postOrder('pay', body, { address: newAddress() })
  if (paid.status !== 200) throw new Error(`pay answered ${paid.status}: ${paid.text}`)
  return { id: paid.json.data.orderId as number, body }
}

/** The inputs of the email jobs queued so far, the newest first (tests find theirs by company). */
export async function queuedEmails(
  payload: Payload,
  limit = 500,
): Promise<{ subject: string; text: string }[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { queue: { equals: 'email' } },
    sort: '-createdAt',
    limit,
    depth: 0,
  })
  return docs.map((job) => job.input as { subject: string; text: string })
}

/** The state fee an order was charged, in cents: what staff confirm at filing when it was right. */
export async function chargedFeeCents(payload: Payload, id: number): Promise<number> {
  const order = await payload.findByID({ collection: 'orders', id, overrideAccess: true, depth: 0 })
  return Math.round(order.stateFee * 100)
}
