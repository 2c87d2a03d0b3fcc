/** Résumés and similar attachments: documents only, and small. */
export const DOCUMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
  'application/rtf',
  'text/plain',
]
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
