'use client'

import { useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import type { FieldAria } from '@/components/FormField'

import styles from './styles.module.css'

/**
 * A password, masked unless the visitor asks to see it: the site's one show/hide toggle (the
 * account forms and the order wizard). Goes inside a FieldFrame, whose wiring it takes.
 */
export function PasswordInput({
  registration,
  autoComplete,
  ...aria
}: FieldAria & { registration: UseFormRegisterReturn; autoComplete: string }) {
  const [shown, setShown] = useState(false)
  return (
    <div className={styles.row}>
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
