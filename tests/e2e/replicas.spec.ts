import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'
import pg from 'pg'
import { createClient } from 'redis'

import { createDatabase } from '../../scripts/lib/database'
import { type LocalRedis, startRedis } from '../../scripts/lib/redis'
import { type Replicas, startReplicas } from '../../scripts/lib/replicas'

/**
 * The app scaled out: two `next start` replicas of the build, one new PostgreSQL database and one
 * Redis (Debian's redis-server), started together as a deployment would start them. What one
 * replica does, the other must see: the first start's migrations and seed, a published page,
 * the card-testing counts.
 */
let redis: LocalRedis
let replicas: Replicas
let db: pg.Client
let A: string
let B: string

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  redis = await startRedis()
  const databaseUrl = await createDatabase(process.env.DATABASE_URL!, `replicas_${Date.now()}`)
  replicas = await startReplicas(2, {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
  })
  ;[A, B] = replicas.urls
  db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
})

test.afterAll(async () => {
  await db?.end()
  await replicas?.stop()
  await redis?.stop()
})

test('two replicas starting together on an empty database migrate and seed it once', async () => {
  const migrations = await db.query<{ name: string; runs: number }>(
    'SELECT name, count(*)::int AS runs FROM payload_migrations GROUP BY name',
  )
  expect(migrations.rows.length).toBeGreaterThan(10)
  expect(migrations.rows.filter((row) => row.runs !== 1)).toEqual([])

  // A second seed would have added every picture, post and fee row again (or failed on a slug).
  const seeded = { pages: 'slug', posts: 'slug', media: 'alt', state_fees: 'slug' }
  for (const [table, key] of Object.entries(seeded)) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM ${table} GROUP BY ${key} HAVING count(*) > 1`,
    )
    expect(rows, `duplicates in ${table}`).toEqual([])
    expect((await db.query(`SELECT 1 FROM ${table}`)).rowCount).toBeGreaterThan(0)
  }
  for (const url of [A, B]) expect((await fetch(`${url}/`)).status).toBe(200)
})

test('a page published through replica A shows on replica B within 10 seconds', async () => {
  const owner = { email: 'owner@example.com', password: 'a-long-test-password-1' }
  const registered = await fetch(`${A}/api/users/first-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...owner, name: 'Owner' }),
  })
  expect(registered.status).toBe(200)
  const { token } = (await registered.json()) as { token: string }
  const headers = { 'content-type': 'application/json', Authorization: `JWT ${token}` }

  const created = await fetch(`${A}/api/pages`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: 'Replica check',
      slug: 'replica-check',
      _status: 'published',
      layout: [{ blockType: 'pageTitle' }],
    }),
  })
  expect(created.status).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }

  // Both replicas render and cache the page (in Redis: the shared cache holds it).
  for (const url of [A, B, B])
    expect(await (await fetch(`${url}/replica-check`)).text()).toContain('Replica check')
  const cache = await createClient({ url: redis.url }).connect()
  try {
    expect((await cache.keys('formation:*')).length).toBeGreaterThan(0)
  } finally {
    cache.destroy()
  }

  const newTitle = `Replica check ${Date.now()}`
  const updated = await fetch(`${A}/api/pages/${doc.id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ title: newTitle, _status: 'published' }),
  })
  expect(updated.status).toBe(200)
  const published = Date.now()
  await expect
    .poll(async () => (await (await fetch(`${B}/replica-check`)).text()).includes(newTitle), {
      timeout: 10_000,
      intervals: [250],
    })
    .toBe(true)
  console.log(`edit published on A visible on B after ${Date.now() - published} ms`)
})

test('30 declined cards on one checkout, spread over both replicas, reach Square at most 5 times', async () => {
  const standin = `${process.env.SQUARE_BASE_URL}/__standin/charges`
  const squareRequests = async () =>
    ((await (await fetch(standin)).json()) as { requests: number }).requests
  const before = await squareRequests()
  const checkoutId = randomUUID()
  const pay = (url: string, i: number) =>
    fetch(`${url}/api/v1/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        checkoutId,
        token: `cnon:card-nonce-declined-r${i}`,
        llcname: 'Replica Testing LLC',
        designator: 'LLC',
        formationState: 'wyoming',
        clientPackage: 'free',
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        phone: '+1 307 555 0100',
        password: 'a replica test password',
        expeditedFilling: true,
        amount: 150,
      }),
    }).then(async (response) => ({ status: response.status, body: await response.text() }))

  // Fifteen rounds of two attempts at once, one on each replica.
  const answers: { status: number; body: string }[] = []
  for (let round = 0; round < 15; round++)
    answers.push(...(await Promise.all([pay(A, 2 * round), pay(B, 2 * round + 1)])))

  expect(await squareRequests()).toBe(before + 5)
  const stored = await db.query(
    'SELECT declined_attempts::int AS declined FROM orders WHERE checkout_id = $1',
    [checkoutId],
  )
  expect(stored.rows).toEqual([{ declined: 5 }])
  expect(answers.filter((answer) => answer.status === 402).length).toBe(5)
  // The per-address limit on pay requests (20 a minute) is one count for both replicas.
  const limited = answers.filter((answer) => answer.body.includes('Too many payment attempts'))
  expect(limited.length).toBe(10)
  expect(answers.every((answer) => [402, 409, 429].includes(answer.status))).toBe(true)
})
