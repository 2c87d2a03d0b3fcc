import { ownUrl } from '@/utilities/ownUrl'

import { isJobsLeader } from './jobsLeader'
import { requeueStaleJobs } from './requeueStale'
import { JOBS_RUNNER_HEADER, jobsRunnerToken } from './runnerSecret'

/** How often due jobs (scheduled publishing) run: a scheduled page is public within ~15 s. */
const EVERY_MS = 15_000

/**
 * Runs due jobs of the default queue (scheduled publishing and unpublishing) every 15 seconds by
 * calling the server's own jobs endpoint rather than running them in this timer: inside a request
 * a job's publish can revalidate Next's cache (outside one it would throw), so the change is on
 * the public site at once. With several replicas, only the one that runs the job queues calls
 * (see isJobsLeader).
 */
export function scheduleDueJobs(): void {
  let running = false
  let warned = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      if (!(await isJobsLeader())) return
      await requeueStaleJobs()
      const response = await fetch(`${ownUrl()}/api/payload-jobs/run?queue=default&limit=20`, {
        headers: { [JOBS_RUNNER_HEADER]: jobsRunnerToken() },
        signal: AbortSignal.timeout(60_000),
      })
      if (!response.ok) throw new Error(`status ${response.status}`)
      warned = false
    } catch (error) {
      // Once per outage, not every tick (e.g. while the server is still starting).
      if (!warned) console.warn(`Could not run scheduled jobs: ${(error as Error).message}`)
      warned = true
    } finally {
      running = false
    }
  }
  setInterval(tick, EVERY_MS).unref()
}
