import pg from 'pg'

import { databaseFaultLabel } from '@/errors/errorDetails'
import { databaseTimeouts } from '@/utilities/databaseTimeouts'

/** PostgreSQL's "database does not exist": Payload creates it, so it is no reason to stop. */
const DATABASE_MISSING = '3D000'

/**
 * Why the server cannot connect to its database at start, in one line an operator can act on,
 * or null when it can. Asked once before Payload connects, because Payload's own failure is a
 * stack trace (docs/operations.md#at-every-start). Names the host and port as node-postgres read
 * them (a socket path, `?host=`, PG* variables), never the password. An address node-postgres
 * cannot read is left to Payload to report.
 */
export async function databaseUnreachable(url: string | undefined): Promise<string | null> {
  let client: pg.Client
  try {
    client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: databaseTimeouts().connect,
    })
  } catch {
    return null
  }
  // A failed connection also emits 'error'; unheard, it would end the process with a trace.
  client.on('error', () => {})
  try {
    await client.connect()
    return null
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (code === DATABASE_MISSING) return null
    // Node's code (ENOTFOUND, EAI_AGAIN, ECONNREFUSED) or PostgreSQL's (28P01: a wrong password).
    const cause = typeof code === 'string' ? code : databaseFaultLabel(error)
    return `Cannot connect to the database at ${client.host}:${client.port} (${cause}): check DATABASE_URL and that PostgreSQL is running. The server stops here; its process manager starts it again.`
  } finally {
    await client.end().catch(() => {})
  }
}
