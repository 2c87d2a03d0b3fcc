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

/** The position of the focused control among the form's, if the focus is in it. */
function focusIn(form: HTMLFormElement) {
  const at = Array.prototype.indexOf.call(form.elements, document.activeElement)
  return at >= 0 ? at : undefined
}

/**
 * What the visitor is in the middle of, which replacing the form would break: a press not yet
 * released (its click would land on a removed button), a word being composed, an open list.
 */
const busyEvents = {
  pointerdown: 'pointerup',
  compositionstart: 'compositionend',
} as const

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
  const loaded = useRef<ComponentType<CheckedFormProps> | null>(null)
  const swapped = useRef(false)
  const busy = useRef(new Set<string>())
  // Read by the checked form as it replaces this one, so nothing typed in between is lost.
  const handover = useRef<Handover>({ form: null, send: false })

  const takeOver = () => {
    const taken = handover.current
    handover.current = { form: null, send: false }
    return taken.form ? taken : null
  }

  // The swap, once the code is here and the visitor is between two actions.
  const swap = () => {
    const form = handover.current.form
    const select = document.activeElement instanceof HTMLSelectElement
    if (swapped.current || !loaded.current || !form || busy.current.size) return
    if (select && focusIn(form) !== undefined) return
    swapped.current = true
    handover.current.focus = focusIn(form)
    setChecked(() => loaded.current)
  }

  const wake = () => {
    if (loading.current) return
    loading.current = true
    import('./CheckedForm').then(
      ({ CheckedForm }) => {
        loaded.current = CheckedForm
        swap()
      },
      () => {
        loading.current = false
        if (handover.current.send) {
          handover.current.send = false
          setPending(handover.current.form, false)
          setFailed(true)
        }
      },
    )
  }

  // A press or a composition holds the swap until it ends; after the click it produced, so
  // a send pressed is caught here first.
  const hold = (start: keyof typeof busyEvents) => {
    busy.current.add(start)
    window.addEventListener(
      busyEvents[start],
      () =>
        setTimeout(() => {
          busy.current.delete(start)
          swap()
        }),
      { once: true, capture: true },
    )
    if (start === 'pointerdown')
      window.addEventListener('pointercancel', () => busy.current.delete(start), { once: true })
  }

  return Checked ? (
    <Checked {...props} takeOver={takeOver} />
  ) : (
    // Events of the server-drawn form, caught as they bubble; the wrapper draws no box.
    <div
      className={styles.contents}
      // Kept when React lets go of it: the checked form reads it once this one is gone.
      ref={(wrapper) => {
        const form = wrapper?.querySelector('form')
        if (form) handover.current.form = form
      }}
      onPointerEnter={wake}
      onPointerDown={() => {
        hold('pointerdown')
        wake()
      }}
      onCompositionStart={() => hold('compositionstart')}
      onFocus={wake}
      // A list chosen from, or left, frees the swap it held.
      onChange={swap}
      onBlur={() => setTimeout(swap)}
      onSubmit={(event) => {
        event.preventDefault()
        handover.current.send = true
        setPending(handover.current.form, true)
        setFailed(false)
        wake()
        swap()
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

/** The light form says it is sending, as the checked one will, until that one takes over. */
function setPending(form: HTMLFormElement | null, pending: boolean) {
  if (pending) form?.setAttribute('aria-busy', 'true')
  else form?.removeAttribute('aria-busy')
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (button) button.disabled = pending
}
