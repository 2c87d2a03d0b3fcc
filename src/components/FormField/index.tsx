import type { ReactNode } from 'react'

import styles from './styles.module.css'

export { styles as fieldStyles }

/** What the control inside a field needs to be tied to its label, hint and error. */
export type FieldAria = {
  id: string
  className: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

type Props = {
  id: string
  label: ReactNode
  hint?: ReactNode
  /** Advice below the hint that may change as the visitor types (the caller makes it live). */
  notes?: ReactNode
  error?: string
  /** Label for screen readers only, as in a one-line subscribe box. */
  hideLabel?: boolean
  /** Announce the error as soon as it shows (forms without a summary of their own). */
  alert?: boolean
  className?: string
  children: (aria: FieldAria) => ReactNode
}

/** Label, control, hint and inline error, wired together for assistive technology. */
export function FieldFrame({
  id,
  label,
  hint,
  notes,
  error,
  hideLabel,
  alert,
  className,
  children,
}: Props) {
  const hintId = hint ? `${id}-hint` : undefined
  const notesId = notes ? `${id}-notes` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, notesId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      {children({
        id,
        className: styles.input!,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {notes && <div id={notesId}>{notes}</div>}
      {error && (
        <p id={errorId} className={styles.error} role={alert ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  )
}
