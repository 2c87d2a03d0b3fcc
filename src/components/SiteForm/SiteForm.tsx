'use client'

import { type ComponentType, type ReactNode, useRef, useState } from 'react'

import { fieldStyles } from '@/components/FormField'
import type { FormFieldSpec } from '@/forms/fields'

import type { CheckedFormProps, Handover } from './CheckedForm'
import styles from './styles.module.css'

export type SiteFormProps = {
  formId: number
  fields: FormFieldSpec[]
  submitLabel: string
  /** Said in the toast and kept under the form once sent. */
  confirmation: string
  /** Where to go once sent, when the form says so. */
  redirectTo?: string
  /** `inline`: one field and its button in a row, as a subscribe box is. */
  layout: 'stacked' | 'inline'
}

/**
 * A staff-built form that costs a page no form code until a visitor uses it: `children` is the
 * form's markup drawn on the server, swapped for the checked form on the first hover, focus or
 * tap, which takes over what was typed, the focus and a pending send
 * (docs/performance.md#forms-and-the-wizard-code-on-first-use).
 */
export function SiteForm({ children, ...props }: SiteFormProps & { children: ReactNode }) {
  const [Checked, setChecked] = useState<ComponentType<CheckedFormProps> | null>(null)
  const [failed, setFailed] = useState(false)
  const loading = useRef(false)
  // Read by the checked form as it replaces this one, so nothing typed in between is lost.
  const handover = useRef<Handover>({ form: null, send: false })

  const wake = () => {
    if (loading.current) return
    loading.current = true
    import('./CheckedForm').then(
      ({ CheckedForm }) => setChecked(() => CheckedForm),
      () => {
        loading.current = false
        if (handover.current.send) setFailed(true)
      },
    )
  }

  if (Checked) return <Checked {...props} handover={handover} />
  return (
    // Events of the server-drawn form, caught as they bubble; the wrapper draws no box.
    <div
      className={styles.contents}
      // Kept when React lets go of it: the checked form reads it once this one is gone.
      ref={(wrapper) => {
        const form = wrapper?.querySelector('form')
        if (form) handover.current.form = form
      }}
      onPointerEnter={wake}
      onPointerDown={wake}
      onFocus={(event) => {
        const form = handover.current.form
        const at = form ? Array.prototype.indexOf.call(form.elements, event.target) : -1
        handover.current.focus = at >= 0 ? at : undefined
        wake()
      }}
      // Focus gone to something else on the page is not taken back. A blur to nothing is also
      // what the swap itself fires, as it removes the focused field: that focus is kept.
      onBlur={(event) => {
        const to = event.relatedTarget
        if (to && !event.currentTarget.contains(to)) handover.current.focus = undefined
      }}
      onSubmit={(event) => {
        event.preventDefault()
        handover.current.send = true
        setFailed(false)
        wake()
      }}
    >
      {children}
      {failed && (
        <p className={fieldStyles.error} role="alert">
          The form could not load. Please check your connection and send again.
        </p>
      )}
    </div>
  )
}
