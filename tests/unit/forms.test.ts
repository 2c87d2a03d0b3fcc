import { describe, expect, it } from 'vitest'

import type { FormFieldSpec } from '@/forms/fields'
import { formFieldSpecs } from '@/forms/formFieldSpecs'
import { submissionSchema } from '@/forms/schema'
import { spreadsheetSafe } from '@/forms/spreadsheetSafe'
import { rowsFromValues, valuesFromRows, wireRows } from '@/forms/submissionData'
import { plainText } from '@/components/SiteForm/plainText'

const fields: FormFieldSpec[] = [
  { kind: 'text', name: 'name', label: 'Name', required: true },
  { kind: 'email', name: 'email', label: 'Email', required: true },
  { kind: 'phone', name: 'phone', label: 'Phone', required: false },
  { kind: 'textarea', name: 'message', label: 'Message', required: false },
  {
    kind: 'select',
    name: 'type',
    label: 'Type',
    required: true,
    options: [{ label: 'LLC', value: 'LLC' }],
  },
  { kind: 'checkbox', name: 'terms', label: 'Terms', required: true },
  {
    kind: 'upload',
    name: 'resume',
    label: 'Résumé',
    required: false,
    accept: ['application/pdf'],
    maxBytes: 1000,
  },
]
const schema = submissionSchema(fields)
const valid = { name: 'Ada', email: 'ada@example.com', type: 'LLC', terms: true }

/** The first message for each field, as the form shows them. */
const errorsOf = (values: Record<string, unknown>) => {
  const result = schema.safeParse(values)
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message
  return errors
}

describe('form submission rules', () => {
  it('accepts a complete submission and trims text', () => {
    const result = schema.safeParse({ ...valid, name: '  Ada  ', message: 'Line one\nLine two' })
    expect(result.success).toBe(true)
    expect(result.data?.name).toBe('Ada')
  })

  it('names each field that breaks a rule', () => {
    expect(errorsOf({})).toMatchObject({ name: 'Required', email: 'Required', type: 'Required' })
    expect(errorsOf({ ...valid, email: 'ada@' }).email).toMatch(/email address/)
    expect(errorsOf({ ...valid, phone: '555' }).phone).toMatch(/phone number/)
    expect(errorsOf({ ...valid, type: 'LLP' }).type).toBe('Choose one of the options')
    expect(errorsOf({ ...valid, terms: false }).terms).toMatch(/tick this box/)
    expect(errorsOf({ ...valid, name: 'x'.repeat(201) }).name).toBe('At most 200 characters')
    expect(errorsOf({ ...valid, name: 7 }).name).toBe('Expected text')
  })

  it('refuses control characters, but lets a message keep its line breaks', () => {
    expect(errorsOf({ ...valid, name: 'Ada\u0000' }).name).toMatch(/control characters/)
    expect(errorsOf({ ...valid, email: 'ada@example.com\r\nBcc: x@y.z' }).email).toMatch(
      /control characters/,
    )
    expect(errorsOf({ ...valid, message: 'Hi\r\n\tthere' }).message).toBeUndefined()
    expect(errorsOf({ ...valid, message: 'Hi\u001b[31m' }).message).toMatch(/control characters/)
  })

  it('checks attached files for type and size in the browser', () => {
    const file = (type: string, size: number) => ({ type, size })
    expect(errorsOf({ ...valid, resume: [file('application/pdf', 10)] }).resume).toBeUndefined()
    expect(errorsOf({ ...valid, resume: [file('text/html', 10)] }).resume).toMatch(/PDF/)
    expect(errorsOf({ ...valid, resume: [file('application/pdf', 1001)] }).resume).toMatch(/MB/)
  })
})

describe('submission rows', () => {
  it('travel as typed and are stored as text, empty optional values left out', () => {
    const values = { ...valid, phone: '', message: undefined }
    expect(wireRows(fields, values)).toEqual([
      { field: 'name', value: 'Ada' },
      { field: 'email', value: 'ada@example.com' },
      { field: 'type', value: 'LLC' },
      { field: 'terms', value: true },
    ])
    expect(rowsFromValues(fields, values)).toContainEqual({ field: 'terms', value: 'Yes' })
    expect(valuesFromRows(fields, [{ field: 'terms', value: 'true' }])).toEqual({ terms: true })
  })
})

describe('a form document', () => {
  it('becomes the fields the browser draws, a state field listing every state', () => {
    const [state, upload] = formFieldSpecs({
      fields: [
        { blockType: 'state', name: 'state', label: 'State', required: true },
        {
          blockType: 'upload',
          name: 'cv',
          uploadCollection: 'submission-files',
          mimeTypes: [{ mimeType: 'application/pdf' }, { mimeType: 'text/html' }],
          maxFileSize: 50_000_000,
        },
      ],
    })
    expect(state).toMatchObject({ kind: 'select', required: true })
    expect(state!.kind === 'select' && state!.options).toHaveLength(51)
    // Staff may narrow what is accepted, never widen it past documents of 5 MB.
    expect(upload).toMatchObject({ kind: 'upload', accept: ['application/pdf'], maxBytes: 5242880 })
  })

  it('confirmation message becomes one line for the toast', () => {
    const text = (value: string) => ({ type: 'text', text: value })
    const root = {
      children: [
        { type: 'paragraph', children: [text('Thank you.')] },
        { type: 'paragraph', children: [text('We reply '), text('within 24 hours.')] },
      ],
    }
    expect(plainText({ root })).toBe('Thank you. We reply within 24 hours.')
  })
})

describe('the CSV export', () => {
  it('opens formulas a visitor typed as text', () => {
    expect(
      spreadsheetSafe([{ a: '=HYPERLINK("http://x")', b: '+1 302 555 0100', c: 'plain', d: 3 }]),
    ).toEqual([{ a: `'=HYPERLINK("http://x")`, b: `'+1 302 555 0100`, c: 'plain', d: 3 }])
  })
})
