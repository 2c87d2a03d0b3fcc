'use client'

import type { FieldError, UseFormRegister } from 'react-hook-form'

import type { FormFieldSpec } from '@/forms/fields'
import type { FormValues } from '@/forms/schema'

import styles from './styles.module.css'

type Props = {
  field: FormFieldSpec
  id: string
  error?: FieldError
  register: UseFormRegister<FormValues>
  hideLabel?: boolean
}

const AUTOCOMPLETE: Record<string, string> = {
  email: 'email',
  phone: 'tel',
  name: 'name',
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

/** The schema's bare "Required" said with the field's label. */
const messageFor = (error: FieldError | undefined, label: string) =>
  error?.message === 'Required' ? `${label} is required.` : error?.message

/** One field: label, control, hint and error, wired together for assistive technology. */
export function FieldControl({ field, id, error, register, hideLabel }: Props) {
  const message = messageFor(error, field.label)
  const errorId = message ? `${id}-error` : undefined
  const hintId = field.kind === 'upload' ? `${id}-hint` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
  }
  const label = (
    <>
      {field.label}
      {field.required ? null : <span className={styles.optional}> (optional)</span>}
    </>
  )

  if (field.kind === 'checkbox') {
    return (
      <div className={`${styles.field} ${styles.full}`}>
        <label className={styles.check}>
          <input type="checkbox" {...common} {...register(field.name)} />
          <span>{field.label}</span>
        </label>
        {message && <Error id={errorId!} message={message} />}
      </div>
    )
  }

  if (field.kind === 'radio') {
    return (
      <fieldset className={`${styles.field} ${styles.full}`} aria-describedby={describedBy}>
        <legend className={styles.label}>{label}</legend>
        <div className={styles.choices}>
          {field.options.map((option) => (
            <label key={option.value} className={styles.check}>
              <input type="radio" value={option.value} {...register(field.name)} />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {message && <Error id={errorId!} message={message} />}
      </fieldset>
    )
  }

  const width = field.kind === 'textarea' || !field.width || field.width > 50 ? styles.full : ''
  return (
    <div className={`${styles.field} ${width}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      {field.kind === 'textarea' ? (
        <textarea rows={5} className={styles.input} {...common} {...register(field.name)} />
      ) : field.kind === 'select' ? (
        <select
          className={styles.input}
          {...common}
          {...register(field.name, { setValueAs: (value: string) => value || undefined })}
        >
          <option value="">{field.placeholder || 'Choose…'}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.kind === 'upload' ? (
        <input
          type="file"
          accept={field.accept.join(',')}
          className={styles.file}
          {...common}
          {...register(field.name)}
        />
      ) : (
        <input
          type={field.kind === 'phone' ? 'tel' : field.kind === 'number' ? 'text' : field.kind}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          autoComplete={AUTOCOMPLETE[field.name] ?? (field.kind === 'email' ? 'email' : undefined)}
          placeholder={
            hideLabel ? field.label : 'placeholder' in field ? field.placeholder : undefined
          }
          className={styles.input}
          {...common}
          {...register(field.name)}
        />
      )}
      {field.kind === 'upload' && (
        <p id={hintId} className={styles.hint}>
          PDF, Word or text, up to {megabytes(field.maxBytes)}.
        </p>
      )}
      {message && <Error id={errorId!} message={message} />}
    </div>
  )
}

function Error({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  )
}
