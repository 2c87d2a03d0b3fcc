import { createServer, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers'
import {
  clientBody,
  graphql,
  ownData,
  payBody,
  postOrder,
  removeStaffMembers,
  rest,
  staffMember,
} from '../orders/helpers'

/**
 * Requests while the database cannot be reached. The test's own Payload hands out connections
 * from a PostgreSQL that accepts and never answers, for the length of one test: the database the
 * other test files use is left alone.
 */

let payload: Payload
let staff: Record<string, string>
let silent: Server
const sockets: Socket[] = []
let frozen: pg.Pool

beforeAll(async () => {
  payload = await testPayload()
  staff = (await staffMember(payload, 'editor')).headers
  silent = createServer((socket) => sockets.push(socket))
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  const { port } = silent.address() as AddressInfo
  frozen = new pg.Pool({
    connectionString: `postgres://nobody:secret@127.0.0.1:${port}/site`,
    connectionTimeoutMillis: 300,
  })
})

afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  silent.close()
  await frozen.end()
  await removeStaffMembers(payload)
})

/** Runs `task` while Payload's pool can only give connections that never come. */
async function withoutDatabase<T>(task: () => Promise<T>): Promise<T> {
  const pool = (payload.db as unknown as { pool: pg.Pool }).pool
  const connect = pool.connect
  pool.connect = frozen.connect.bind(frozen) as pg.Pool['connect']
  try {
    return await task()
  } finally {
    pool.connect = connect
  }
}

const UNAVAILABLE = 'The service is briefly unavailable; please try again in a minute.'

describe('while the database cannot be reached', () => {
  it('a REST read is 503 with Retry-After, not 500', async () => {
    const answer = await withoutDatabase(() => rest('GET', 'pages?limit=1'))
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('60')
    expect(answer.json.errors[0].message).toBe(UNAVAILABLE)
  })

  it('a form submission is 503, not blamed on the visitor', async () => {
    const forms = await payload.find({ collection: 'forms', limit: 1, overrideAccess: true })
    const body = JSON.stringify({
      form: forms.docs[0]!.id,
      submissionData: [{ field: 'email', value: 'grace@example.com' }],
    })
    const answer = await withoutDatabase(() => rest('POST', 'form-submissions', { body }))
    expect(answer.status).toBe(503)
    expect(answer.json.errors[0].message).toBe(UNAVAILABLE)
  })

  it('a staff request is 503, not refused as a visitor’s because the session could not be looked up', async () => {
    const answer = await withoutDatabase(() => rest('GET', 'orders?limit=1', { headers: staff }))
    expect(answer.status).toBe(503)
    expect(answer.json.errors[0].message).toBe(UNAVAILABLE)
    expect((await rest('GET', 'orders?limit=1', { headers: staff })).status).toBe(200)
  })

  it('a staff GraphQL query says so too', async () => {
    const answer = await withoutDatabase(() =>
      graphql('{ Pages(limit: 1) { docs { id } } }', {}, { headers: staff }),
    )
    expect(answer.status).toBe(503)
    expect(answer.text).toContain(UNAVAILABLE)
  })

  it('the order endpoints answer 503 in the shape the wizard reads, and the same call succeeds later', async () => {
    const { llcname, email, address } = ownData()
    const pay = payBody({ llcname, email })
    const order = (endpoint: 'pay' | 'client', body: unknown) =>
      postOrder(endpoint, body, { address })
    const paid = await withoutDatabase(() => order('pay', pay))
    expect(paid.status).toBe(503)
    expect(paid.headers.get('retry-after')).toBe('60')
    expect(paid.json.data).toEqual({ success: false, error: UNAVAILABLE })

    expect((await order('pay', pay)).status).toBe(200)
    const client = await withoutDatabase(() => order('client', clientBody(pay)))
    expect(client.status).toBe(503)
    expect(client.json.data.error).toBe(UNAVAILABLE)
    expect((await order('client', clientBody(pay))).status).toBe(200)
  })
})
