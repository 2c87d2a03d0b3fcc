import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
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

/** Signs admin sessions: a new one signs everybody out. */
export const ensurePayloadSecret = (dataRoot: string) =>
  ensureLocalSecret('PAYLOAD_SECRET', dataRoot, 'payload-secret')

/** Encrypts SSN fields (AES-256-GCM): a new one makes the SSNs already stored unreadable. */
export const ensureFieldEncryptionKey = (dataRoot: string) =>
  ensureLocalSecret('FIELD_ENCRYPTION_KEY', dataRoot, 'field-encryption-key')
