import { isStaffUser } from '@/access'

import { isJobsRunnerToken, JOBS_RUNNER_HEADER } from './runnerSecret'

/** Due jobs run for staff, and for the server's own timer (src/jobs/runDueJobs.ts). */
export const canRunJobs = ({ req }: { req: { user?: unknown; headers: Headers } }): boolean =>
  isStaffUser(req.user) || isJobsRunnerToken(req.headers.get(JOBS_RUNNER_HEADER))
