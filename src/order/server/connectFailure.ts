/**
 * Telling a request that never left this server from one that may have reached Square: only the
 * first proves nothing was charged (docs/orders-and-payments.md#the-order-endpoints).
 */

/**
 * Node's words for a connection that was never made: refused, a host name that does not resolve,
 * no route, or undici's connect timeout (which covers the TLS handshake too). Each happens before
 * any byte of the request is written. A reset or a timeout once connected is not here: the
 * request may have arrived.
 */
const CONNECT_FAILURES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
])

/**
 * The code of the connect failure that stopped a request before it was sent, or null. Node's
 * fetch reports it as the cause of its TypeError, which the SDK wraps in a SquareError; when it
 * tried several addresses, every one of them must have failed to connect.
 */
export function connectFailure(error: unknown): string | null {
  let link: unknown = error
  for (let depth = 0; link && typeof link === 'object' && depth < 5; depth += 1) {
    const { code, errors } = link as { code?: unknown; errors?: unknown }
    if (Array.isArray(errors) && errors.length && link instanceof AggregateError) {
      const codes = errors.map(connectFailure)
      return codes.every(Boolean) ? codes[0]! : null
    }
    if (typeof code === 'string' && CONNECT_FAILURES.has(code)) return code
    link = (link as { cause?: unknown }).cause
  }
  return null
}
