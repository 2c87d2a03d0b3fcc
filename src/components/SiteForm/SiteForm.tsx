'use client'

import { type ComponentType, type ReactNode, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

// The styles alone: the field component's code is not needed until the checked form loads.
import fieldStyles from '@/components/FormField/styles.module.css'
import type { FormFieldSpec } from '@/forms/fields'

import type { CheckedFormProps } from './CheckedForm'
import type { Handover } from './handover'
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
 * What the visitor is in the middle of, which replacing the form would break, and the events that
 * end it: a press not yet released (its click would land on a removed button; a right-click's
 * menu or a window left mid-press end it too), a key held on a button (Space clicks on release),
 * a word being composed.
 */
const holds = {
  press: ['pointerup', 'pointercancel', 'contextmenu', 'blur'],
  key: ['keyup', 'blur'],
  composition: ['compositionend', 'blur'],
} as const
type Hold = keyof typeof holds

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
  const busy = useRef(new Set<Hold>())
  // Read by the checked form as it replaces this one, so nothing typed in between is lost.
  const handover = useRef<Handover>({ form: null, send: false })

  const takeOver = () => {
    const taken = handover.current
    handover.current = { form: null, send: false }
    return taken.form ? taken : null
  }

  // The swap, once the code is here and the visitor is between two actions. At once, not in a
  // later task where a keystroke or a press could fall between this check and the new form.
  const swap = () => {
    const form = handover.current.form
    if (swapped.current || !loaded.current || !form || busy.current.size) return
    // An open list would close under the visitor's hand; a send from it means it is closed.
    const inList =
      document.activeElement instanceof HTMLSelectElement && focusIn(form) !== undefined
    if (inList && !handover.current.send) return
    swapped.current = true
    handover.current.focus = focusIn(form)
    flushSync(() => setChecked(() => loaded.current))
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

  // A hold ends with the first of its events, after the click it produced, so a send pressed is
  // caught here first.
  const hold = (kind: Hold) => {
    if (busy.current.has(kind)) return
    busy.current.add(kind)
    const ended = new AbortController()
    const release = (event: Event) => {
      // Caught on the way down, so a field's own blur passes here too: only the window's counts.
      if (event.type === 'blur' && event.target !== window) return
      ended.abort()
      setTimeout(() => {
        busy.current.delete(kind)
        swap()
      })
    }
    for (const type of holds[kind])
      window.addEventListener(type, release, { capture: true, signal: ended.signal })
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
      onPointerDown={(event) => {
        if (event.button === 0) hold('press')
        wake()
      }}
      onKeyDown={(event) => {
        if (event.key === ' ' && event.target instanceof HTMLButtonElement) hold('key')
      }}
      onCompositionStart={() => hold('composition')}
      onFocus={wake}
      // A list left frees the swap it held.
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
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (!form || !button) return
  if (pending) {
    form.setAttribute('aria-busy', 'true')
    button.dataset.label = button.textContent ?? ''
    button.textContent = 'Sending…'
  } else {
    form.removeAttribute('aria-busy')
    button.textContent = button.dataset.label ?? button.textContent
  }
  button.disabled = pending
}
