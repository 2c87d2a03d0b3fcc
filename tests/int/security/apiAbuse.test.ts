import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GRAPHQL_LIMITS } from '@/api/graphqlLimits'
import * as graphqlRoute from '@/app/(payload)/api/graphql/route'
import { RATE_LIMITS_TABLE } from '@/security/rateLimit'
import { SOCKET_ADDRESS_HEADER, socketAddressStamp } from '@/security/socketAddress'

import { context, testPayload } from '../helpers'
import { graphql, removeStaffMembers, rest, staffMember } from '../orders/helpers'

// Requests an attacker sent to the API (issue: "one request can no longer stall the API"), each
// answered with a clear 4xx before it costs the server much. Addresses come from 198.51.100.0/24,
// which no other test file uses.

let payload: Payload
let editor: { id: number; headers: Record<string, string> }
let admin: { id: number; headers: Record<string, string> }
const address = (n: number) => `198.51.100.${n}`

beforeAll(async () => {
  payload = await testPayload()
  // The counters of this file's addresses start at zero, whatever ran on this database before.
  await payload.db.pool.query(`DELETE FROM ${RATE_LIMITS_TABLE} WHERE key LIKE '%198.51.100.%'`)
  editor = await staffMember(payload, 'editor')
  admin = await staffMember(payload, 'admin')
})

afterAll(async () => {
  await removeStaffMembers(payload)
})

const aliases = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: Pages(limit: 100) { docs { id title } }`).join(' ')} }`

const timed = async <T>(task: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now()
  const result = await task()
  return [result, performance.now() - started]
}

/**
 * A request body that sends one chunk and then never ends, as a client trickling it would: a
 * route that answers it has decided without reading the body. (Durations are logged, never
 * asserted: a loaded machine makes any bound flaky; `npm run bench` measures them.)
 */
const endlessBody = (firstChunk: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(firstChunk))
    },
  })

/** The answer, or a failure when the route waits for a body that never ends. */
const answeredWithoutBody = <T>(answer: Promise<T>): Promise<T> =>
  Promise.race([
    answer,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('the route waited for the body')), 10_000),
    ),
  ])

describe('GraphQL', () => {
  it('refuses an anonymous query before reading it, while REST answers beside it', async () => {
    const request = new Request('http://localhost/api/graphql', {
      method: 'POST',
      body: endlessBody(`{"query":"{ ${'a: Pages(limit: 100) { docs { id } } '.repeat(20)}`),
      duplex: 'half',
      headers: {
        'content-type': 'application/json',
        [SOCKET_ADDRESS_HEADER]: socketAddressStamp(address(1)),
      },
    } as RequestInit)
    const [[flood, fees], ms] = await timed(() =>
      Promise.all([
        answeredWithoutBody(graphqlRoute.POST(request, undefined)),
        rest('GET', 'state-fees?limit=1&depth=0', { address: address(2) }),
      ]),
    )
    expect(flood.status).toBe(401)
    expect((await flood.json()).errors[0].message).toMatch(/signed-in staff/)
    expect(fees.status).toBe(200)
    console.log(`anonymous GraphQL refused beside a REST read: ${ms.toFixed(0)} ms`)
  })

  it('refuses a staff query past its aliases, root fields or depth with 400 before running it', async () => {
    const { headers } = editor
    // Payload builds its GraphQL schema on the first query (seconds): not this query's cost.
    await graphql('{ Pages(limit: 1) { totalDocs } }', {}, { address: address(3), headers })
    const [tooMany, ms] = await timed(() =>
      graphql(aliases(240), {}, { address: address(3), headers }),
    )
    expect(tooMany.status).toBe(400)
    expect(tooMany.text).toMatch(/alias/i)
    console.log(`staff query of 240 aliases refused: ${ms.toFixed(0)} ms`)

    const roots = ['Pages', 'Posts', 'Jobs', 'Projects', 'Services', 'Faqs', 'Categories']
    const manyRoots = `{ ${[...roots, 'TeamMembers', 'Media', 'Forms', 'Redirects']
      .map((root) => `${root}(limit: 1) { totalDocs }`)
      .join(' ')} }`
    const rootAnswer = await graphql(manyRoots, {}, { address: address(3), headers })
    expect(rootAnswer.status).toBe(400)
    expect(rootAnswer.text).toContain(`at most ${GRAPHQL_LIMITS.rootFields}`)

    const levels = GRAPHQL_LIMITS.depth + 2
    const nested = `{ Pages(limit: 1) { docs { ${'a { '.repeat(levels)}id${' }'.repeat(levels)} } } }`
    const depthAnswer = await graphql(nested, {}, { address: address(3), headers })
    expect(depthAnswer.status).toBe(400)
    expect(depthAnswer.text).toMatch(/depth limit/i)
  })

  it('answers a staff query within the limits', async () => {
    const answer = await graphql(
      '{ Pages(limit: 2) { docs { id title } } }',
      {},
      {
        address: address(4),
        headers: editor.headers,
      },
    )
    expect(answer.status).toBe(200)
    expect(answer.json.data.Pages.docs).toHaveLength(2)
  })

  it('counts staff queries per client address', async () => {
    const answers = []
    for (let i = 0; i < 61; i += 1)
      answers.push(
        await graphql(
          '{ Pages(limit: 1) { totalDocs } }',
          {},
          {
            address: address(5),
            headers: editor.headers,
          },
        ),
      )
    expect(answers.slice(0, 60).every((answer) => answer.status === 200)).toBe(true)
    expect(answers[60]!.status).toBe(429)
    expect(answers[60]!.headers.get('retry-after')).toMatch(/^\d+$/)
    const elsewhere = await graphql(
      '{ Pages(limit: 1) { totalDocs } }',
      {},
      {
        address: address(6),
        headers: editor.headers,
      },
    )
    expect(elsewhere.status).toBe(200)
  })
})

describe('REST reads by visitors', () => {
  it('are capped at 100 documents a page and depth 2; staff are not', async () => {
    for (const [query, message] of [
      ['limit=1000', /limit must be between 1 and 100/],
      ['limit=0', /limit must be between 1 and 100/],
      ['pagination=false', /pagination=false is for staff/],
      ['depth=5', /depth must be at most 2/],
    ] as const) {
      const answer = await rest('GET', `pages?${query}`, { address: address(7) })
      expect(answer.status, query).toBe(400)
      expect(answer.json.errors[0].message, query).toMatch(message)
    }
    expect((await rest('GET', 'pages?limit=100&depth=2', { address: address(7) })).status).toBe(200)
    const staff = await rest('GET', 'pages?limit=1000&depth=5', {
      address: address(7),
      headers: editor.headers,
    })
    expect(staff.status).toBe(200)
  })

  it('never reach the trash, however they ask; staff do', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Deleted by staff',
        slug: `deleted-by-staff-${Date.now()}`,
        layout: [{ blockType: 'pageTitle' }],
        _status: 'published',
      } as never,
      context,
      overrideAccess: true,
    })
    try {
      await payload.update({
        collection: 'pages',
        id: page.id,
        data: { deletedAt: new Date().toISOString() },
        context,
        overrideAccess: true,
      })
      for (const query of [
        `pages?trash=true&where[id][equals]=${page.id}`,
        'pages?trash=true&where[deletedAt][exists]=true',
        `search?where[doc.relationTo][equals]=pages&where[doc.value][equals]=${page.id}`,
      ]) {
        const answer = await rest('GET', query, { address: address(8) })
        expect(answer.status, query).toBe(200)
        expect(answer.json.docs, query).toEqual([])
      }
      const byId = await rest('GET', `pages/${page.id}?trash=true`, { address: address(8) })
      expect(byId.status).toBe(404)
      const staff = await rest('GET', `pages/${page.id}?trash=true`, {
        address: address(8),
        headers: editor.headers,
      })
      expect(staff.json.title).toBe('Deleted by staff')
    } finally {
      await payload.delete({
        collection: 'pages',
        id: page.id,
        trash: true,
        context,
        overrideAccess: true,
      })
    }
  })

  it('are refused for what only staff or the server keep', async () => {
    for (const collection of [
      'exports',
      'imports',
      'form-submissions',
      'payload-jobs',
      'payload-locked-documents',
      'payload-preferences',
      'pages/versions',
    ]) {
      const answer = await rest('GET', `${collection}?limit=1`, { address: address(8) })
      expect(answer.status, collection).toBe(403)
    }
  })
})

describe('a staff session cookie', () => {
  const cookie = () => ({
    Cookie: `theme=dark; payload-token=${admin.headers.Authorization!.slice(4)}`,
  })
  const site = 'http://localhost'

  it('creates nothing from another origin, without an Origin, or with a form’s plain body', async () => {
    const before = await payload.count({ collection: 'users', overrideAccess: true })
    const attempts: [string, Parameters<typeof rest>][] = []
    const newUser = () => {
      const form = new FormData()
      form.append(
        '_payload',
        JSON.stringify({
          email: `csrf-${attempts.length}@example.com`,
          password: 'x'.repeat(20),
          role: 'admin',
        }),
      )
      return form
    }
    for (const origin of ['http://evil.example', undefined]) {
      const headers = { ...cookie(), ...(origin ? { Origin: origin } : {}) }
      attempts.push(
        [`users ${origin}`, ['POST', 'users', { body: newUser(), headers }]],
        [
          `site-settings ${origin}`,
          [
            'POST',
            'globals/site-settings',
            { body: JSON.stringify({ siteName: 'Owned' }), headers },
          ],
        ],
        [
          `settle ${origin}`,
          [
            'POST',
            'orders/settle',
            { body: '{}', headers: { ...headers, 'content-type': 'text/plain' } },
          ],
        ],
      )
    }
    attempts.push([
      'text/plain from the site',
      [
        'POST',
        'globals/site-settings',
        {
          body: JSON.stringify({ siteName: 'Owned' }),
          headers: { ...cookie(), Origin: site, 'content-type': 'text/plain' },
        },
      ],
    ])
    for (const [label, [method, path, options]] of attempts) {
      // The cookie is ignored: the request is a visitor's, which these routes refuse.
      const answer = await rest(method, path, options)
      expect([401, 403, 415], `${label}: ${answer.text}`).toContain(answer.status)
    }
    expect(await payload.count({ collection: 'users', overrideAccess: true })).toEqual(before)
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.siteName).not.toBe('Owned')
  })

  it('reads as a visitor when another site asks, and works from the site’s own pages', async () => {
    const foreign = await rest('GET', 'users/me', {
      headers: { ...cookie(), Origin: 'http://evil.example' },
    })
    expect(foreign.json.user).toBeNull()
    const own = await rest('GET', 'users/me', { headers: { ...cookie(), Origin: site } })
    expect(own.json.user?.id).toBe(admin.id)
    const saved = await rest('PATCH', `users/${admin.id}`, {
      body: JSON.stringify({ name: 'Own pages' }),
      headers: { ...cookie(), Origin: site },
    })
    expect(saved.status, saved.text).toBe(200)
  })

  it('is set Secure when the site is served over HTTPS, and only then', async () => {
    const { email } = await payload.findByID({ collection: 'users', id: admin.id })
    const password = 'a secure password for https'
    await payload.update({ collection: 'users', id: admin.id, data: { password } })
    const body = JSON.stringify({ email, password })
    const session = (answer: { headers: Headers }) =>
      answer.headers.getSetCookie().find((cookie) => cookie.startsWith('payload-token='))
    const overHttps = await rest('POST', 'users/login', { body, base: 'https://localhost' })
    expect(overHttps.status).toBe(200)
    expect(session(overHttps)).toMatch(/;\s*Secure/i)
    const overHttp = await rest('POST', 'users/login', { body })
    expect(session(overHttp)).not.toMatch(/;\s*Secure/i)
  })

  it('brings the staff marker: set with its expiry on signing in, cleared on signing out', async () => {
    const { email } = await payload.findByID({ collection: 'users', id: admin.id })
    const password = 'a password for the staff marker'
    await payload.update({ collection: 'users', id: admin.id, data: { password } })
    const named = (answer: { headers: Headers }, name: string) =>
      answer.headers.getSetCookie().find((each) => each.startsWith(`${name}=`)) ?? ''
    const signIn = await rest('POST', 'users/login', { body: JSON.stringify({ email, password }) })
    const expires = named(signIn, 'payload-token').match(/Expires=[^;]+/)?.[0]
    expect(expires).toBeTruthy()
    expect(named(signIn, 'staff')).toBe(`staff=1; ${expires}; Path=/; SameSite=Lax`)
    const token = named(signIn, 'payload-token').split(';')[0]!
    const signOut = await rest('POST', 'users/logout', { headers: { Cookie: token, Origin: site } })
    expect(signOut.status).toBe(200)
    expect(named(signOut, 'staff')).toBe('staff=; Max-Age=0; Path=/; SameSite=Lax')
  })
})

describe('form submissions', () => {
  const form = async (title: string) =>
    (await payload.find({ collection: 'forms', where: { title: { equals: title } } })).docs[0]!

  const rows = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ field: `f${i}`, value: 'x'.repeat(12) }))

  it('past the address’s limit are refused before their rows are read', async () => {
    const newsletter = await form('Newsletter')
    const huge = JSON.stringify({ form: newsletter.id, submissionData: rows(25_000) })
    expect(huge.length).toBeGreaterThan(800_000)
    // The address uses up its ten submissions with empty (refused) ones.
    for (let i = 0; i < 10; i += 1)
      await rest('POST', 'form-submissions', {
        body: JSON.stringify({ form: newsletter.id, submissionData: [] }),
        address: address(20),
      })
    const times: number[] = []
    for (let i = 0; i < 8; i += 1) {
      const [answer, ms] = await timed(() =>
        rest('POST', 'form-submissions', { body: huge, address: address(20) }),
      )
      expect(answer.status).toBe(429)
      times.push(ms)
    }
    times.sort((a, b) => a - b)
    console.log(`refused 875 KB submission: median ${times[4]!.toFixed(1)} ms`)
    // Refused without reading: a body that never ends is answered all the same.
    const endless = await answeredWithoutBody(
      rest('POST', 'form-submissions', {
        body: endlessBody(`{"form":${newsletter.id},"submissionData":[`),
        address: address(20),
      }),
    )
    expect(endless.status).toBe(429)
  })

  it('without a document are refused with 4xx, never a 500', async () => {
    for (const [label, body, type] of [
      ['null', 'null', 'application/json'],
      ['a list', '[]', 'application/json'],
      ['empty', '', 'application/json'],
      ['text', 'email=a@b.co', 'text/plain'],
    ]) {
      const answer = await rest('POST', 'form-submissions', {
        body,
        address: address(22),
        headers: { 'content-type': type! },
      })
      expect(answer.status, `${label}: ${answer.text}`).toBeGreaterThanOrEqual(400)
      expect(answer.status, label).toBeLessThan(500)
    }
  })

  it('with more rows than the form has fields are refused before Payload walks them', async () => {
    const newsletter = await form('Newsletter')
    const [answer, ms] = await timed(() =>
      rest('POST', 'form-submissions', {
        body: JSON.stringify({ form: newsletter.id, submissionData: rows(25_000) }),
        address: address(21),
      }),
    )
    expect(answer.status).toBe(400)
    expect(answer.json.errors[0].message).toMatch(/25000 rows; this form has \d+ fields/)
    console.log(`submission of 25,000 rows refused: ${ms.toFixed(0)} ms`)
  })
})
