import { describe, expect, it } from 'vitest'

import { poolTimeouts, withoutStatementLimits } from '@/utilities/databaseTimeouts'

describe("a pool's timeouts", () => {
  it('bound connecting, statements and idle transactions by default', () => {
    expect(poolTimeouts({})).toMatchObject({
      connectionTimeoutMillis: 5_000,
      statement_timeout: 10_000,
      query_timeout: 11_000,
      idle_in_transaction_session_timeout: 60_000,
      idleTimeoutMillis: 30_000,
    })
  })

  it('are set by the environment; a typo keeps the default', () => {
    const options = poolTimeouts({
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '3000',
      DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: '4s',
    })
    expect(options).toMatchObject({
      connectionTimeoutMillis: 2_000,
      statement_timeout: 3_000,
      query_timeout: 4_000,
      idle_in_transaction_session_timeout: 60_000,
    })
  })

  it('turn the statement limit off, the driver’s wait included, with 0', () => {
    expect(poolTimeouts({ DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toMatchObject({
      statement_timeout: 0,
      query_timeout: 0,
    })
  })

  it('leave connecting bounded when statements are not (migrations, the seed)', () => {
    expect(withoutStatementLimits(poolTimeouts({}))).toMatchObject({
      connectionTimeoutMillis: 5_000,
      statement_timeout: 0,
      query_timeout: 0,
      idle_in_transaction_session_timeout: 0,
    })
  })
})
