import { afterEach, describe, expect, it, vi } from 'vitest'

import { normalizeRedirectPath } from '@/collections/Redirects/paths'
import { isJobsRunnerToken, jobsRunnerToken } from '@/jobs/runnerSecret'

describe('a redirect’s old address', () => {
  it('is matched as one path however staff type it', () => {
    for (const typed of [
      'about.html',
      '/about.html',
      '/about.html/',
      '  /about.html  ',
      'https://formation.example/about.html?ref=1#top',
    ]) {
      expect(normalizeRedirectPath(typed), typed).toBe('/about.html')
    }
    expect(normalizeRedirectPath('/old/offer')).toBe('/old/offer')
  })
})

describe('the jobs runner token', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is derived from the Payload secret and checked in constant time', () => {
    vi.stubEnv('PAYLOAD_SECRET', 'one-secret')
    const token = jobsRunnerToken()
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    expect(isJobsRunnerToken(token)).toBe(true)
    expect(isJobsRunnerToken(`${token}0`)).toBe(false)
    expect(isJobsRunnerToken('')).toBe(false)
    expect(isJobsRunnerToken(null)).toBe(false)
    vi.stubEnv('PAYLOAD_SECRET', 'another-secret')
    expect(isJobsRunnerToken(token)).toBe(false)
  })

  it('accepts nothing when the server has no secret', () => {
    vi.stubEnv('PAYLOAD_SECRET', '')
    expect(isJobsRunnerToken(jobsRunnerToken())).toBe(false)
  })
})
