/**
 * A form's fields as the browser needs them: what each input is and its rules, nothing else.
 * Built from a form document on the server (see fromFormDocument) and handed to the form island.
 */
export type Option = { label: string; value: string }

type Base = { name: string; label: string; required: boolean; width?: number }

export type FormFieldSpec =
  | (Base & {
      kind: 'text' | 'email' | 'phone' | 'textarea' | 'number'
      placeholder?: string
      defaultValue?: string
    })
  | (Base & {
      kind: 'select' | 'radio'
      options: Option[]
      placeholder?: string
      defaultValue?: string
    })
  | (Base & { kind: 'checkbox'; defaultValue?: boolean; link?: { text: string; path: string } })
  | (Base & { kind: 'upload'; accept: string[]; maxBytes: number })

/** A hidden field people never see or fill; a form that arrives with it filled came from a bot. */
export const HONEYPOT_FIELD = 'contact_fax'

/** Text limits: a name or subject fits a line, a message a few screens. */
export const MAX_LENGTH = { line: 200, email: 254, phone: 40, message: 5000 } as const
