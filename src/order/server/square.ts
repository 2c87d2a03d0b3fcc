/**
 * The server's Square client: its settings from the environment, one SDK client per settings,
 * and the deadline of a call. What it charges and refunds: squarePayments.ts, squareRefunds.ts.
 */
import { SquareClient, SquareEnvironment } from 'square'

export type SquareSettings = {
  token: string
  /** API base: SQUARE_BASE_URL, else Square's sandbox or production host. */
  baseUrl: string
  locationId: string
  timeoutMs: number
}

export class SquareNotConfigured extends Error {}

const DEFAULT_TIMEOUT_MS = 10_000

/** SQUARE_TIMEOUT_MS: how long one Square call may take (also what a charge's lease is built on). */
export const squareTimeoutMs = (env: Record<string, string | undefined> = process.env) =>
  Number(env.SQUARE_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS

/** Square settings from the environment; names (never values) of what is missing in the error. */
export function squareSettings(
  env: Record<string, string | undefined> = process.env,
): SquareSettings {
  const token = env.SQUARE_ACCESS_TOKEN
  const locationId = env.SQUARE_LOCATION_ID || env.NEXT_PUBLIC_SQUARE_LOCATION_ID
  const environment = env.SQUARE_ENVIRONMENT || 'sandbox'
  const missing = [
    !token && 'SQUARE_ACCESS_TOKEN',
    !locationId && 'SQUARE_LOCATION_ID (or NEXT_PUBLIC_SQUARE_LOCATION_ID)',
  ].filter(Boolean)
  if (missing.length)
    throw new SquareNotConfigured(`Square is not configured: set ${missing.join(' and ')}.`)
  if (environment !== 'sandbox' && environment !== 'production') {
    throw new SquareNotConfigured('SQUARE_ENVIRONMENT must be "sandbox" or "production".')
  }
  const timeoutMs = squareTimeoutMs(env)
  const baseUrl =
    env.SQUARE_BASE_URL ||
    (environment === 'production' ? SquareEnvironment.Production : SquareEnvironment.Sandbox)
  return { token: token!, locationId: locationId!, baseUrl, timeoutMs }
}

let cached: { key: string; client: SquareClient } | undefined

export function clientFor(settings: SquareSettings): SquareClient {
  const key = `${settings.baseUrl}\n${settings.timeoutMs}\n${settings.token}`
  if (cached?.key !== key) {
    const client = new SquareClient({
      token: settings.token,
      baseUrl: settings.baseUrl,
      timeoutInSeconds: settings.timeoutMs / 1000,
      // No retries inside a charge: a retried 5xx that ends in a 429 would hide that the first
      // try may have charged. An unanswered attempt is settled by replaying it instead.
      maxRetries: 0,
    })
    cached = { key, client }
  }
  return cached.client
}

/**
 * Bounds a whole call, reading the answer included: the SDK's own timeout (SQUARE_TIMEOUT_MS)
 * stops at the answer's headers, so this deadline is twice that.
 */
export const callDeadlineMs = (settings: Pick<SquareSettings, 'timeoutMs'>) =>
  2 * settings.timeoutMs
/** How long an attempt owns its order or balance: one call to Square, plus margin. */
export const leaseMs = (settings: Pick<SquareSettings, 'timeoutMs'>) =>
  callDeadlineMs(settings) + 10_000
export const within = (settings: SquareSettings) => ({
  abortSignal: AbortSignal.timeout(callDeadlineMs(settings)),
  maxRetries: 0,
})
