/**
 * What the browser needs to show Square's card field. The server reads it from the environment
 * when a page renders (server/squareBrowser.ts) and the wizard's card field uses it.
 */
export type SquareBrowserConfig = {
  applicationId: string
  locationId: string
  /** Overrides Square's script URL (the local stand-in); otherwise the SDK picks it by application id. */
  scriptUrl?: string
}
