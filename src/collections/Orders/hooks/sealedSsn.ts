import type { FieldHook } from 'payload'

import type { Order } from '@/payload-types'
import { decryptField, decrypts, encryptField, isEncrypted } from '@/utilities/fieldEncryption'

type SsnHook = FieldHook<Order, string | null | undefined, Partial<Order>>

/** What admins read in the SSN field: it says what a save does with a value it cannot show. */
export const SSN_DESCRIPTION =
  'Encrypted at rest. Empty when this server cannot decrypt the stored SSN (FIELD_ENCRYPTION_KEY): saving keeps it; type a new SSN to replace it, or uncheck "Has an SSN" to remove it.'

/** Reading: the SSN in clear for admins, or null when this server's key cannot open it. */
export const openSsn: SsnHook = ({ value, req, originalDoc }) => {
  try {
    return decryptField(value)
  } catch {
    // A wrong key or a damaged value must not break the order list; sealSsn keeps it on save.
    req.payload.logger.error(
      `Order ${originalDoc?.id}: its SSN cannot be decrypted (FIELD_ENCRYPTION_KEY?); saves keep it.`,
    )
    return null
  }
}

/**
 * Writing: the SSN sealed with the field key, read against what is stored rather than against
 * what the form showed. A stored SSN this server cannot decrypt reads as empty (openSsn), and the
 * admin form sends that empty value back with every save: written, it would erase the only copy
 * for good, even once the right key is back. So a save keeps the stored ciphertext unless the
 * admin types a new SSN (which replaces it) or unchecks "Has an SSN" (which removes it, readable
 * or not: the order then says there is none). An SSN the server can read is cleared by emptying
 * the field, as any text; saved unchanged, it keeps its ciphertext. A save that leaves the field
 * out (an API call changing other fields) does not touch it.
 */
export const sealSsn: SsnHook = ({ value, operation, siblingData, siblingDocWithLocales }) => {
  if (operation !== 'update') return encryptField(value)
  const stored = (siblingDocWithLocales ?? {}) as Partial<Order>
  if (siblingData.hasSSN === false && stored.hasSSN !== false) return null
  if (value === undefined) return undefined
  if (!isEncrypted(stored.ssn)) return encryptField(value)

  const typed = typeof value === 'string' && value !== '' && value !== stored.ssn ? value : null
  if (!decrypts(stored.ssn)) return typed === null ? stored.ssn : encryptField(typed)
  if (typed !== null && decryptField(stored.ssn) === typed) return stored.ssn
  return encryptField(value)
}
