/**
 * The address a request came from, for per-address limits. Only addresses written by our own
 * side count: the socket's peer (stamped on each request by the server, see
 * src/security/socketAddress.ts) and the entries that TRUSTED_PROXY_HOPS proxies in front of us
 * appended to X-Forwarded-For. Anything further left in that header was written by the client.
 *
 *   TRUSTED_PROXY_HOPS=0  (default) nothing in front: the socket's peer is the client
 *   TRUSTED_PROXY_HOPS=1  one proxy in front (nginx, a load balancer): the last X-Forwarded-For entry
 *   TRUSTED_PROXY_HOPS=n  the n-th entry from the right
 */
import { stampedSocketAddress } from './socketAddress'

export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 0)
  return Number.isInteger(hops) && hops >= 0 ? hops : 0
}

/**
 * One key per client: an IPv4-mapped IPv6 address as its IPv4, other IPv6 addresses by their /64
 * (one subscriber's whole network, which a single host can rotate through at will).
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]!
  if (!address.includes(':')) return address
  const [head = '', tail = ''] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * The client's own address as our side recorded it (the socket's peer, or the entry our trusted
 * proxies appended), or null: what an audit record keeps, where a limit counts addressKey.
 */
export function clientPeerAddress(headers: Headers, hops = trustedProxyHops()): string | null {
  const peer = hops === 0 ? stampedSocketAddress(headers) : forwardedBy(headers, hops)
  return peer ? peer.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1') : null
}

function forwardedBy(headers: Headers, hops: number): string | undefined {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  // Fewer entries than trusted proxies: the request did not come through them.
  return forwarded.length >= hops ? forwarded[forwarded.length - hops] : undefined
}

/** The client's address (see addressKey), or 'unknown' when our side did not record one. */
export function clientAddress(headers: Headers, hops = trustedProxyHops()): string {
  const peer = clientPeerAddress(headers, hops)
  return peer ? addressKey(peer) : 'unknown'
}
