import type { ComponentProps, ReactNode } from 'react'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'

import { buttonClass } from '@/components/Button'
import { type FormFieldSpec, HONEYPOT_FIELD } from '@/forms/fields'
import type { FormValues } from '@/forms/schema'

import { FieldControl } from './FieldControl'
import styles from './styles.module.css'

export const fieldId = (formId: number, name: string) => `form-${formId}-${name}`

/** Plain inputs with their starting values, as the checked form draws them once it has loaded. */
export const plainRegister = (fields: FormFieldSpec[]) =>
  ((name: string) => {
    const field = fields.find((each) => each.name === name)
    if (!field || !('defaultValue' in field) || field.defaultValue === undefined) return { name }
    return field.kind === 'checkbox'
      ? { name, defaultChecked: field.defaultValue }
      : { name, defaultValue: field.defaultValue }
  }) as unknown as UseFormRegister<FormValues>

/**
 * A staff-built form's markup: its fields, the hidden trap and the button. Drawn on the server
 * for the light first form, and in the browser by the checked one, the same, so the swap between
 * them is invisible. No hooks: it renders on either side.
 */
export function FormMarkup({
  formId,
  fields,
  layout,
  submitLabel,
  register,
  errors = {},
  busy = false,
  formProps,
  children,
}: {
  formId: number
  fields: FormFieldSpec[]
  layout: 'stacked' | 'inline'
  submitLabel: string
  register: UseFormRegister<FormValues>
  errors?: FieldErrors<FormValues>
  busy?: boolean
  formProps?: ComponentProps<'form'>
  children?: ReactNode
}) {
  return (
    <form
      className={layout === 'inline' ? styles.inline : styles.stacked}
      method="post"
      noValidate
      aria-busy={busy || undefined}
      {...formProps}
    >
      {fields.map((field) => (
        <FieldControl
          key={field.name}
          field={field}
          id={fieldId(formId, field.name)}
          error={errors[field.name] as never}
          register={register}
          hideLabel={layout === 'inline'}
        />
      ))}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={fieldId(formId, HONEYPOT_FIELD)}>Leave this empty</label>
        <input
          id={fieldId(formId, HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? 'Sending…' : submitLabel}
        </button>
      </div>
      {children}
    </form>
  )
}
