'use client'

import type { ReactNode } from 'react'
import { type FieldError, get, useFormContext } from 'react-hook-form'

import { type FieldAria, FieldFrame } from '@/components/FormField'
import { PasswordInput } from '@/components/PasswordInput'
import { LLC_NAME_REQUIRED } from '@/order/companyName'

import type { WizardInput } from './form'

type Name = keyof WizardInput

/**
 * The schema's bare "Required" said with the field's label, as 'LLC Name is required.' is; that
 * one too follows the label (a corporation's field is its Company Name).
 */
const messageFor = (error: FieldError | undefined, label: string) =>
  error?.message === 'Required' || error?.message === LLC_NAME_REQUIRED
    ? `${label} is required.`
    : error?.message

/** The site's field frame for a wizard field: its id from the name, its error from the form. */
function WizardField({
  name,
  label,
  hint,
  notes,
  children,
}: {
  name: Name
  label: string
  hint?: ReactNode
  notes?: ReactNode
  children: (aria: FieldAria) => ReactNode
}) {
  const {
    formState: { errors },
  } = useFormContext<WizardInput>()
  return (
    <FieldFrame
      alert
      id={`order-${name}`}
      label={label}
      hint={hint}
      notes={notes}
      error={messageFor(get(errors, name), label)}
    >
      {children}
    </FieldFrame>
  )
}

type TextFieldProps = {
  name: Name
  label: string
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  hint?: ReactNode
  /** Advice on what is typed, below the hint (the company name's check). */
  notes?: ReactNode
}

export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  hint,
  notes,
}: TextFieldProps) {
  const { register } = useFormContext<WizardInput>()
  return (
    <WizardField name={name} label={label} hint={hint} notes={notes}>
      {(aria) => <input type={type} autoComplete={autoComplete} {...aria} {...register(name)} />}
    </WizardField>
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
    <WizardField name={name} label={label}>
      {(aria) => (
        <select
          {...aria}
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
    </WizardField>
  )
}

/** The account password, hidden unless the visitor asks to see it. */
export function PasswordField({ label, hint }: { label: string; hint: ReactNode }) {
  const { register } = useFormContext<WizardInput>()
  return (
    <WizardField name="password" label={label} hint={hint}>
      {(aria) => (
        <PasswordInput {...aria} autoComplete="new-password" registration={register('password')} />
      )}
    </WizardField>
  )
}
