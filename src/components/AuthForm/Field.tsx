'use client'

import { type ReactNode, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import styles from './styles.module.css'

type Aria = {
  id: string
  className: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/** Label, control, hint and inline error, wired together for assistive technology. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string
  label: string
  hint?: string
  error?: string
  children: (aria: Aria) => ReactNode
}) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
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
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/** A password, masked unless the visitor asks to see it. */
export function PasswordInput({
  registration,
  autoComplete,
  ...aria
}: Aria & { registration: UseFormRegisterReturn; autoComplete: string }) {
  const [shown, setShown] = useState(false)
  return (
    <div className={styles.passwordRow}>
      <input
        {...aria}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        {...registration}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={shown}
        aria-controls={aria.id}
        aria-label={shown ? 'Hide password' : 'Show password'}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? 'Hide' : 'Show'}
      </button>
    </div>
  )
}
