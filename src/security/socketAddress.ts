import { randomBytes } from 'node:crypto'

import { tapEveryServer } from './serverEvents'

/**
 * Why this exists: per-address limits (the pay endpoint's, src/security/clientAddress.ts) need the
 * address of the socket a request came in on, and Next offers none. Its route handlers get the
 * request's headers, never its socket (`NextRequest.ip` was removed in Next 15, and Next 16 has no
 * replacement outside Vercel), and Next fills X-Forwarded-For with the peer's address only when
 * the client sent none, so a client can write the address our limits would see.
 *
 * What it does: through a tap on every HTTP server of this process (./serverEvents.ts, a wrapper
 * of `http.Server.prototype.emit` installed once at startup by src/instrumentation.node.ts), each
 * request is stamped with its socket's peer address under this header, over any value the client
 * sent under the same name, so handlers read an address no client can choose.
 */
export const SOCKET_ADDRESS_HEADER = 'x-socket-address'

// The stamp carries a secret of this process, so a value a client sent, on a request that reached
// the server before the stamp was installed, is never taken for one.
const STAMP = Symbol.for('formation.socketAddressStamp')
type Marked = typeof globalThis & { [STAMP]?: string }

/** Installs the stamp on every HTTP server of this process (once; from instrumentation). */
export function stampSocketAddresses(): void {
  const marked = globalThis as Marked
  if (marked[STAMP]) return
  const nonce = randomBytes(12).toString('base64url')
  tapEveryServer('request', (_server, [req]) => {
    const request = req as { headers: Record<string, unknown>; socket?: { remoteAddress?: string } }
    request.headers[SOCKET_ADDRESS_HEADER] = `${nonce} ${request.socket?.remoteAddress ?? ''}`
  })
  marked[STAMP] = nonce
}

/** The stamped socket address of a request, or undefined when the server did not stamp it. */
export function stampedSocketAddress(headers: Headers): string | undefined {
  const nonce = (globalThis as Marked)[STAMP]
  const value = headers.get(SOCKET_ADDRESS_HEADER)
  if (!nonce || !value?.startsWith(`${nonce} `)) return undefined
  return value.slice(nonce.length + 1) || undefined
}

/** The header value the server would stamp for `address` (requests built by tests). */
export function socketAddressStamp(address: string): string {
  stampSocketAddresses()
  return `${(globalThis as Marked)[STAMP]} ${address}`
}
