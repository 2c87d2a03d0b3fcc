import { Server } from 'node:http'

/**
 * Next's server passes route handlers the request's headers, never its socket, and it fills
 * X-Forwarded-For with the peer's address only when the client sent none, so a client can write
 * the address our limits would see. Stamping every request with its socket's peer address, over
 * any value the client sent under the same name, gives handlers an address no client can choose.
 */
export const SOCKET_ADDRESS_HEADER = 'x-socket-address'

const STAMPED = Symbol.for('formation.socketAddressStamped')
type Marked = typeof globalThis & { [STAMPED]?: boolean }

/** Installs the stamp on every HTTP server of this process (once; from instrumentation). */
export function stampSocketAddresses(): void {
  if ((globalThis as Marked)[STAMPED]) return
  const emit = Server.prototype.emit
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as { headers: Record<string, unknown>; socket?: { remoteAddress?: string } }
      req.headers[SOCKET_ADDRESS_HEADER] = req.socket?.remoteAddress ?? ''
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
  } as typeof emit
  ;(globalThis as Marked)[STAMPED] = true
}

/** Whether the header above can be trusted in this process. */
export const socketAddressesStamped = (): boolean => Boolean((globalThis as Marked)[STAMPED])
