import type { DataFolders } from '../../src/utilities/dataFolders'

/** The folders a backup holds, by their name in the archive (`files/<name>`). */
export const BACKED_UP_FOLDERS = {
  media: 'media',
  'submission-files': 'submissionFiles',
  'order-documents': 'orderDocuments',
} as const satisfies Record<string, keyof DataFolders>

export type FolderName = keyof typeof BACKED_UP_FOLDERS

/**
 * What a restore needs besides the archive. Names and reasons only: a backup never holds a
 * secret, so a stolen archive holds no key to the SSNs it carries encrypted.
 */
export const SECRETS_NEEDED = [
  {
    name: 'FIELD_ENCRYPTION_KEY',
    why: 'decrypts the SSNs in this backup; restore refuses a key whose fingerprint differs from the one recorded here',
  },
  {
    name: 'PAYLOAD_SECRET',
    why: 'signs staff sessions; another value only signs everybody out',
  },
  { name: 'SQUARE_ACCESS_TOKEN', why: 'takes payments and refunds (the same seller account)' },
  { name: 'SMTP_URL (or SMTP_HOST, SMTP_USER, SMTP_PASS)', why: 'sends mail' },
  { name: 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY', why: 'when uploads live in an S3 bucket' },
] as const

export type Manifest = {
  format: 'formation-backup/1'
  createdAt: string
  database: {
    file: 'database.dump'
    format: 'pg_dump custom'
    serverVersion: string
    /** The newest migration applied: a restore into an older app would lack it. */
    lastMigration: string | null
    orders: number
  }
  /** Per folder: its files, or where they are when uploads live in a bucket. */
  files: Record<FolderName, { files: number; bytes: number } | { bucket: string }>
  fieldEncryptionKey: { fingerprint: string | null }
  secretsNeeded: typeof SECRETS_NEEDED
}

export const MANIFEST_FILE = 'manifest.json'
export const DUMP_FILE = 'database.dump'
