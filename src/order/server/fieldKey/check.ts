import { decrypts, fieldKeyFingerprint } from '@/utilities/fieldEncryption'

import { type Queryable, recordedFingerprint, recordFingerprint } from './fingerprint'
import { sealedValues } from './storedRecords'

/** A server must not run with this field-encryption key; the message says why and what to do. */
export class FieldKeyRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'FieldKeyRefused'
  }
}

const MISMATCH =
  "FIELD_ENCRYPTION_KEY is not the key this database's SSNs are encrypted with (its fingerprint " +
  'differs from the one recorded): start with that key, or change keys with `npm run rotate-key` ' +
  '(docs/operations.md).'

/**
 * Whether the field-encryption key is the database's, before a server uses it. With another key
 * the admin would show every SSN empty, a save would write the empty value back over it, and new
 * orders would be sealed with a key the old ones do not open: so a server refuses to start.
 *
 * The first start (no fingerprint recorded: a new database, or one from before the check) records
 * the key's fingerprint, once every SSN already stored decrypts with it. `key` is the server's
 * key; `db` any connection to its database.
 */
export async function checkFieldKey(db: Queryable, key: Buffer): Promise<'matched' | 'recorded'> {
  const fingerprint = fieldKeyFingerprint(key)
  const recorded = await recordedFingerprint(db)
  if (recorded === fingerprint) return 'matched'
  if (recorded) throw new FieldKeyRefused(MISMATCH)

  const values = await sealedValues(db)
  const unreadable = values.filter((value) => !decrypts(value, key)).length
  if (unreadable) {
    throw new FieldKeyRefused(
      `FIELD_ENCRYPTION_KEY does not decrypt ${unreadable} of the ${values.length} SSNs stored in ` +
        'this database: start with the key they were encrypted with (docs/operations.md).',
    )
  }
  // Another server may have recorded its key meanwhile: the first recorded wins.
  if ((await recordFingerprint(db, fingerprint)) !== fingerprint)
    throw new FieldKeyRefused(MISMATCH)
  return 'recorded'
}

/** A refusal to run with the key in the environment: told in its one line, without a stack. */
export const isFieldKeyRefusal = (error: unknown): error is Error =>
  error instanceof Error &&
  (error.name === 'FieldKeyRefused' || error.name === 'FieldEncryptionKeyMissing')
