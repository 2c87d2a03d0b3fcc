import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { ensureLocalSecret, replaceLocalSecret } from '../../../scripts/lib/secret'

const NAME = 'LAUNCHER_TEST_SECRET'

describe('local secrets', () => {
  let dataRoot: string
  beforeEach(() => {
    dataRoot = mkdtempSync(path.join(tmpdir(), 'secret-'))
    delete process.env[NAME]
  })
  afterEach(() => {
    rmSync(dataRoot, { recursive: true, force: true })
    delete process.env[NAME]
  })

  it('creates 32 random bytes once, readable by the owner only, and reuses them', () => {
    ensureLocalSecret(NAME, dataRoot, 'some-secret')
    const first = process.env[NAME]
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    const file = path.join(dataRoot, 'some-secret')
    expect(statSync(file).mode & 0o777).toBe(0o600)

    delete process.env[NAME]
    ensureLocalSecret(NAME, dataRoot, 'some-secret')
    expect(process.env[NAME]).toBe(first)
    expect(readFileSync(file, 'utf8')).toBe(first)
  })

  it('leaves a secret set in the environment alone and writes no file', () => {
    process.env[NAME] = 'from-the-environment'
    ensureLocalSecret(NAME, `${dataRoot}/never`, 'some-secret')
    expect(process.env[NAME]).toBe('from-the-environment')
    expect(() => statSync(`${dataRoot}/never`)).toThrow()
  })

  it('reads a file written by hand, ignoring its line end', () => {
    writeFileSync(path.join(dataRoot, 'some-secret'), 'written-by-hand\n')
    ensureLocalSecret(NAME, dataRoot, 'some-secret')
    expect(process.env[NAME]).toBe('written-by-hand')
  })

  it('gives a rotated key to the file only when the file holds the old one', () => {
    const [old, next, other] = ['a1', 'b2', 'c3'].map((byte) => Buffer.from(byte.repeat(32), 'hex'))
    const file = path.join(dataRoot, 'key')
    expect(replaceLocalSecret(dataRoot, 'key', old!, next!)).toBe(false)
    writeFileSync(file, other!.toString('hex'))
    expect(replaceLocalSecret(dataRoot, 'key', old!, next!)).toBe(false)
    expect(readFileSync(file, 'utf8')).toBe(other!.toString('hex'))
    writeFileSync(file, `${old!.toString('hex').toUpperCase()}\n`)
    expect(replaceLocalSecret(dataRoot, 'key', old!, next!)).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe(next!.toString('hex'))
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })
})
