import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Server } from 'node:http'

import { tapEveryServer } from './serverEvents'

/**
 * How long a client may take to send a request's headers, and the whole request. Node allows
 * 60 s and 300 s, and `next start` offers no setting: a few connections trickling a body a
 * byte at a time would hold the server's sockets for minutes when no proxy stands in front.
 */
export function slowClientTimeouts(env: Record<string, string | undefined> = process.env) {
  const read = (value: string | undefined, fallback: number) => {
    const ms = Number(value ?? fallback)
    return Number.isFinite(ms) && ms > 0 ? ms : fallback
  }
  return {
    headersTimeoutMs: read(env.SERVER_HEADERS_TIMEOUT_MS, 20_000),
    requestTimeoutMs: read(env.SERVER_REQUEST_TIMEOUT_MS, 60_000),
  }
}

type Timeouts = ReturnType<typeof slowClientTimeouts>

const LIMITED = Symbol.for('formation.slowClientsLimited')
type Limited = Server & { [LIMITED]?: true }

/**
 * Ends a request whose body has not fully arrived in time with 408. Node checks its own
 * `requestTimeout` only every 30 s; this timer is exact.
 */
function endWhenIncomplete(
  req: IncomingMessage,
  res: ServerResponse,
  { requestTimeoutMs }: Timeouts,
) {
  if (req.complete) return
  const timer = setTimeout(() => {
    if (req.complete) return
    if (!res.headersSent) {
      res.writeHead(408, { 'content-type': 'text/plain', connection: 'close' })
      res.end('Request timed out: the request body did not arrive in time.\n')
    }
    req.socket.destroy()
  }, requestTimeoutMs)
  timer.unref()
  req.once('end', () => clearTimeout(timer))
  res.once('close', () => clearTimeout(timer))
}

/** Applies the limits to a server (Node's own checks for slow headers, the exact body timer). */
export function limitSlowClients(server: Server, timeouts: Timeouts = slowClientTimeouts()): void {
  const marked = server as Limited
  if (marked[LIMITED]) return
  marked[LIMITED] = true
  server.headersTimeout = timeouts.headersTimeoutMs
  server.requestTimeout = timeouts.requestTimeoutMs
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) =>
    endWhenIncomplete(req, res, timeouts),
  )
}

/** Limits every HTTP server of this process as its first connection arrives (instrumentation). */
let limitingEveryServer = false

export function limitSlowClientsOfEveryServer(): void {
  if (limitingEveryServer) return
  limitingEveryServer = true
  const timeouts = slowClientTimeouts()
  tapEveryServer('connection', (server) => limitSlowClients(server, timeouts))
}
