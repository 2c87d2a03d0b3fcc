import { describe, expect, it } from 'vitest'

import {
  decryptField,
  decrypts,
  encryptField,
  FieldEncryptionKeyMissing,
  fieldDigest,
  fieldKey,
  fieldKeyFingerprint,
} from '@/utilities/fieldEncryption'

const keyOf = (byte: string) => Buffer.from(byte.repeat(32), 'hex')
const [one, two] = [keyOf('a1'), keyOf('b2')]

describe('field encryption with a given key', () => {
  it('opens a value only with the key that sealed it', () => {
    const sealed = encryptField('078-05-1120', one)!
    expect(sealed).toMatch(/^enc:v1:/)
    expect(decryptField(sealed, one)).toBe('078-05-1120')
    expect(() => decryptField(sealed, two)).toThrow()
    expect(decrypts(sealed, one)).toBe(true)
    expect(decrypts(sealed, two)).toBe(false)
    // A value stored before encryption existed, and an empty one, read as they are.
    expect(decrypts('078-05-1120', two)).toBe(true)
    expect(decrypts(null, two)).toBe(true)
  })

  it('reads a key from the variable it is named by, and says which one is missing', () => {
    const env = { NEW_FIELD_ENCRYPTION_KEY: 'b2'.repeat(32), FIELD_ENCRYPTION_KEY: 'short' }
    expect(fieldKey(env, 'NEW_FIELD_ENCRYPTION_KEY')).toEqual(two)
    expect(() => fieldKey(env)).toThrow(FieldEncryptionKeyMissing)
    expect(() => fieldKey({}, 'NEW_FIELD_ENCRYPTION_KEY')).toThrow(/^NEW_FIELD_ENCRYPTION_KEY /)
  })
})

describe('the key fingerprint', () => {
  it('is the same for one key, differs between keys and shows nothing of the key', () => {
    expect(fieldKeyFingerprint(one)).toBe(fieldKeyFingerprint(keyOf('a1')))
    expect(fieldKeyFingerprint(one)).not.toBe(fieldKeyFingerprint(two))
    const fingerprint = Buffer.from(fieldKeyFingerprint(one), 'base64url')
    expect(fingerprint).toHaveLength(32)
    expect(fingerprint.includes(one.subarray(0, 4))).toBe(false)
    expect(fieldKeyFingerprint(one)).not.toContain('a1a1')
  })

  it('never equals a digest made with the same key', () => {
    const label = 'fingerprint\nformation field-encryption key'
    expect(fieldDigest(label, one)).not.toBe(fieldKeyFingerprint(one))
    expect(fieldDigest('', one)).not.toBe(fieldKeyFingerprint(one))
  })
})
