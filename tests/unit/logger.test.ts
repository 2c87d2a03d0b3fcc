import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { payloadLoggerOptions } from '@/errors/logger'

type Line = { level: number; msg: string; err?: { message: string; stack: string; code?: string } }

/** Payload's logger writing JSON lines into an array instead of the terminal. */
function capture() {
  const lines: Line[] = []
  const logger = pino(
    { ...payloadLoggerOptions },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  )
  return { logger, lines, text: () => JSON.stringify(lines) }
}

/** Payload's errors as the production build has them: a minified class name and a status. */
const payloadError = (message: string, status: number) =>
  Object.assign(new Error(message), { name: 'a', status, isPublic: true })

const SSN = '123-45-6789'

/** What Drizzle throws for a query PostgreSQL refused: SQL and values in the message. */
function failedQuery(code: string, pgMessage: string, extra: Record<string, unknown> = {}) {
  const cause = Object.assign(new Error(pgMessage), { code, severity: 'ERROR', ...extra })
  const query = 'select "id" from "orders" where "ssn" = $1 and "id" = $2'
  return Object.assign(new Error(`Failed query: ${query}\nparams: ${SSN},abc`), {
    query,
    params: [SSN, 'abc'],
    cause,
  })
}

describe("Payload's logger", () => {
  it('logs an expected denial as one info line without a stack', () => {
    const { logger, lines } = capture()
    logger.error({ err: payloadError('You are not allowed to perform this action.', 403) })
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: '403 You are not allowed to perform this action.',
      }),
    ])
    expect(lines[0].err).toBeUndefined()
  })

  it('logs a value PostgreSQL refused as one info line, without the query or its values', () => {
    const { logger, lines, text } = capture()
    logger.error({ err: failedQuery('22P02', 'invalid input syntax for type integer: "abc"') })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 30, msg: expect.stringContaining('22P02') })
    expect(text()).not.toMatch(/select|params|abc|123-45/)
  })

  it('logs an unexpected database error with its stack, never its SQL or values', () => {
    const { logger, lines, text } = capture()
    const error = failedQuery(
      '23505',
      'duplicate key value violates unique constraint "orders_ssn_idx"',
      {
        constraint: 'orders_ssn_idx',
        detail: `Key (ssn)=(${SSN}) already exists.`,
      },
    )
    logger.error({ err: error })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 50, msg: 'database query failed (23505)' })
    expect(lines[0].err?.stack).toMatch(/\n\s+at /)
    expect(text()).toContain('orders_ssn_idx')
    expect(text()).not.toMatch(/select|params|123-45|already exists/)
  })

  it('hides the query of an error GraphQL wrapped', () => {
    const { logger, text } = capture()
    const original = failedQuery('42P01', 'relation "orders" does not exist')
    const wrapped = Object.assign(new Error(original.message), { originalError: original })
    logger.error({ err: wrapped })
    expect(text()).toContain('database query failed (42P01)')
    expect(text()).not.toMatch(/select|123-45/)
  })

  it('keeps the message and stack of other errors, and a message given with them', () => {
    const { logger, lines } = capture()
    logger.error(new TypeError('Cannot read properties of undefined'))
    logger.error({ err: new Error('boom'), msg: 'Error running the job' })
    expect(lines[0]).toMatchObject({ level: 50, msg: 'Cannot read properties of undefined' })
    expect(lines[0].err?.stack).toMatch(/^TypeError: Cannot read properties of undefined\n\s+at /)
    expect(lines[1]).toMatchObject({ level: 50, msg: 'Error running the job' })
  })

  it('names a failed query and its cause by what they carry, whatever the build did to their classes', () => {
    const { logger, lines } = capture()
    logger.error({ err: failedQuery('23505', 'duplicate key') })
    expect(lines[0].err?.stack).toMatch(/^DrizzleQueryError: database query failed \(23505\)\n/)
    expect(JSON.stringify(lines[0].err)).toContain('"type":"DatabaseError"')
  })

  it('leaves plain messages alone', () => {
    const { logger, lines } = capture()
    logger.info('Seeded 51 state fees.')
    expect(lines).toEqual([expect.objectContaining({ level: 30, msg: 'Seeded 51 state fees.' })])
  })
})
