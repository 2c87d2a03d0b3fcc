import pg from 'pg'

import { databaseFaultLabel } from '@/errors/errorDetails'
import { databaseTimeouts } from '@/utilities/databaseTimeouts'

/** PostgreSQL's "database does not exist": Payload creates it, so it is no reason to stop. */
const DATABASE_MISSING = '3D000'

/**
 * Why the server cannot connect to its database at start, in one line an operator can act on,
 * or null when it can. Asked once before Payload connects, because Payload's own failure is a
 * stack trace (docs/operations.md#at-every-start). Names the host and port, never the password.
 */
export async function databaseUnreachable(url: string | undefined): Promise<string | null> {
  if (!url) return 'DATABASE_URL is not set: set it to the PostgreSQL the site runs on.'
  let where: string
  try {
    const parsed = new URL(url)
    where = `${parsed.hostname}:${parsed.port || 5432}`
  } catch {
    return 'DATABASE_URL is not a postgres:// address: set it to the PostgreSQL the site runs on.'
  }
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: databaseTimeouts().connect,
  })
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
    return `Cannot connect to the database at ${where} (${cause}): check DATABASE_URL and that PostgreSQL is running. The server stops here; its process manager starts it again.`
  } finally {
    await client.end().catch(() => {})
  }
}
