import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { answerClientErrors } from '@/errors/answerClientErrors'

type HookArgs = Parameters<typeof answerClientErrors>[0]

/** A ValidationError as the production build throws it: its class name minified away. */
function minifiedValidationError() {
  const error = new Error('The following field is invalid: resume') as Error & {
    status: number
    data: unknown
  }
  error.name = 'e'
  error.status = 400
  error.data = {
    collection: 'form-submissions',
    errors: [
      { path: 'resume', message: 'Résumé: Failed to upload file - The file must be a PDF.' },
    ],
  }
  return error
}

const answer = (error: Error, result: HookArgs['result']) =>
  answerClientErrors({
    error,
    result,
    req: { searchParams: new URLSearchParams() } as unknown as PayloadRequest,
    context: {},
  } as HookArgs)

describe("a ValidationError's answer", () => {
  it('keeps the fields it names when Payload left them out', () => {
    const error = minifiedValidationError()
    expect(answer(error, { errors: [{ message: error.message }] })).toEqual({
      response: {
        errors: [{ name: 'ValidationError', data: error.data, message: error.message }],
      },
    })
  })

  it('is left as it is when Payload named the fields itself, or for a server error', () => {
    const error = minifiedValidationError()
    expect(
      answer(error, { errors: [{ message: error.message, data: error.data as never }] }),
    ).toBeUndefined()
    error.status = 500
    expect(answer(error, { errors: [{ message: 'Something went wrong.' }] })).toBeUndefined()
  })
})
