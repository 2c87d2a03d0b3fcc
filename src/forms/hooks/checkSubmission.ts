import type { CollectionBeforeValidateHook } from 'payload'
import { APIError, ValidationError } from 'payload'
import * as z from 'zod/mini'

import { HONEYPOT_FIELD } from '../fields'
import { formFieldSpecs } from '../formFieldSpecs'
import { type FormValues, submissionSchema } from '../schema'
import { rowsFromValues, valuesFromRows } from '../submissionData'

const invalid = (path: string, message: string) =>
  new ValidationError({ collection: 'form-submissions', errors: [{ path, message }] })

const rowSchema = z.array(z.object({ field: z.string(), value: z.unknown() }))

/**
 * A visitor's submission is checked against its form before anything is stored: the form must
 * exist, every value must satisfy its field (the same zod rules the browser ran), unknown fields
 * are refused and a filled honeypot stops it. The address's limit and the number of rows were
 * checked before Payload read the body (refuseBeforeWork).
 */
export const checkSubmission: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data

  const parsedRows = rowSchema.safeParse(data.submissionData ?? [])
  if (!parsedRows.success) throw invalid('submissionData', 'Expected a list of { field, value }.')
  const rows = parsedRows.data

  if (rows.some((row) => row.field === HONEYPOT_FIELD && row.value)) {
    req.payload.logger.info('A form submission with its hidden field filled was refused.')
    throw new APIError('This submission looks automated and was not sent.', 400)
  }

  const formId = typeof data.form === 'object' && data.form ? data.form.id : data.form
  const form = await req.payload
    .findByID({ collection: 'forms', id: formId, depth: 0, req, disableErrors: true })
    .catch(() => null)
  if (!form) throw invalid('form', 'No such form.')

  const fields = formFieldSpecs(form)
  const known = new Set([...fields.map((field) => field.name), HONEYPOT_FIELD])
  const unknown = rows.find((row) => !known.has(row.field))
  if (unknown) throw invalid('submissionData', `Unknown field "${unknown.field.slice(0, 40)}".`)

  // Files arrive apart from the rows; the form builder's upload step checks them.
  const valued = fields.filter((field) => field.kind !== 'upload')
  const result = submissionSchema(valued).safeParse(valuesFromRows(valued, rows))
  if (!result.success) {
    throw new ValidationError({
      collection: 'form-submissions',
      // One message per field: the first rule it broke.
      errors: [
        ...new Map(
          result.error.issues
            .map((issue) => {
              const path = String(issue.path[0] ?? 'submissionData')
              return [path, { path, message: issue.message }] as const
            })
            .reverse(),
        ).values(),
      ],
    })
  }
  // Only the visitor's answers are taken; attached files are linked by the upload step itself,
  // never by ids a visitor names, and the summary is written by the server.
  return {
    form: form.id,
    submissionData: rowsFromValues(valued, result.data as FormValues),
  }
}
