import type { PayloadRequest } from 'payload'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { answerServiceFaults } from '@/errors/answerServiceFaults'
import { payloadLoggerOptions } from '@/errors/logger'
import { trackingFaults } from '@/errors/requestFaults'
import { isStorageFault, storageFaultLabel } from '@/errors/storageFaults'

/** A refused write as Node reports it. */
const refusedWrite = (code: string, syscall = 'open', path = '/srv/media/grace-hopper-cv.pdf') =>
  Object.assign(new Error(`${code}: refused, ${syscall} '${path}'`), { code, syscall, path })

/** An S3 client failure: every one carries `$metadata`. */
const bucketError = (name: string, httpStatusCode?: number) =>
  Object.assign(new Error(name), { name, $metadata: { httpStatusCode } })

describe('a storage fault', () => {
  it('is a write the disk or the bucket refused', () => {
    for (const code of ['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'ENOTDIR'])
      expect(isStorageFault(refusedWrite(code))).toBe(true)
    expect(isStorageFault(new Error('upload failed', { cause: refusedWrite('EROFS') }))).toBe(true)
    expect(isStorageFault(bucketError('AccessDenied', 403))).toBe(true)
    expect(isStorageFault(bucketError('SlowDown', 503))).toBe(true)
    const unreachable = Object.assign(new Error('connect'), { code: 'ECONNREFUSED', $metadata: {} })
    expect(isStorageFault(unreachable)).toBe(true)
  })

  it('is not a missing file, a database outage or a bad upload', () => {
    expect(isStorageFault(refusedWrite('ENOENT'))).toBe(false)
    expect(isStorageFault(bucketError('NoSuchKey', 404))).toBe(false)
    expect(isStorageFault(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(false)
    expect(isStorageFault(new Error('Unsupported image type'))).toBe(false)
  })

  it('is named by its code, call and folder, never by the visitor’s file', () => {
    expect(storageFaultLabel(refusedWrite('EACCES'))).toBe('EACCES on open in /srv/media')
    expect(storageFaultLabel(bucketError('AccessDenied', 403))).toBe('S3 AccessDenied (403)')
  })
})

describe('a file Payload could not write', () => {
  it('is logged without its name, and the refusal Payload makes of it is answered 503 with an ALERT', () =>
    trackingFaults(() => {
      const lines: { level: number; msg: string }[] = []
      const logger = pino(payloadLoggerOptions, {
        write: (line: string) => lines.push(JSON.parse(line)),
      })
      // What Payload's uploadFiles does: log Node's error, throw one that has lost it.
      logger.error(refusedWrite('ENOSPC', 'write'))
      const stripped = Object.assign(new Error('There was a problem while uploading the file.'), {
        name: 'a',
        status: 400,
      })
      logger.error({ err: stripped })
      expect(lines.map(({ msg }) => msg)).toEqual([
        'storage refused a write (ENOSPC on write in /srv/media)',
      ])
      expect(JSON.stringify(lines)).not.toContain('grace-hopper')

      const alerts: string[] = []
      const req = {
        searchParams: new URLSearchParams(),
        payload: { logger: { error: (line: string) => alerts.push(line) } },
      } as unknown as PayloadRequest
      const args = { error: stripped, req, context: {}, result: { errors: [] } }
      expect(answerServiceFaults(args as Parameters<typeof answerServiceFaults>[0])).toEqual({
        status: 503,
        response: { errors: [{ message: expect.stringMatching(/fault in our storage/) }] },
      })
      expect(req.responseHeaders?.get('retry-after')).toBe('300')
      expect(alerts).toEqual([
        'ALERT: files cannot be stored (ENOSPC on write in /srv/media): uploads are answered 503 until the storage is writable again.',
      ])
    }))
})
