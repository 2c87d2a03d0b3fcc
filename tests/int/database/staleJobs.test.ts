import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { requeueStaleJobs } from '@/jobs/requeueStale'

import { testPayload } from '../helpers'

// A runner killed in the middle of a job leaves it `processing`: without this, the hourly run's
// task would never be scheduled again (docs/operations.md#jobs).

let payload: Payload
let admin: pg.Client
const QUEUE = `stale-test-${process.pid}`

beforeAll(async () => {
  payload = await testPayload()
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
})
afterAll(async () => {
  await admin.query('DELETE FROM payload_jobs WHERE queue = $1', [QUEUE])
  await admin.end()
})

const queued = async (minutesAgo: number) => {
  const job = await payload.jobs.queue({ task: 'sendDueReminders', input: {}, queue: QUEUE })
  await admin.query(
    `UPDATE payload_jobs SET processing = true, updated_at = now() - make_interval(mins => $2) WHERE id = $1`,
    [job.id, minutesAgo],
  )
  return Number(job.id)
}

const processing = async (id: number) =>
  (
    await admin.query<{ processing: boolean }>(
      'SELECT processing FROM payload_jobs WHERE id = $1',
      [id],
    )
  ).rows[0]!.processing

describe('jobs left running by a stopped runner', () => {
  it('are queued again once stale; a job still being run is left alone', async () => {
    const orphaned = await queued(90)
    const running = await queued(20)
    expect(await requeueStaleJobs()).toBeGreaterThanOrEqual(1)
    expect(await processing(orphaned)).toBe(false)
    expect(await processing(running)).toBe(true)
    // A runner picks the orphan up again: Payload counts it as runnable.
    const runnable = await payload.db.count({
      collection: 'payload-jobs',
      where: { and: [{ queue: { equals: QUEUE } }, { processing: { equals: false } }] },
    })
    expect(runnable.totalDocs).toBe(1)
  })
})
