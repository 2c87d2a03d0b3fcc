'use client'

import { type ReactNode, useState } from 'react'
import { type FieldError, get, useFormContext } from 'react-hook-form'

import type { WizardInput } from './form'

import styles from './wizard.module.css'

type Name = keyof WizardInput

/** The schema's bare "Required" said with the field's label, as 'LLC Name is required.' is. */
const messageFor = (error: FieldError | undefined, label: string) =>
  error?.message === 'Required' ? `${label} is required.` : error?.message

/** Label, control, hint and error, wired together for assistive technology. */
function FieldFrame({
  name,
  label,
  hint,
  children,
}: {
  name: Name
  label: string
  hint?: ReactNode
  children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode
}) {
  const id = `order-${name}`
  const {
    formState: { errors },
  } = useFormContext<WizardInput>()
  const message = messageFor(get(errors, name), label)
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = message ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(message) })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {message && (
        <p id={errorId} className={styles.error} role="alert">
          {message}
        </p>
      )}
    </div>
  )
}

type TextFieldProps = {
  name: Name
  label: string
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  hint?: ReactNode
}

export function TextField({ name, label, type = 'text', autoComplete, hint }: TextFieldProps) {
  const { register } = useFormContext<WizardInput>()
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type={type}
          className={styles.input}
          autoComplete={autoComplete}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...register(name)}
        />
      )}
    </FieldFrame>
  )
}

type SelectFieldProps = {
  name: Name
  label: string
  placeholder: string
  options: { value: string; label: string }[]
}

export function SelectField({ name, label, placeholder, options }: SelectFieldProps) {
  const { register } = useFormContext<WizardInput>()
  return (
    <FieldFrame name={name} label={label}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className={styles.input}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          // An unchosen select is "missing", not an unknown value.
          {...register(name, { setValueAs: (value: string) => value || undefined })}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}

/** The account password, hidden unless the visitor asks to see it. */
export function PasswordField({ label, hint }: { label: string; hint: ReactNode }) {
  const { register } = useFormContext<WizardInput>()
  const [shown, setShown] = useState(false)
  return (
    <FieldFrame name="password" label={label} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <div className={styles.passwordRow}>
          <input
            id={id}
            type={shown ? 'text' : 'password'}
            className={styles.input}
            autoComplete="new-password"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...register('password')}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={shown}
            aria-controls={id}
            aria-label={shown ? 'Hide password' : 'Show password'}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? 'Hide' : 'Show'}
          </button>
        </div>
      )}
    </FieldFrame>
  )
}
