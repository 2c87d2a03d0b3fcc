import type { FieldError, UseFormRegister } from 'react-hook-form'

import { FieldFrame, fieldStyles } from '@/components/FormField'
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

/** A label with its linked words made a link (added after it when the label lacks them). */
function LinkedLabel({ label, link }: { label: string; link?: { text: string; path: string } }) {
  if (!link) return label
  const at = label.toLowerCase().indexOf(link.text.toLowerCase())
  const anchor = (text: string) => (
    <a href={link.path} target="_blank" rel="noopener">
      {text}
    </a>
  )
  if (at < 0)
    return (
      <>
        {label} ({anchor(link.text)})
      </>
    )
  return (
    <>
      {label.slice(0, at)}
      {anchor(label.slice(at, at + link.text.length))}
      {label.slice(at + link.text.length)}
    </>
  )
}

/** One field of a staff-built form, drawn by its kind. */
export function FieldControl({ field, id, error, register, hideLabel }: Props) {
  const message = messageFor(error, field.label)
  const errorId = `${id}-error`
  const errorLine = message && (
    <p id={errorId} className={fieldStyles.error}>
      {message}
    </p>
  )

  if (field.kind === 'checkbox') {
    return (
      <div className={`${fieldStyles.field} ${styles.full}`}>
        <label className={styles.check}>
          <input
            type="checkbox"
            id={id}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId : undefined}
            {...register(field.name)}
          />
          <span>
            <LinkedLabel label={field.label} link={field.link} />
          </span>
        </label>
        {errorLine}
      </div>
    )
  }

  if (field.kind === 'radio') {
    return (
      <fieldset
        className={`${fieldStyles.field} ${styles.full} ${styles.group}`}
        aria-describedby={message ? errorId : undefined}
      >
        <legend className={fieldStyles.label}>{field.label}</legend>
        <div className={styles.choices}>
          {field.options.map((option) => (
            <label key={option.value} className={styles.check}>
              <input type="radio" value={option.value} {...register(field.name)} />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {errorLine}
      </fieldset>
    )
  }

  const wide = field.kind === 'textarea' || !field.width || field.width > 50
  return (
    <FieldFrame
      id={id}
      label={
        <>
          {field.label}
          {!field.required && <span className={fieldStyles.optional}> (optional)</span>}
        </>
      }
      hint={
        field.kind === 'upload'
          ? `PDF, Word or text, up to ${megabytes(field.maxBytes)}.`
          : undefined
      }
      error={message}
      hideLabel={hideLabel}
      className={wide ? styles.full : undefined}
    >
      {(aria) => {
        const common = { ...aria, 'aria-required': field.required || undefined }
        switch (field.kind) {
          case 'textarea':
            return <textarea rows={5} {...common} {...register(field.name)} />
          case 'select':
            return (
              <select
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
            )
          case 'upload':
            return (
              <input
                type="file"
                accept={field.accept.join(',')}
                {...common}
                className={styles.file}
                {...register(field.name)}
              />
            )
          default:
            return (
              <input
                type={
                  field.kind === 'phone' ? 'tel' : field.kind === 'number' ? 'text' : field.kind
                }
                inputMode={field.kind === 'number' ? 'decimal' : undefined}
                autoComplete={
                  AUTOCOMPLETE[field.name] ?? (field.kind === 'email' ? 'email' : undefined)
                }
                placeholder={hideLabel ? field.label : field.placeholder}
                {...common}
                {...register(field.name)}
              />
            )
        }
      }}
    </FieldFrame>
  )
}
