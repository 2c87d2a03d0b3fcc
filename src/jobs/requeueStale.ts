import { sharedStatePool } from '@/utilities/sharedStatePool'

/**
 * A job marked running for this long has lost its runner: the hourly run, the longest, stops
 * charging cards after 20 minutes (src/order/server/agent/autoRenew.ts), and every other step
 * is bounded by its database and Square deadlines.
 */
const STALE_AFTER = '1 hour'

/**
 * Queues again the jobs whose runner stopped while running them (killed, crashed, cut off): they
 * stay `processing` for ever otherwise, no runner takes them, and Payload never schedules a task
 * again while one of its jobs is unfinished, so the hourly run (reminders, renewal notices and
 * charges) would stop for good after one kill. Each task's steps are claimed by conditional
 * updates, so what the stopped runner finished is not done twice. Run by the jobs leader's tick.
 */
export async function requeueStaleJobs(): Promise<number> {
  const { rowCount } = await sharedStatePool().query(
    `UPDATE payload_jobs SET processing = false, updated_at = now()
      WHERE processing AND completed_at IS NULL AND updated_at < now() - interval '${STALE_AFTER}'`,
  )
  if (rowCount)
    console.warn(`Jobs: ${rowCount} job(s) left running by a stopped runner are queued again.`)
  return rowCount ?? 0
}
