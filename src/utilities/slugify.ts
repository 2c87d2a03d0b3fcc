/** A path segment from words: "Annual Report: What's Due?" → "annual-report-what-s-due". */
export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** What every slug looks like; anything else names no document. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
