import type { SquareBrowserConfig } from '../squareBrowserConfig'

/**
 * Square's browser settings, read when a page renders rather than inlined by `next build`, so one
 * image serves sandbox and production, and the local stand-in's script URL can change.
 * Null when card payment is not configured: the wizard then says so instead of failing.
 */
export function squareBrowserConfig(
  env: NodeJS.ProcessEnv = process.env,
): SquareBrowserConfig | null {
  const applicationId = env['NEXT_PUBLIC_SQUARE_APPLICATION_ID']
  const locationId = env['NEXT_PUBLIC_SQUARE_LOCATION_ID'] || env['SQUARE_LOCATION_ID']
  if (!applicationId || !locationId) return null
  const scriptUrl = env['NEXT_PUBLIC_SQUARE_SCRIPT_URL']
  return { applicationId, locationId, ...(scriptUrl ? { scriptUrl } : {}) }
}
