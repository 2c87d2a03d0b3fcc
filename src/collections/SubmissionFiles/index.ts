import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { APIError } from 'payload'

import { isStaff, nobody } from '@/access'
import { refuseMislabelledFiles } from '@/security/refuseMislabelledFiles'
import { dataFolders } from '@/utilities/dataFolders'

import { DOCUMENT_TYPES, MAX_UPLOAD_BYTES } from './accepted'

/** A form's size limit is the editor's choice; this is the ceiling whatever the form says. */
const refuseLargeFiles: CollectionBeforeValidateHook = ({ req }) => {
  if (req.file && req.file.size > MAX_UPLOAD_BYTES) {
    throw new APIError(`The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`, 413)
  }
}

/**
 * Files visitors attach to a form (a résumé). Personal data: only staff read them, and they are
 * kept apart from the public media library. Visitors never upload here directly; the form
 * submission does it for them after its checks.
 */
export const SubmissionFiles: CollectionConfig = {
  slug: 'submission-files',
  labels: { singular: 'Attached file', plural: 'Attached files' },
  admin: {
    group: 'Forms',
    description: 'Files sent with form submissions, such as résumés. Visible to staff only.',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  hooks: { beforeValidate: [refuseLargeFiles, refuseMislabelledFiles] },
  fields: [],
  upload: {
    staticDir: dataFolders().submissionFiles,
    mimeTypes: DOCUMENT_TYPES,
  },
}
