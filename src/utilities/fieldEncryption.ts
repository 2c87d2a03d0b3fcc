import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'

/**
 * Encryption at rest for the few fields that identify a person (the responsible party's SSN):
 * AES-256-GCM with the key in FIELD_ENCRYPTION_KEY (64 hex characters). A database dump or a
 * backup then holds no SSN in clear; only the running app, for admins, decrypts it.
 *
 * Stored as `enc:v1:<iv>:<tag>:<ciphertext>` (base64url), so a value says how it was sealed and
 * a later key or scheme can sit beside it.
 */
const PREFIX = 'enc:v1:'

export class FieldEncryptionKeyMissing extends Error {
  constructor() {
    super(
      'FIELD_ENCRYPTION_KEY is not set (64 hex characters, e.g. `openssl rand -hex 32`): it encrypts SSNs at rest.',
    )
    this.name = 'FieldEncryptionKeyMissing'
  }
}

const keyHex = (env: NodeJS.ProcessEnv) => env.FIELD_ENCRYPTION_KEY?.trim() ?? ''

export const fieldEncryptionKeyIsSet = (env: NodeJS.ProcessEnv = process.env): boolean =>
  /^[0-9a-fA-F]{64}$/.test(keyHex(env))

function key(env: NodeJS.ProcessEnv = process.env): Buffer {
  if (!fieldEncryptionKeyIsSet(env)) throw new FieldEncryptionKeyMissing()
  return Buffer.from(keyHex(env), 'hex')
}

export const isEncrypted = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(PREFIX)

/** The value sealed with the field key; empty values stay empty, sealed ones stay as they are. */
export function encryptField(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  // Anything but text is refused by the field's validation; never store it in clear meanwhile.
  if (typeof value !== 'string') return null
  if (isEncrypted(value)) return value
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(), iv)
  const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()])
  return (
    PREFIX + [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join(':')
  )
}

/** The clear value of a sealed field; a value stored before encryption is returned as it is. */
export function decryptField(value: string | null | undefined): string | null {
  if (!isEncrypted(value)) return value ?? null
  const [iv, tag, sealed] = value
    .slice(PREFIX.length)
    .split(':')
    .map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !sealed) throw new Error('An encrypted field is malformed.')
  const decipher = createDecipheriv('aes-256-gcm', key(), iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8')
}

/**
 * A keyed digest that recognises a value again without storing it. Keyed with the field key, so
 * it reveals nothing about an SSN that the ciphertext beside it would not.
 */
export function fieldDigest(value: string): string {
  return createHmac('sha256', key()).update(`digest\n${value}`).digest('base64url')
}
