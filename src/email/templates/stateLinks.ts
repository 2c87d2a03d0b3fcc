import { escapeHtml as h } from './escape'

/** The state's own pages an agent email points to (its filing portal, its fee schedule). */
export type StatePages = { filingPortal?: string | null; feePage?: string | null }

/** The state's pages as lines of a plain-text email. */
export const stateLinkLines = ({ filingPortal, feePage }: StatePages): string[] => [
  ...(filingPortal ? [`The state's filing portal: ${filingPortal}`] : []),
  ...(feePage ? [`The state's fee schedule: ${feePage}`] : []),
]

/** The state's pages as one paragraph of an HTML email, or nothing. */
export function stateLinksHtml({ filingPortal, feePage }: StatePages): string {
  const links = [
    filingPortal ? `<a href="${h(filingPortal)}">The state's filing portal</a>` : '',
    feePage ? `<a href="${h(feePage)}">the state's fee schedule</a>` : '',
  ].filter(Boolean)
  return links.length ? `<p>${links.join(' · ')}</p>` : ''
}
