/**
 * The operators' way, run for real (docs/operations.md#docker-compose): the images built from the
 * project's Dockerfiles, docker-compose.yml started with Debian's docker-compose, and everything
 * checked through the nginx container as a visitor, a customer, staff and an operator would.
 * Square is its stand-in, as a service at the network edge (docker-compose.test.yml).
 */
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { COMPOSE_TEST_PROJECT } from '../../scripts/lib/composeTest'
import { demoCheckout } from '../../scripts/lib/demoCheckout'
import { freePort } from '../../scripts/lib/freePort'
import { decodedMail } from '../mailText'
import {
  compose,
  composeOk,
  containerAddresses,
  ensureBaseImages,
  imageMegabytes,
  ROOT,
  runCommand,
  type Stack,
  tail,
  waitFor,
} from './stack'

const FILES = ['docker-compose.yml', 'tests/compose/docker-compose.test.yml']
const SCALED = [...FILES, 'docker-compose.scale.yml']
const KEY = '7e57'.repeat(16)
const OWNER = { email: 'operator@example.com', password: 'a-long-compose-password-1' }

let stack: Stack
let base: string
let mailDir: string
let backupsDir: string
const report: Record<string, unknown> = {}
const seconds = (since: number) => Math.round((Date.now() - since) / 1000)

/** Settings of docker-compose.yml a developer's shell or .env may hold, emptied for the test. */
const IGNORED_SETTINGS = [
  'SMTP_URL',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_USER',
  'SMTP_PASS',
  'SMTP_SECURE',
  'EMAIL_FROM',
  'STAFF_EMAIL',
  'PORTAL_URL',
  'REDIS_URL',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
]

/** The proxy's published port, and the site's public address with it. */
function setAddress(port: number) {
  base = `http://127.0.0.1:${port}`
  Object.assign(stack.env, { NEXT_PUBLIC_SERVER_URL: base, PROXY_PORT: String(port) })
}

async function get(url: string, init?: RequestInit) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) })
  return { status: response.status, text: await response.text() }
}

beforeAll(async () => {
  let started = Date.now()
  report.baseImages = await ensureBaseImages()
  report.baseImagesSeconds = seconds(started)

  mailDir = await mkdtemp(path.join(tmpdir(), 'compose-mail-'))
  backupsDir = await mkdtemp(path.join(tmpdir(), 'compose-backups-'))
  // The app writes mail as its own user (node, 1000), not as whoever runs the test.
  await chmod(mailDir, 0o777)
  stack = {
    project: process.env.COMPOSE_TEST_PROJECT || COMPOSE_TEST_PROJECT,
    files: FILES,
    env: {
      ...process.env,
      PAYLOAD_SECRET: 'compose-test-secret-not-for-production',
      FIELD_ENCRYPTION_KEY: KEY,
      POSTGRES_PASSWORD: 'compose-test-database-password',
      COMPOSE_TEST_MAIL: mailDir,
      COMPOSE_TEST_BACKUPS: backupsDir,
      // Nothing from the developer's shell or .env: no real mail, the tested database version.
      ...Object.fromEntries(IGNORED_SETTINGS.map((name) => [name, ''])),
      PG_MAJOR: '15',
      SEED_DEMO_CONTENT: 'if-empty',
    },
  }
  await setAddress(await freePort())
  // An earlier run stopped half-way leaves its containers and volumes: start from nothing.
  await compose({ ...stack, files: SCALED }, ['down', '--volumes', '--remove-orphans'])

  started = Date.now()
  await composeOk(stack, ['--profile', 'tools', 'build'], 30 * 60_000)
  report.buildSeconds = seconds(started)
  report.imageMegabytes = {
    app: await imageMegabytes(`${stack.project}_app`),
    proxy: await imageMegabytes(`${stack.project}_proxy`),
    tools: await imageMegabytes(`${stack.project}_tools`),
  }

  // The proxy's port is taken only now: the build took minutes, beside a suite opening ports.
  await setAddress(await freePort())
  started = Date.now()
  await composeOk(stack, ['up', '-d'], 10 * 60_000)
  await waitFor(
    'the home page through the proxy',
    async () => (await get(`${base}/`)).status === 200,
    8 * 60_000,
    2_000,
  )
  report.startSeconds = seconds(started)
}, 45 * 60_000)

afterAll(async () => {
  if (stack) {
    const down = await compose({ ...stack, files: SCALED }, [
      'down',
      '--volumes',
      '--remove-orphans',
    ])
    if (down.code !== 0) console.error(`docker-compose down: ${tail(down.stderr)}`)
  }
  for (const dir of [mailDir, backupsDir]) if (dir) await rm(dir, { recursive: true, force: true })
  console.log(`compose: ${JSON.stringify(report)}`)
  await mkdir(path.join(ROOT, '.data/test'), { recursive: true })
  await writeFile(
    path.join(ROOT, '.data/test/compose-report.json'),
    JSON.stringify(report, null, 2),
  )
})

describe.sequential('docker-compose.yml, as operators run it', () => {
  test('every service is up and healthy, the app runs as a non-root user and logs its start in order', async () => {
    const { stdout: ids } = await composeOk(stack, ['ps', '-q'])
    // A health check's first run comes an interval after its container starts.
    for (const id of ids.trim().split('\n')) {
      const [name, status, health] = await waitFor(
        `container ${id} running and checked healthy`,
        async () => {
          const { stdout } = await runCommand('docker', [
            'inspect',
            '--format',
            '{{.Name}} {{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{else}}none{{end}}',
            id,
          ])
          const state = stdout.trim().split(' ')
          return ['healthy', 'none'].includes(state[2] ?? '') && state
        },
        60_000,
      )
      expect(status, name).toBe('running')
      expect(['healthy', 'none'], name).toContain(health)
    }
    expect((await composeOk(stack, ['exec', '-T', 'app', 'id', '-u'])).stdout.trim()).toBe('1000')

    const { stdout: logs } = await composeOk(stack, ['logs', '--no-color', 'app'])
    expect(logs).not.toMatch(/^\S*\s*\|\s+at /m)
    expect(logs).not.toContain('Fontconfig error')
    // Next says it listens before the start-up steps; requests wait for them.
    expect(logs).toContain('Ready in')
    const steps = [
      'Migrating',
      'Migrations: the database is at',
      'Recorded the fingerprint of FIELD_ENCRYPTION_KEY',
      'Seeding demo content',
      'Started: the database is prepared; serving requests.',
    ]
    const positions = steps.map((step) => logs.indexOf(step))
    expect(positions, JSON.stringify(steps)).not.toContain(-1)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  })

  test('through the proxy: the home page, a state guide and the admin sign-in', async () => {
    const home = await get(`${base}/`)
    expect(home.status).toBe(200)
    const guide = await get(`${base}/states/delaware`)
    expect(guide.status).toBe(200)
    expect(guide.text).toContain('Delaware')
    expect((await get(`${base}/admin/login`)).status).toBe(200)

    const json = { 'content-type': 'application/json' }
    const registered = await fetch(`${base}/api/users/first-register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(OWNER),
    })
    expect(registered.status).toBe(200)
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(OWNER),
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const me = (await (
      await fetch(`${base}/api/users/me`, { headers: { Authorization: `JWT ${token}` } })
    ).json()) as {
      user?: { email: string }
    }
    expect(me.user?.email).toBe(OWNER.email)
  })

  let orderPage = ''
  let company = ''

  test('a customer pays through the stand-in, gets the confirmation mail and opens the order page', async () => {
    const { pay, client } = demoCheckout()
    company = pay.llcname
    const post = (route: string, body: unknown) =>
      fetch(`${base}/api/v1/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const paid = await post('pay', pay)
    expect(paid.status, await paid.clone().text()).toBe(200)
    const stored = await post('client', client)
    expect(stored.status, await stored.clone().text()).toBeLessThan(300)

    const link = await waitFor(
      'the confirmation mail',
      async () => {
        const files = (await readdir(mailDir)).filter((file) => file.endsWith('.eml'))
        for (const file of files) {
          const text = decodedMail(await readFile(path.join(mailDir, file), 'utf8'))
          if (text.includes(company) && /confirmed/.test(text))
            return /\/order\/[A-Za-z0-9_-]{43}/.exec(text)?.[0]
        }
      },
      90_000,
    )
    orderPage = `${base}${link}`
    const page = await get(orderPage)
    expect(page.status).toBe(200)
    expect(page.text).toContain(company)
  })

  test('`tools` backs the site up while it runs', async () => {
    const started = Date.now()
    const backup = await composeOk(
      stack,
      ['--profile', 'tools', 'run', '--rm', 'tools', 'scripts/backup.ts'],
      10 * 60_000,
    )
    report.backupSeconds = seconds(started)
    const archives = (await readdir(backupsDir)).filter((file) =>
      /^formation-.*\.tar\.gz$/.test(file),
    )
    expect(archives, tail(backup.stdout + backup.stderr)).toHaveLength(1)
  })

  test('the backup restored as docs/operations.md says: the site comes back with the order', async () => {
    const [archive] = (await readdir(backupsDir)).filter((file) => file.endsWith('.tar.gz'))
    const started = Date.now()
    // The recipe for a used host: the app stopped and removed, its upload volumes emptied, the
    // database dropped and made again, the archive restored, the stack up.
    await composeOk(stack, ['stop', 'proxy', 'app'])
    await composeOk(stack, ['rm', '-f', 'proxy', 'app'])
    const volumes = ['media', 'order-documents', 'submission-files'].map(
      (volume) => `${stack.project}_${volume}`,
    )
    const removed = await runCommand('docker', ['volume', 'rm', ...volumes])
    expect(removed.code, removed.stderr).toBe(0)
    await composeOk(stack, ['exec', '-T', 'db', 'dropdb', '-U', 'formation', 'formation'])
    await composeOk(stack, ['exec', '-T', 'db', 'createdb', '-U', 'formation', 'formation'])
    const restore = await composeOk(
      stack,
      ['--profile', 'tools', 'run', '--rm', 'tools', 'scripts/restore.ts', `backups/${archive}`],
      10 * 60_000,
    )
    await composeOk(stack, ['up', '-d'], 10 * 60_000)
    await waitFor(
      'the order page after the restore',
      async () => {
        const page = await get(orderPage)
        return page.status === 200 && page.text.includes(company)
      },
      5 * 60_000,
      2_000,
    )
    report.restoreSeconds = seconds(started)
    // The media came back with the database: a seeded picture is served.
    const media = JSON.parse((await get(`${base}/api/media?limit=1&depth=0`)).text) as {
      docs: { url: string }[]
    }
    const picture = await fetch(new URL(media.docs[0]!.url, base))
    expect(picture.status, tail(restore.stdout + restore.stderr)).toBe(200)
  })

  test('the database restarted: the order is still there and the site answers', async () => {
    await composeOk(stack, ['restart', 'db'])
    await waitFor(
      'the order page after the restart',
      async () => {
        const page = await get(orderPage)
        return page.status === 200 && page.text.includes(company)
      },
      120_000,
      2_000,
    )
    expect((await get(`${base}/`)).status).toBe(200)
  })

  test('a start that cannot work stops with one clear line: another key, no database', async () => {
    const start = (env: string) =>
      compose(stack, ['run', '--rm', '--no-deps', '-T', '-e', env, 'app'], 5 * 60_000)
    const wrongKey = await start(`FIELD_ENCRYPTION_KEY=${'ab'.repeat(32)}`)
    expect(wrongKey.code).not.toBe(0)
    const keyOutput = wrongKey.stdout + wrongKey.stderr
    expect(keyOutput).toContain('FIELD_ENCRYPTION_KEY is not the key this database')
    expect(keyOutput).not.toMatch(/^\s+at /m)

    const noDatabase = await start(
      'DATABASE_URL=postgres://formation:formation@nowhere.invalid:5432/formation',
    )
    expect(noDatabase.code).not.toBe(0)
    const dbOutput = noDatabase.stdout + noDatabase.stderr
    expect(dbOutput).toContain('Cannot connect to the database at nowhere.invalid:5432')
    expect(dbOutput).not.toMatch(/^\s+at /m)
    expect(dbOutput).not.toContain('formation:formation@')
  })

  test('scaled to two replicas behind the proxy, a page published on one shows on the other', async () => {
    const scaled = { ...stack, files: SCALED }
    const started = Date.now()
    await composeOk(scaled, ['up', '-d', '--scale', 'app=2'], 10 * 60_000)
    await composeOk(scaled, ['restart', 'proxy'])
    const [A, B] = (await containerAddresses(scaled, 'app')).map((ip) => `http://${ip}:3000`)
    expect(B).toBeDefined()
    for (const url of [A!, B!])
      await waitFor(
        `replica ${url}`,
        async () => (await get(`${url}/`)).status === 200,
        5 * 60_000,
        2_000,
      )
    await waitFor(
      'the home page through the proxy',
      async () => (await get(`${base}/`)).status === 200,
      120_000,
    )
    report.scaleSeconds = seconds(started)
    // A start on a prepared database says so, step by step, as the first start did.
    const { stdout: logs } = await composeOk(scaled, ['logs', '--no-color', 'app'])
    expect(logs).not.toMatch(/^\S*\s*\|\s+at /m)
    for (const step of [
      'Migrations: the database is at',
      'FIELD_ENCRYPTION_KEY is the key the database recorded',
      'Seed: the database has content; nothing seeded',
    ])
      expect(logs).toContain(step)

    const login = await fetch(`${A}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OWNER),
    })
    const { token } = (await login.json()) as { token: string }
    const headers = { Authorization: `JWT ${token}`, 'content-type': 'application/json' }
    const created = await fetch(`${A}/api/pages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: 'Compose replica check',
        slug: 'compose-replica-check',
        _status: 'published',
        layout: [{ blockType: 'pageTitle' }],
      }),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    for (const url of [A, B, B])
      expect((await get(`${url}/compose-replica-check`)).text).toContain('Compose replica check')

    const title = `Compose replica check ${Date.now()}`
    const updated = await fetch(`${A}/api/pages/${doc.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title, _status: 'published' }),
    })
    expect(updated.status).toBe(200)
    const published = Date.now()
    await waitFor(
      'the publish on replica B',
      async () => (await get(`${B}/compose-replica-check`)).text.includes(title),
      10_000,
      250,
    )
    report.publishSeenOnOtherMs = Date.now() - published
  })
})
