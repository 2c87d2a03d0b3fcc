import { inspect } from 'node:util'

import { describe, expect, it } from 'vitest'

import { errorName } from '@/errors/errorDetails'
import { keepConsoleSafe } from '@/errors/safeConsole'

/** What a page render's failed query looks like in the production build. */
function minifiedFailedQuery() {
  const cause = Object.assign(new Error('column "secret" does not exist'), {
    name: 'error',
    code: '42703',
    severity: 'ERROR',
  })
  class i extends Error {}
  const query = 'select "id" from "posts" where "title" ilike $1 and "status" = $2'
  return Object.assign(new i(`Failed query: ${query}\nparams: %llc%,published`), {
    query,
    params: ['%llc%', 'published'],
    cause,
    digest: '2718281828',
  })
}

/** A console whose lines are kept, as the terminal would print them. */
function capture() {
  const lines: string[] = []
  const print = (...args: unknown[]) =>
    lines.push(args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg))).join(' '))
  const target = { error: print, warn: print } as unknown as Console
  keepConsoleSafe(target)
  return { target, lines }
}

describe('the console, as Next writes a render error to it', () => {
  it('prints the error under its real class names, without the query’s values', () => {
    const { target, lines } = capture()
    target.error(' ⨯', minifiedFailedQuery())
    const [line] = lines
    // Node prints a copy's name beside its class: "Error [DrizzleQueryError]: …".
    expect(line).toContain('[DrizzleQueryError]: database query failed (42703)')
    expect(line).toMatch(/cause: Error \[DatabaseError\]: database query failed \(42703\)/)
    expect(line).toContain("digest: '2718281828'")
    expect(line).not.toMatch(/llc|published|params|ilike|\bi\b caused/)
  })

  it('cuts bound values out of text, and is guarded once whatever the number of calls', () => {
    const { target, lines } = capture()
    keepConsoleSafe(target)
    target.warn('Failed query: select 1\nparams: 078-05-1120')
    expect(lines).toEqual(['Failed query: select 1\nparams: [not logged]'])
  })
})

describe('errorName', () => {
  it('reads minified errors by what they carry', () => {
    expect(errorName(minifiedFailedQuery())).toBe('DrizzleQueryError')
    expect(errorName(minifiedFailedQuery().cause)).toBe('DatabaseError')
    const forbidden = Object.assign(new Error('You are not allowed.'), { name: 'a', status: 403 })
    expect(errorName(forbidden)).toBe('APIError')
    const validation = Object.assign(new Error('invalid'), { name: 'e', data: { errors: [] } })
    expect(errorName(validation)).toBe('ValidationError')
    const disk = Object.assign(new Error('EACCES'), { code: 'EACCES', syscall: 'open' })
    expect(errorName(disk)).toBe('SystemError')
    expect(errorName(new TypeError('x'))).toBe('TypeError')
  })
})
