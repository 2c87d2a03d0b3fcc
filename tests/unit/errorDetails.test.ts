import { describe, expect, it } from 'vitest'

import { databaseFaultLabel, isDatabaseUnavailable } from '@/errors/errorDetails'

const pgError = (code: string, message = 'failed') =>
  Object.assign(new Error(message), { code, severity: 'ERROR' })

describe('isDatabaseUnavailable', () => {
  it('knows a database that cannot be reached or did not answer in time', () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })),
    ).toBe(true)
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(
      isDatabaseUnavailable(pgError('57014', 'canceling statement due to statement timeout')),
    ).toBe(true)
    expect(isDatabaseUnavailable(pgError('57P01'))).toBe(true)
    expect(isDatabaseUnavailable(pgError('08006'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true)
    // Payload starting without a database keeps only the driver's message.
    expect(
      isDatabaseUnavailable(new Error('Error: cannot connect to Postgres: connect ECONNREFUSED')),
    ).toBe(true)
  })

  it('finds it as the cause of a failed query', () => {
    const cause = Object.assign(new Error('connect'), { code: 'ECONNRESET' })
    expect(isDatabaseUnavailable(new Error('Failed query: select …', { cause }))).toBe(true)
  })

  it('does not take a refused query or a visitor’s bad value for an outage', () => {
    expect(isDatabaseUnavailable(pgError('23505'))).toBe(false)
    expect(isDatabaseUnavailable(pgError('22P02'))).toBe(false)
    expect(isDatabaseUnavailable(new Error('No such order'))).toBe(false)
    expect(isDatabaseUnavailable(undefined)).toBe(false)
  })
})

describe('databaseFaultLabel', () => {
  it('names the cause by its code or the driver’s words, never the query', () => {
    const cause = Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })
    expect(
      databaseFaultLabel(new Error('Failed query: select $1\nparams: secret', { cause })),
    ).toBe('ECONNREFUSED')
    expect(databaseFaultLabel(pgError('57P01'))).toBe('57P01')
    expect(
      databaseFaultLabel(
        new Error('Failed query: select', { cause: new Error('Query read timeout') }),
      ),
    ).toBe('Query read timeout')
  })
})
