import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createRateLimiter } from '@/security/rateLimit'
import { withDatabaseLock } from '@/utilities/databaseLock'

import { testPayload } from '../helpers'

/**
 * What replicas of the app share through PostgreSQL: rate-limit counters and the start-up lock.
 * Two limiter objects stand for two processes; the lock is taken on two pooled connections.
 */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('shared state in PostgreSQL', () => {
  it('two limiters of one name count against one limit', async () => {
    const name = `test-${randomUUID()}`
    const [one, two] = [1, 2].map(() => createRateLimiter({ name, limit: 3, windowMs: 60_000 }))
    expect(await one.hit('10.0.0.1')).toBe(0)
    expect(await two.hit('10.0.0.1')).toBe(0)
    expect(await one.hit('10.0.0.1')).toBe(0)
    const wait = await two.hit('10.0.0.1')
    expect(wait).toBeGreaterThan(55)
    expect(wait).toBeLessThanOrEqual(60)
    expect(await one.hit('10.0.0.2')).toBe(0)
    await one.record('declines')
    await two.record('declines')
    expect(await one.count('declines')).toBe(2)
  })

  it('counts exactly under concurrent hits', async () => {
    const shared = createRateLimiter({ name: `test-${randomUUID()}`, limit: 20, windowMs: 60_000 })
    const waits = await Promise.all(Array.from({ length: 30 }, () => shared.hit('same')))
    expect(waits.filter((wait) => wait === 0)).toHaveLength(20)
  })

  it('the start-up lock lets one holder in at a time', async () => {
    const events: string[] = []
    const task = (who: string) => async () => {
      events.push(`${who} in`)
      await new Promise((resolve) => setTimeout(resolve, 200))
      events.push(`${who} out`)
    }
    const name = `test-${randomUUID()}`
    await Promise.all([
      withDatabaseLock(payload, name, task('a')),
      withDatabaseLock(payload, name, task('b')),
    ])
    expect(events).toHaveLength(4)
    expect(events[1]).toBe(`${events[0].split(' ')[0]} out`)
  })
})
