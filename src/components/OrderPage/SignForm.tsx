import { buttonClass } from '@/components/Button'
import { FieldFrame, fieldStyles } from '@/components/FormField'
import type { Signer } from '@/order/documents/layout'

import { orderPath } from './format'
import own from './Documents.module.css'
import fields from './FilingDetails/fields.module.css'
import inline from './InlineForm.module.css'

type Props = {
  token: string
  documentId: number
  title: string
  sha256: string
  /** The people named to sign who have not signed this version yet, each name once. */
  waiting: Signer[][]
  /** Why the last attempt was refused, in words. */
  problem?: string
}

const roles = (lines: Signer[]) => lines.map((line) => line.role).join(' and ')

/**
 * Signing one document (docs/documents.md#signatures): who signs, their typed name, their consent.
 * A plain form: it works without JavaScript, and the browser checks what is required.
 */
export function SignForm({ token, documentId, title, sha256, waiting, problem }: Props) {
  const id = `sign-${documentId}`
  const companies = waiting.filter((lines) => lines.some((line) => line.forCompany))
  const hint = !companies.length
    ? 'Exactly as the document gives it.'
    : waiting.length === 1
      ? 'You sign for the company: type your own name.'
      : `Signing for ${companies.map((lines) => lines[0]!.name).join(' or ')}? Type your own name.`
  return (
    <details className={inline.disclosure} open={Boolean(problem)}>
      <summary>Sign the {title}</summary>
      <form
        method="post"
        action={orderPath(token, `documents/${documentId}/sign`)}
        className={inline.form}
      >
        <input type="hidden" name="sha256" value={sha256} />
        {problem && (
          <p role="alert" className={fieldStyles.error}>
            {problem}
          </p>
        )}
        {waiting.length === 1 ? (
          <p>
            <input type="hidden" name="signer" value={waiting[0]![0]!.name} />
            Signing for <strong>{waiting[0]![0]!.name}</strong>, {roles(waiting[0]!)}.
          </p>
        ) : (
          <fieldset className={inline.choices}>
            <legend className={fieldStyles.label}>Who is signing?</legend>
            {waiting.map((lines, index) => (
              <label key={lines[0]!.name} className={fields.check}>
                <input
                  type="radio"
                  name="signer"
                  value={lines[0]!.name}
                  required
                  defaultChecked={index === 0}
                />
                <span>
                  {lines[0]!.name} <span className={own.state}>({roles(lines)})</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <FieldFrame id={`${id}-name`} label="Your full name, typed as your signature" hint={hint}>
          {(aria) => (
            <input
              {...aria}
              name="name"
              type="text"
              autoComplete="name"
              required
              minLength={2}
              maxLength={100}
            />
          )}
        </FieldFrame>
        <label className={fields.check}>
          <input type="checkbox" name="consent" value="yes" required />
          <span>
            I agree to sign the {title} electronically, and that my typed name is my signature, as
            binding as one written by hand.
          </span>
        </label>
        <button type="submit" className={buttonClass('primary')}>
          Sign
        </button>
        <p className={own.state}>
          We record your typed name, the time, your internet address and the document&apos;s
          fingerprint. The signed copy gets a last page with each signer&apos;s name and time.
        </p>
      </form>
    </details>
  )
}
