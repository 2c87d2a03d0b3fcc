import type { PoolConfig } from 'pg'

import { numberSetting } from './numberSetting'

type Env = Record<string, string | undefined>

/**
 * How long this deployment lets the database take, in milliseconds (0 turns one off):
 * - `connect`: to open a connection, or to get one from a busy pool;
 * - `statement`: to run one statement, enforced by PostgreSQL itself;
 * - `idleInTransaction`: a transaction left open without a statement (its process hung or died
 *   holding row locks) is ended by PostgreSQL after this long.
 */
export function databaseTimeouts(env: Env = process.env) {
  return {
    connect: numberSetting(env.DATABASE_CONNECT_TIMEOUT_MS, 5_000),
    statement: numberSetting(env.DATABASE_STATEMENT_TIMEOUT_MS, 10_000),
    idleInTransaction: numberSetting(env.DATABASE_IDLE_TRANSACTION_TIMEOUT_MS, 60_000),
  }
}

/**
 * A frozen server (a stopped process, a network that drops packets) never cancels anything
 * itself: the driver stops waiting for an answer this long after PostgreSQL would have
 * cancelled the statement.
 */
const ANSWER_MARGIN_MS = 1_000

/** The options of a pool that serves requests: nothing it does waits forever. */
export function poolTimeouts(env: Env = process.env): PoolConfig {
  const { connect, statement, idleInTransaction } = databaseTimeouts(env)
  return {
    connectionTimeoutMillis: connect,
    // Connections unused for this long are closed; busy moments open them again.
    idleTimeoutMillis: 30_000,
    // A peer that vanished without closing (a host gone) is noticed by the operating system.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    statement_timeout: statement,
    query_timeout: statement ? statement + ANSWER_MARGIN_MS : 0,
    idle_in_transaction_session_timeout: idleInTransaction,
  }
}

/**
 * The same options without the limits on statements: for sessions that run migrations or the
 * seed, whose statements may rightly take longer than a request's.
 */
export function withoutStatementLimits(options: PoolConfig): PoolConfig {
  return {
    ...options,
    statement_timeout: 0,
    query_timeout: 0,
    idle_in_transaction_session_timeout: 0,
  }
}
