import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * PAYLOAD_SECRET signs sessions, so it must survive restarts. Without one in the environment
 * (local runs), a random secret is created once and kept beside the embedded database.
 */
export function ensurePayloadSecret(dataRoot: string): void {
  if (process.env.PAYLOAD_SECRET) return
  const file = path.resolve(dataRoot, 'payload-secret')
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  process.env.PAYLOAD_SECRET = readFileSync(file, 'utf8').trim()
}
