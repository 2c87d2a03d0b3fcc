/**
 * The address a request came from, for per-address limits. Only addresses written by our own
 * side count: the socket's peer (stamped on each request by the server, see
 * src/utilities/socketAddress.ts) and the entries that TRUSTED_PROXY_HOPS proxies in front of us
 * appended to X-Forwarded-For. Anything further left in that header was written by the client.
 *
 *   TRUSTED_PROXY_HOPS=0  (default) nothing in front: the socket's peer is the client
 *   TRUSTED_PROXY_HOPS=1  one proxy (the compose file's nginx): the last X-Forwarded-For entry
 *   TRUSTED_PROXY_HOPS=n  the n-th entry from the right
 */
import { SOCKET_ADDRESS_HEADER, socketAddressesStamped } from '@/utilities/socketAddress'

export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 0)
  return Number.isInteger(hops) && hops >= 0 ? hops : 0
}

/** The client's address, or 'unknown' when our side did not record one. */
export function clientAddress(headers: Headers, hops = trustedProxyHops()): string {
  if (hops === 0) {
    const socket = socketAddressesStamped() ? headers.get(SOCKET_ADDRESS_HEADER)?.trim() : undefined
    return socket || 'unknown'
  }
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  // Fewer entries than trusted proxies: the request did not come through them.
  return forwarded.length >= hops ? forwarded[forwarded.length - hops]! : 'unknown'
}
