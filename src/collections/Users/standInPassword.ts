import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

/** The prefix of the password hashes Payload stores now (tests/int/signIn.test.ts checks it). */
export const PAYLOAD_PASSWORD_HASH = 'pbkdf2-sha256-v1:'

const hash = promisify(pbkdf2)
const salt = randomBytes(32).toString('hex')

/**
 * Payload answers an unknown email at once, but a wrong password only after hashing it
 * (PBKDF2-SHA256, 600,000 rounds: a tenth of a second or more), so how long the answer takes
 * would tell which accounts exist. Hashing the password that came for an unknown account the
 * same way makes both answers take as long.
 */
export async function hashLikeAPassword(password: unknown): Promise<void> {
  await hash(typeof password === 'string' ? password : '', salt, 600_000, 32, 'sha256')
}
