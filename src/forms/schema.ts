/**
 * What a visitor may send through a form, checked the same way in the browser (inline errors) and
 * by the server before a submission is stored. No server-only imports.
 */
import * as z from 'zod/mini'

import { isMultiLine, isPhoneNumber, isSingleLine } from '@/utilities/text'

import { type FormFieldSpec, MAX_LENGTH } from './fields'

export type FormValues = Record<string, string | boolean | File[] | undefined>

const text = (max: number, required: boolean, multiLine = false) => {
  const checks = [
    z.trim(),
    z.maxLength(max, `At most ${max} characters`),
    z.refine<string>(multiLine ? isMultiLine : isSingleLine, 'Must not contain control characters'),
  ]
  const string = z.string({
    error: (issue) => (issue.input === undefined && required ? 'Required' : 'Expected text'),
  })
  return required
    ? string.check(...checks, z.minLength(1, 'Required'))
    : z.optional(string.check(...checks))
}

function fieldSchema(field: FormFieldSpec): z.ZodMiniType {
  const { required } = field
  switch (field.kind) {
    case 'text':
      return text(MAX_LENGTH.line, required)
    case 'textarea':
      return text(MAX_LENGTH.message, required, true)
    case 'email':
      return text(MAX_LENGTH.email, required).check(
        z.refine(
          (value) => !value || z.safeParse(z.email(), value).success,
          'Enter an email address, like name@example.com',
        ),
      )
    case 'phone':
      return text(MAX_LENGTH.phone, required).check(
        z.refine(
          (value) => !value || isPhoneNumber(value),
          'Enter a phone number with its area code, like (555) 123-4567',
        ),
      )
    case 'number':
      return text(20, required).check(
        z.refine((value) => !value || /^-?\d+(\.\d+)?$/.test(value), 'Enter a number'),
      )
    case 'select':
    case 'radio': {
      const values = field.options.map((option) => option.value)
      return text(MAX_LENGTH.line, required).check(
        z.refine((value) => !value || values.includes(value), 'Choose one of the options'),
      )
    }
    case 'checkbox':
      return required
        ? z.literal(true, 'Required: tick this box to continue')
        : z.optional(z.boolean('Expected true or false'))
    case 'upload': {
      // The browser checks the chosen files; the server's upload checks them again.
      const files = (value: unknown): { size: number; type: string }[] =>
        value && typeof value === 'object' && 'length' in value
          ? Array.from(value as ArrayLike<File>)
          : []
      const megabytes = Math.round((field.maxBytes / 1024 / 1024) * 10) / 10
      const checked = z.custom<unknown>().check(
        z.refine((value) => !required || files(value).length > 0, 'Required'),
        z.refine(
          (value) => files(value).every((file) => field.accept.includes(file.type)),
          'Attach a PDF, Word or text document',
        ),
        z.refine(
          (value) => files(value).every((file) => file.size <= field.maxBytes),
          `The file must be at most ${megabytes} MB`,
        ),
      )
      return required ? checked : z.optional(checked)
    }
  }
}

/** The zod schema for one form's values, keyed by field name. */
export function submissionSchema(fields: FormFieldSpec[]) {
  return z.object(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])))
}
