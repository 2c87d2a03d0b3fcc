import domains from './governmentDomains.json'
import { isStateSlug, POSTAL_CODES, type StateSlug } from './usStates'

type OtherHost = { host: string; shownBy: string; what: string }

const otherHosts = domains.otherHosts as Partial<Record<StateSlug, OtherHost[]>>
const stateDomains = domains.states as Record<StateSlug, string[]>

export const hostOf = (url: string): string | null => {
  try {
    return new URL(url).hostname.toLowerCase().replace(/\.$/, '')
  } catch {
    return null
  }
}

const isOrUnder = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`)

/**
 * Whether an address is on the state's own host: one of its .gov domains in the registry, a
 * state-run host outside .gov listed beside them, or under state.<postal code>.us, the part of
 * .us delegated to the state. A .us or .gov host of anyone else, a copy of the state's statutes on
 * a private site, or another state's site is not (docs/states.md#sources).
 */
export function isStateHost(slug: string, url: string | null | undefined): boolean {
  if (!url || !isStateSlug(slug)) return false
  const host = hostOf(url)
  if (!host) return false
  return (
    isOrUnder(host, `state.${POSTAL_CODES[slug].toLowerCase()}.us`) ||
    stateDomains[slug].some((domain) => isOrUnder(host, domain)) ||
    (otherHosts[slug] ?? []).some(({ host: other }) => isOrUnder(host, other))
  )
}

/** The sentence a figure's note gives when its address cannot make it `official`. */
export const notStateHostNote = (url: string | null | undefined) => {
  const host = url ? hostOf(url) : null
  return host
    ? `Read on ${host}, which is not the state's own site.`
    : "No address on the state's own site is recorded."
}

/** Where the list of each state's hosts comes from, and the day it was read. */
export const STATE_HOSTS_SOURCE = { url: domains.source, readOn: domains.readOn }
