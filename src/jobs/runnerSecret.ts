import { createHmac, timingSafeEqual } from 'crypto'

/** The header that carries the runner's token (not Authorization, which Payload reads as a login). */
export const JOBS_RUNNER_HEADER = 'x-jobs-runner-token'

/**
 * The token that lets the server's own timer run due jobs through `/api/payload-jobs/run`.
 * Derived from PAYLOAD_SECRET, so every replica knows it and nothing new needs configuring; it
 * is only ever sent by the server to itself.
 */
export const jobsRunnerToken = (): string =>
  createHmac('sha256', process.env.PAYLOAD_SECRET || '')
    .update('run-due-jobs')
    .digest('hex')

/** Whether a request header value is the runner's token. */
export const isJobsRunnerToken = (value: string | null | undefined): boolean => {
  if (!value || !process.env.PAYLOAD_SECRET) return false
  const given = Buffer.from(value)
  const expected = Buffer.from(jobsRunnerToken())
  return given.length === expected.length && timingSafeEqual(given, expected)
}
