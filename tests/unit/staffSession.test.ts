import { describe, expect, it } from 'vitest'

import { isSiteOrigin } from '@/api/siteOrigin'
import { finishSessionCookies, staffSessionProblem } from '@/api/staffSession'

const request = (method: string, headers: Record<string, string>, url = 'http://site.test/api/x') =>
  new Request(url, { method, headers: { host: 'site.test', ...headers } })
const session = { cookie: 'theme=dark; payload-token=abc' }

describe('a staff session cookie', () => {
  it('is accepted from the site’s own pages, for JSON and the admin’s multipart', () => {
    for (const type of ['application/json', 'multipart/form-data; boundary=x'])
      expect(
        staffSessionProblem(
          request('POST', { ...session, origin: 'http://site.test', 'content-type': type }),
        ),
      ).toBeNull()
    expect(staffSessionProblem(request('GET', session))).toBeNull()
  })

  it('is refused from another origin, another site, without an Origin, or with a form’s body', () => {
    const refused = [
      request('POST', { ...session, origin: 'http://evil.example' }),
      request('POST', { ...session, origin: 'null' }),
      request('POST', { ...session }),
      request('POST', { ...session, origin: 'http://site.test', 'content-type': 'text/plain' }),
      request('POST', {
        ...session,
        origin: 'http://site.test',
        'content-type': 'application/x-www-form-urlencoded',
      }),
      request('GET', { ...session, 'sec-fetch-site': 'cross-site' }),
      request('GET', { ...session, origin: 'http://evil.example' }),
    ]
    for (const each of refused) expect(staffSessionProblem(each)).toMatch(/staff session|Opaque/)
  })

  it('is not judged when a token in the Authorization header signs the request in', () => {
    expect(
      staffSessionProblem(
        request('POST', { ...session, origin: 'http://evil.example', authorization: 'JWT x' }),
      ),
    ).toBeNull()
  })

  it('compares with NEXT_PUBLIC_SERVER_URL when it is set, with the request’s host otherwise', () => {
    const at = request('GET', {})
    expect(isSiteOrigin('http://site.test', at, {})).toBe(true)
    expect(isSiteOrigin('http://site.test.evil.example', at, {})).toBe(false)
    const env = { NEXT_PUBLIC_SERVER_URL: 'https://formation.example/' }
    expect(isSiteOrigin('https://formation.example', at, env)).toBe(true)
    expect(isSiteOrigin('http://site.test', at, env)).toBe(false)
  })

  it('is marked Secure on answers over HTTPS only', () => {
    const answer = () =>
      new Response('{}', {
        headers: [
          ['set-cookie', 'payload-token=abc; Path=/; HttpOnly; SameSite=Lax'],
          ['set-cookie', 'other=1; Path=/'],
        ],
      })
    const https = finishSessionCookies(request('POST', {}, 'https://site.test/api/x'), answer())
    expect(https.headers.getSetCookie()).toEqual([
      'payload-token=abc; Path=/; HttpOnly; SameSite=Lax; Secure',
      'staff=1; Path=/; SameSite=Lax; Secure',
      'other=1; Path=/',
    ])
    const http = finishSessionCookies(request('POST', {}), answer())
    expect(http.headers.getSetCookie()[0]).not.toMatch(/Secure/)
  })

  it('brings the staff marker along: same expiry when set, expired when cleared', () => {
    const answer = (cookie: string) => new Response('{}', { headers: [['set-cookie', cookie]] })
    const expires = 'Expires=Sat, 28 Nov 2026 04:00:00 GMT'
    const signIn = finishSessionCookies(
      request('POST', {}),
      answer(`payload-token=abc; ${expires}; Path=/; HttpOnly=true; SameSite=Lax`),
    )
    expect(signIn.headers.getSetCookie()[1]).toBe(`staff=1; ${expires}; Path=/; SameSite=Lax`)
    const signOut = finishSessionCookies(
      request('POST', {}, 'https://site.test/api/x'),
      answer(`payload-token=; ${expires}; Path=/; HttpOnly=true`),
    )
    expect(signOut.headers.getSetCookie()[1]).toBe(
      'staff=; Max-Age=0; Path=/; SameSite=Lax; Secure',
    )
    const untouched = answer('other=1')
    expect(finishSessionCookies(request('GET', {}), untouched)).toBe(untouched)
  })
})
