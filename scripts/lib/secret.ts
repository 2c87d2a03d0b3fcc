import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * A secret the app needs in `process.env[name]` and that must survive restarts. Without one in
 * the environment (local runs), 32 random bytes (64 hex characters) are written once to
 * `dataRoot/file`, readable by the owner only, and read back on every later run.
 */
export function ensureLocalSecret(name: string, dataRoot: string, file: string): void {
  if (process.env[name]) return
  const secretFile = path.resolve(dataRoot, file)
  mkdirSync(path.dirname(secretFile), { recursive: true })
  try {
    // 'wx': two launchers starting at once must not each write a different secret.
    writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  process.env[name] = readFileSync(secretFile, 'utf8').trim()
}

/**
 * Puts `to` in place of `from` in the secret file `dataRoot/file` (hex), when that file holds
 * `from`; whether it did. A rotated key must follow in the file a local run reads it from, or the
 * next start would refuse the database. Written beside, then renamed: never a half-written key.
 */
export function replaceLocalSecret(dataRoot: string, file: string, from: Buffer, to: Buffer) {
  const secretFile = path.resolve(dataRoot, file)
  if (!existsSync(secretFile)) return false
  if (!Buffer.from(readFileSync(secretFile, 'utf8').trim(), 'hex').equals(from)) return false
  writeFileSync(`${secretFile}.new`, to.toString('hex'), { mode: 0o600 })
  renameSync(`${secretFile}.new`, secretFile)
  return true
}

/** Signs admin sessions: a new one signs everybody out. */
export const ensurePayloadSecret = (dataRoot: string) =>
  ensureLocalSecret('PAYLOAD_SECRET', dataRoot, 'payload-secret')

/** Encrypts SSN fields (AES-256-GCM): a new one makes the SSNs already stored unreadable. */
export const ensureFieldEncryptionKey = (dataRoot: string) =>
  ensureLocalSecret('FIELD_ENCRYPTION_KEY', dataRoot, 'field-encryption-key')
