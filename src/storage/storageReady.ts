import { mkdir } from 'node:fs/promises'

import type { CollectionBeforeOperationHook, Plugin } from 'payload'

import { noteFault } from '@/errors/requestFaults'

/**
 * Makes an upload collection's folder before Payload does. Payload's own attempt throws Node's
 * error bare, unlogged, and the form builder turns it into "Résumé: Failed to upload file -
 * ENOTDIR: …", an invalid field that blames the applicant and quotes a server path; here the
 * fault is on the request's record, and the answer is 503 (answerServiceFaults).
 */
const folderReady: CollectionBeforeOperationHook = async ({ args, collection, operation }) => {
  const upload = collection.upload
  const writes = operation === 'create' || operation === 'update'
  if (!writes || !upload || upload.disableLocalStorage || !upload.staticDir) return args
  try {
    await mkdir(upload.staticDir, { recursive: true })
  } catch (error) {
    noteFault(error)
    throw error
  }
  return args
}

/** Every upload collection's files land in a folder that is there, or the fault is ours. */
export const storageReady: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    collection.upload
      ? {
          ...collection,
          hooks: {
            ...collection.hooks,
            beforeOperation: [folderReady, ...(collection.hooks?.beforeOperation ?? [])],
          },
        }
      : collection,
  ),
})
