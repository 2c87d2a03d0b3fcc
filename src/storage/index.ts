import { s3Storage } from '@payloadcms/storage-s3'

/**
 * Uploads (the media library, files sent with forms and order documents) go to S3-compatible storage when
 * S3_BUCKET is set, so every replica of the app serves the same files; otherwise to local disk
 * (MEDIA_DIR, SUBMISSION_FILES_DIR). Files are still served through Payload (its access rules
 * decide who reads an attached file), at the same addresses either way.
 *
 * - S3_BUCKET: the bucket; S3_REGION (default us-east-1)
 * - S3_ENDPOINT: for a service other than AWS (R2, MinIO, Spaces…); S3_FORCE_PATH_STYLE=true when it
 *   wants bucket names in the path
 * - S3_ACCESS_KEY_ID + S3_SECRET_ACCESS_KEY, or the SDK's usual credentials (an instance role)
 */
export function s3StorageFromEnv(env: Record<string, string | undefined> = process.env) {
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined
  return s3Storage({
    enabled: Boolean(env.S3_BUCKET),
    // The plugin's `prefix` column exists either way, so switching storage needs no migration.
    alwaysInsertFields: true,
    collections: {
      media: true,
      'submission-files': { prefix: 'submission-files' },
      'order-documents': { prefix: 'order-documents' },
    },
    bucket: env.S3_BUCKET ?? '',
    config: {
      region: env.S3_REGION || 'us-east-1',
      endpoint: env.S3_ENDPOINT || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      credentials,
    },
  })
}
