import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'

/**
 * Encryption at rest for the few fields that identify a person (the responsible party's SSN):
 * AES-256-GCM with the key in FIELD_ENCRYPTION_KEY (64 hex characters). A database dump or a
 * backup then holds no SSN in clear; only the running app, for admins, decrypts it.
 *
 * Stored as `enc:v1:<iv>:<tag>:<ciphertext>` (base64url), so a value says how it was sealed and
 * a later key or scheme can sit beside it. Each function takes the key explicitly where two keys
 * meet (rotation, the start-up check); elsewhere it is FIELD_ENCRYPTION_KEY's.
 */
const PREFIX = 'enc:v1:'

export class FieldEncryptionKeyMissing extends Error {
  constructor(name = 'FIELD_ENCRYPTION_KEY') {
    super(
      `${name} is not set (64 hex characters, e.g. \`openssl rand -hex 32\`): it encrypts SSNs at rest.`,
    )
    this.name = 'FieldEncryptionKeyMissing'
  }
}

/** Any environment record (Next's types make NODE_ENV required on ProcessEnv). */
type Environment = Record<string, string | undefined>

const keyHex = (env: Environment, name: string) => env[name]?.trim() ?? ''

export const fieldEncryptionKeyIsSet = (
  env: Environment = process.env,
  name = 'FIELD_ENCRYPTION_KEY',
): boolean => /^[0-9a-fA-F]{64}$/.test(keyHex(env, name))

/** The key in the environment variable `name` (FIELD_ENCRYPTION_KEY unless told). */
export function fieldKey(env: Environment = process.env, name = 'FIELD_ENCRYPTION_KEY') {
  if (!fieldEncryptionKeyIsSet(env, name)) throw new FieldEncryptionKeyMissing(name)
  return Buffer.from(keyHex(env, name), 'hex')
}

export const isEncrypted = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(PREFIX)

/** The value sealed with the field key; empty values stay empty, sealed ones stay as they are. */
export function encryptField(value: unknown, key?: Buffer): string | null {
  if (value === null || value === undefined || value === '') return null
  // Anything but text is refused by the field's validation; never store it in clear meanwhile.
  if (typeof value !== 'string') return null
  if (isEncrypted(value)) return value
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key ?? fieldKey(), iv)
  const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()])
  return (
    PREFIX + [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join(':')
  )
}

/**
 * The clear value of a sealed field; a value stored before encryption is returned as it is.
 * Throws when the key is not the one it was sealed with (GCM's tag says so, never a wrong text).
 */
export function decryptField(value: string | null | undefined, key?: Buffer): string | null {
  if (!isEncrypted(value)) return value ?? null
  const [iv, tag, sealed] = value
    .slice(PREFIX.length)
    .split(':')
    .map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !sealed) throw new Error('An encrypted field is malformed.')
  const decipher = createDecipheriv('aes-256-gcm', key ?? fieldKey(), iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8')
}

/** Whether a sealed value opens with the key (the current one unless told); clear values do. */
export function decrypts(value: string | null | undefined, key?: Buffer): boolean {
  try {
    decryptField(value, key)
    return true
  } catch {
    return false
  }
}

/**
 * A keyed digest that recognises a value again without storing it. Keyed with the field key, so
 * it reveals nothing about an SSN that the ciphertext beside it would not.
 */
export function fieldDigest(value: string, key?: Buffer): string {
  return createHmac('sha256', key ?? fieldKey())
    .update(`digest\n${value}`)
    .digest('base64url')
}

/**
 * What the database records to know the key again (src/order/server/fieldKey): an HMAC of a
 * fixed label under the key. It tells two keys apart and nothing else: without the key it cannot
 * be computed, and it never equals a `fieldDigest` (their inputs start differently).
 */
export function fieldKeyFingerprint(key?: Buffer): string {
  return createHmac('sha256', key ?? fieldKey())
    .update('fingerprint\nformation field-encryption key')
    .digest('base64url')
}
