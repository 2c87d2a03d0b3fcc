import { useEffect, useRef, useState } from 'react'

import type { FormFieldSpec } from '@/forms/fields'
import type { FormValues } from '@/forms/schema'

// What passes from the light form to the checked one as it takes over
// (docs/performance.md#forms-and-the-wizard-code-on-first-use).

/**
 * The light form this one replaces, read at the moment of the swap: whatever was typed until
 * then is in its inputs, even once they have left the page.
 */
export type Handover = {
  form: HTMLFormElement | null
  /** Where the focus was, by position among the form's controls (the same in both forms). */
  focus?: number
  /** The visitor already pressed send. */
  send: boolean
}

/** What the visitor has typed, chosen and ticked in a form, cleared fields included. */
export function valuesOf(form: HTMLFormElement, fields: FormFieldSpec[]): FormValues {
  const values: FormValues = {}
  for (const field of fields) {
    const input = form.elements.namedItem(field.name)
    if (input instanceof HTMLInputElement && input.type === 'checkbox')
      values[field.name] = input.checked
    // One radio button alone is itself, not a list, and its value is there even unchecked.
    else if (input instanceof HTMLInputElement && input.type === 'radio')
      values[field.name] = input.checked ? input.value : ''
    else if (input && 'value' in input) values[field.name] = input.value
  }
  return values
}

/** A text control with a caret to carry over (email and number inputs have none to read). */
export const caretOf = (control: unknown) =>
  (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
  control.selectionStart !== null
    ? ([control.selectionStart, control.selectionEnd ?? control.selectionStart] as const)
    : null

/**
 * The text of a live region. One that has just been placed on the page, as this form's is when it
 * replaces the light one and sends at once, is not yet watched by every screen reader: what it
 * says in its first moment is said a moment later.
 */
export function useLiveRegion() {
  const [text, setText] = useState('')
  const placedAt = useRef<number | null>(null)
  // Only the latest text waits: two said in that moment would otherwise land in either order.
  const waiting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => {
    placedAt.current = performance.now()
    return () => clearTimeout(waiting.current)
  }, [])
  const say = (next: string) => {
    clearTimeout(waiting.current)
    const wait = placedAt.current === null ? 500 : placedAt.current + 500 - performance.now()
    if (wait > 0) waiting.current = setTimeout(() => setText(next), wait)
    else setText(next)
  }
  return [text, say] as const
}
