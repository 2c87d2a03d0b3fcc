import type pg from 'pg'

/** node-postgres reads a client's answer timeout from here at each query (pg 8). */
type WithAnswerTimeout = { connectionParameters?: { query_timeout?: number | false } }
type Release = (error?: Error | boolean) => void
type Callback = (error: Error | undefined, client?: pg.PoolClient, release?: Release) => void

const LIFT = 'SET statement_timeout = 0; SET idle_in_transaction_session_timeout = 0'
const RESTORE = 'RESET statement_timeout; RESET idle_in_transaction_session_timeout'

/** A connection of `pool` without limits on its statements, which it gets back when released. */
async function unlimitedClient(connect: () => Promise<pg.PoolClient>): Promise<pg.PoolClient> {
  const client = await connect()
  try {
    await client.query(LIFT)
  } catch (error) {
    client.release(error as Error)
    throw error
  }
  const parameters = (client as WithAnswerTimeout).connectionParameters
  const answerTimeout = parameters?.query_timeout
  if (parameters) parameters.query_timeout = false
  const release: Release = client.release
  client.release = (error?: Error | boolean) => {
    client.release = release
    if (parameters) parameters.query_timeout = answerTimeout
    if (error) return release(error)
    // Back in the pool only once its limits are: whoever takes it next has them.
    client.query(RESTORE).then(
      () => release(),
      (failure: Error) => release(failure),
    )
  }
  return client
}

/**
 * Runs `task` with no limit on the statements of the connections `pool` hands out meanwhile:
 * migrations may rewrite a large table, and the seed resizes images inside its transactions,
 * which a request's limits (databaseTimeouts.ts) would cut short. Each connection gets its
 * limits back when it is returned. Meant for start-up, before requests are served: a request
 * running at the same time would be unlimited too.
 */
export async function liftStatementLimits<T>(pool: pg.Pool, task: () => Promise<T>): Promise<T> {
  const connect = pool.connect
  const limited = (connect as () => Promise<pg.PoolClient>).bind(pool)
  // Both forms: Payload's transactions await a client, `pool.query` passes a callback.
  pool.connect = ((callback?: Callback) => {
    const client = unlimitedClient(limited)
    if (!callback) return client
    client.then(
      (ready) => callback(undefined, ready, ready.release),
      (error: Error) => callback(error),
    )
  }) as pg.Pool['connect']
  try {
    return await task()
  } finally {
    pool.connect = connect
  }
}
