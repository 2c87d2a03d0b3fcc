import type { CollectionBeforeOperationHook } from 'payload'
import { APIError } from 'payload'

import { isStaffUser } from '@/access'

/** The honeypot travels as one more row beside the form's own fields. */
const EXTRA_ROWS = 1

/**
 * A submission with more rows than its form has fields is refused before Payload walks its body,
 * which costs time in proportion to the rows (25,000 once took two seconds of CPU). The address's
 * limit was counted before the body was read (src/forms/submissionLimit.ts).
 */
export const refuseBeforeWork: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' || isStaffUser(req.user)) return args
  const data = (args as { data?: { form?: unknown; submissionData?: unknown } }).data
  const rows = data?.submissionData
  if (!Array.isArray(rows)) return args
  const form =
    data?.form && typeof data.form === 'object' ? (data.form as { id?: unknown }).id : data?.form
  const found =
    typeof form === 'number' || typeof form === 'string'
      ? await req.payload
          .findByID({ collection: 'forms', id: form, depth: 0, req, disableErrors: true })
          .catch(() => null)
      : null
  // An unknown form is named by the full check (checkSubmission).
  if (!found) return args
  const fieldCount = found.fields?.length ?? 0
  if (rows.length > fieldCount + EXTRA_ROWS)
    throw new APIError(
      `submissionData has ${rows.length} rows; this form has ${fieldCount} fields.`,
      400,
    )
  return args
}
