/** "November 23, 2026": a date as the site shows it, the same on the server and in every zone. */
export const longDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })
