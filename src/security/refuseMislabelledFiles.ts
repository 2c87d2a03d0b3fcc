import { readFile } from 'node:fs/promises'

import type { CollectionBeforeValidateHook } from 'payload'
import { APIError } from 'payload'

import { judgeFile } from './fileKinds'

/**
 * For upload collections, after access and Payload's own content check, before anything is
 * stored: a new file is kept only when its bytes are the kind its name says and the collection
 * accepts (fileKinds.ts), under that kind's MIME type rather than the one the browser sent;
 * otherwise 415, naming the kind expected.
 */
export const refuseMislabelledFiles: CollectionBeforeValidateHook = async ({
  collection,
  data,
  req,
}) => {
  const { file } = req
  if (!file || !data) return data
  const bytes = file.data?.length
    ? file.data
    : file.tempFilePath
      ? await readFile(file.tempFilePath)
      : new Uint8Array()
  const verdict = await judgeFile({
    filename: typeof data.filename === 'string' ? data.filename : file.name,
    bytes,
    accepted: collection.upload?.mimeTypes ?? [],
  })
  if ('problem' in verdict) throw new APIError(verdict.problem, 415)
  return { ...data, mimeType: verdict.mimeType }
}
