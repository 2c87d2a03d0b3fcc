import pg from 'pg'

import { withoutStatementLimits } from './databaseTimeouts'
import { reportFailures } from './poolFailures'

const WATCHED = Symbol.for('formation.watchedPool')
type Watched = pg.Pool & { [WATCHED]?: true }

/** PostgreSQL's words for why it closed a connection, for the codes a restart sends. */
const CODE_NAMES: Record<string, string> = {
  '57P01': 'admin_shutdown',
  '57P02': 'crash_shutdown',
  '57P03': 'cannot_connect_now',
}

/** Why a connection was lost, by its code: never the message, which could quote a statement. */
export function lostConnectionCause(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code !== 'string' || !code) return 'connection closed'
  return CODE_NAMES[code] ? `${code} ${CODE_NAMES[code]}` : code
}

/**
 * Gives `pool` its one error listener. node-postgres emits an error for every connection the
 * server closes (a restart closes them all), and an emitter without a listener throws it as an
 * uncaught exception; a connection in use that loses its server does the same. Here each is
 * expected: the lost connection is dropped and the next query opens a new one, so one warning
 * per outage says it, naming the pool and the cause. Idempotent.
 */
export function watchPool<P extends pg.Pool>(
  pool: P,
  name: string,
  warn: (line: string) => void = (line) => console.warn(line),
): P {
  const watched = pool as P & Watched
  if (watched[WATCHED]) return pool
  watched[WATCHED] = true
  let quiet = false
  const lost = (error: unknown) => {
    if (quiet) return
    quiet = true
    warn(
      `Database pool "${name}" lost its connections (${lostConnectionCause(error)}); new ones are opened as needed.`,
    )
  }
  pool.on('error', lost)
  pool.on('connect', (client) => {
    // A new connection was made: the next loss is a new outage, worth its own line.
    quiet = false
    client.on('error', lost)
  })
  return pool
}

/**
 * node-postgres with pools watched as above, for Payload's adapter, which creates its pools
 * itself (`postgresAdapter({ pg })`): each gets its listener once, when it is made, however
 * often the config is evaluated, and `onFailure` hears of each failed connection or query
 * (poolFailures.ts). Payload's migration commands set PAYLOAD_MIGRATING before they connect;
 * their statements are not limited (see databaseTimeouts.ts).
 */
export function watchedPg(name: string, onFailure?: (error: unknown) => void): typeof pg {
  class WatchedPool extends pg.Pool {
    constructor(options?: pg.PoolConfig) {
      const migrating = process.env.PAYLOAD_MIGRATING === 'true'
      super(migrating && options ? withoutStatementLimits(options) : options)
      watchPool(this, name)
      if (onFailure) reportFailures(this, onFailure)
    }
  }
  return { ...pg, Pool: WatchedPool }
}
