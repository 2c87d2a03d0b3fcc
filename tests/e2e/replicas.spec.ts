import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import pg from 'pg'
import { createClient } from 'redis'

import { createDatabase, dropDatabase } from '../../scripts/lib/database'
import { type LocalRedis, startRedis } from '../../scripts/lib/redis'
import { type Replicas, startReplicas } from '../../scripts/lib/replicas'
import { type LocalS3, startS3 } from '../../scripts/lib/s3'

/**
 * The app scaled out: two `next start` replicas of the build, one new PostgreSQL database, one
 * Redis (Debian's redis-server) and one S3 bucket (s3rver), started together as a deployment
 * would start them. What one replica does, the other must see: the first start's migrations and
 * seed, a published page, an upload, the card-testing counts.
 */
let redis: LocalRedis
let s3: LocalS3
let replicas: Replicas
let db: pg.Client
let localMedia: string
let mail: string
let databaseName: string
let A: string
let B: string
let headers: Record<string, string>

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  redis = await startRedis()
  s3 = await startS3()
  // Where uploads would land without S3: it must stay empty.
  localMedia = await mkdtemp(path.join(tmpdir(), 'replica-media-'))
  mail = await mkdtemp(path.join(tmpdir(), 'replica-mail-'))
  databaseName = `replicas_${Date.now()}`
  const databaseUrl = await createDatabase(process.env.DATABASE_URL!, databaseName)
  replicas = await startReplicas(2, {
    ...process.env,
    ...s3.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    MEDIA_DIR: localMedia,
    MAIL_DIR: mail,
  })
  ;[A, B] = replicas.urls
  db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()

  const registered = await fetch(`${A}/api/users/first-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@example.com', password: 'a-long-test-password-1' }),
  })
  expect(registered.status).toBe(200)
  const { token } = (await registered.json()) as { token: string }
  headers = { Authorization: `JWT ${token}` }
})

test.afterAll(async () => {
  await db?.end()
  await replicas?.stop()
  await s3?.stop()
  await redis?.stop()
  for (const dir of [localMedia, mail]) if (dir) await rm(dir, { recursive: true, force: true })
  if (databaseName) await dropDatabase(process.env.DATABASE_URL!, databaseName)
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
  const json = { ...headers, 'content-type': 'application/json' }
  const created = await fetch(`${A}/api/pages`, {
    method: 'POST',
    headers: json,
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
    headers: json,
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

test('uploads go to the S3 bucket, and each replica serves what the other stored', async () => {
  // The seed's pictures went to the bucket, and are served from there.
  const { rows } = await db.query<{ filename: string }>('SELECT filename FROM media')
  expect(rows.length).toBeGreaterThan(0)
  expect(await s3.objects()).toEqual(expect.arrayContaining(rows.map((row) => row.filename)))
  const seeded = await fetch(`${B}/api/media/file/${rows[0].filename}`)
  expect(seeded.status).toBe(200)

  const bytes = await readFile('src/seed/assets/about-vision.svg')
  const filename = `replica-upload-${Date.now()}.svg`
  const form = new FormData()
  form.append('file', new Blob([bytes], { type: 'image/svg+xml' }), filename)
  form.append('_payload', JSON.stringify({ alt: 'Uploaded through replica A' }))
  const uploaded = await fetch(`${A}/api/media`, { method: 'POST', headers, body: form })
  expect(uploaded.status).toBe(201)
  expect(await s3.objects()).toContain(filename)

  const served = await fetch(`${B}/api/media/file/${filename}`)
  expect(served.status).toBe(200)
  expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true)
  expect(await readdir(localMedia)).toEqual([])
})

test('30 declined cards on one checkout, spread over both replicas, reach Square 5 times', async () => {
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

test('one replica runs the job queues: an order confirmation is sent once', async () => {
  // The lock that makes a replica the jobs runner is held once, whatever the number of replicas.
  const { rows } = await db.query(
    `SELECT count(*)::int AS holders FROM pg_locks WHERE locktype = 'advisory' AND granted
       AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
  )
  expect(rows).toEqual([{ holders: 1 }])

  // The test before used up this address's pay requests for the minute.
  await db.query("DELETE FROM rate_limits WHERE key LIKE 'pay:%'")
  const paid = await fetch(`${B}/api/v1/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      checkoutId: randomUUID(),
      token: 'cnon:card-nonce-ok',
      llcname: 'Single Mail LLC',
      designator: 'LLC',
      formationState: 'wyoming',
      clientPackage: 'free',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1 307 555 0100',
      password: 'a replica test password',
      expeditedFilling: true,
      amount: 150,
    }),
  })
  expect(paid.status).toBe(200)
  const confirmations = async () => {
    const files = await readdir(mail)
    const texts = await Promise.all(files.map((file) => readFile(path.join(mail, file), 'utf8')))
    return texts.filter((text) => text.includes('Single Mail LLC')).length
  }
  await expect.poll(confirmations, { timeout: 30_000, intervals: [1_000] }).toBe(1)
  // Both replicas' queue timers tick every 10 s: give the other one its chance to send it again.
  await new Promise((resolve) => setTimeout(resolve, 12_000))
  expect(await confirmations()).toBe(1)
})
