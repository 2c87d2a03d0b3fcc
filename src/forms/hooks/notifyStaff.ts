import type { CollectionAfterChangeHook } from 'payload'

import { queueEmail, staffNotificationAddress } from '@/email/queueEmail'
import { submissionNotification } from '@/email/templates/submissionNotification'
import type { Form, FormSubmission } from '@/payload-types'
import { serverUrl } from '@/utilities/serverUrl'

/**
 * Tells staff a visitor wrote: every answer under its label, and a link to the submission in the
 * admin; replying answers the visitor when they gave an email. Queued in the submission's
 * transaction, so the mail exists exactly when the submission does.
 */
export const notifyStaff: CollectionAfterChangeHook<FormSubmission> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create') return doc
  try {
    const to = await staffNotificationAddress(req.payload, req)
    if (!to) return doc
    const form: Form =
      typeof doc.form === 'object'
        ? doc.form
        : await req.payload.findByID({ collection: 'forms', id: doc.form, depth: 0, req })
    const labels = new Map(
      (form.fields ?? []).map((field) => [field.name, field.label || field.name]),
    )
    const rows = doc.submissionData ?? []
    await queueEmail({
      req,
      to,
      replyTo: rows.find((row) => row.field === 'email')?.value,
      ...submissionNotification({
        formTitle: form.title,
        summary: doc.summary ?? '',
        answers: rows.map((row) => ({
          label: labels.get(row.field) ?? row.field,
          value: row.value,
        })),
        files: (doc.submissionUploads ?? []).reduce((sum, upload) => sum + upload.value.length, 0),
        adminLink: `${serverUrl()}/admin/collections/form-submissions/${doc.id}`,
      }),
    })
  } catch (error) {
    req.payload.logger.error(
      `Form submission ${doc.id}: the staff notification could not be queued (${(error as Error).message}).`,
    )
  }
  return doc
}
