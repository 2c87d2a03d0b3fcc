import path from 'node:path'

/**
 * Storage that refuses a write, in Node's words: no permission, a read-only or full disk, a
 * folder that is a file, a failing device. The server's fault, never the visitor's file.
 */
const STORAGE_CODES = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT', 'ENOTDIR', 'EIO'])

/** S3's answer for an object that is not there: a missing file, not a storage fault. */
const MISSING_OBJECT = new Set(['NoSuchKey', 'NotFound'])

type StorageError = {
  code?: unknown
  syscall?: unknown
  path?: unknown
  name?: unknown
  $metadata?: { httpStatusCode?: unknown }
  cause?: unknown
}

/** The error and its causes. */
function* chain(error: unknown): Generator<StorageError> {
  let current = error
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    yield current as StorageError
    current = (current as StorageError).cause
  }
}

/** A file system call refused (Node's system errors carry the call's name). */
const isFileSystemFault = (link: StorageError): boolean =>
  typeof link.syscall === 'string' && typeof link.code === 'string' && STORAGE_CODES.has(link.code)

/** Any failure of the S3 client (it marks them all with `$metadata`), a missing object aside. */
const isBucketFault = (link: StorageError): boolean =>
  typeof link.$metadata === 'object' && !MISSING_OBJECT.has(String(link.name))

/** True when an upload or a mail file could not be written: disk or bucket, not the request. */
export const isStorageFault = (error: unknown): boolean =>
  [...chain(error)].some((link) => isFileSystemFault(link) || isBucketFault(link))

/**
 * What failed, for the log: the code, the call and the folder (never the file's name, which is
 * the visitor's), or S3's error name and status.
 */
export function storageFaultLabel(error: unknown): string {
  for (const link of chain(error)) {
    if (isFileSystemFault(link)) {
      const folder = typeof link.path === 'string' ? ` in ${path.dirname(link.path)}` : ''
      return `${String(link.code)} on ${String(link.syscall)}${folder}`
    }
    if (isBucketFault(link)) {
      const status = link.$metadata?.httpStatusCode
      const name = typeof link.code === 'string' ? link.code : String(link.name)
      return `S3 ${name}${status ? ` (${String(status)})` : ''}`
    }
  }
  return 'unknown cause'
}
