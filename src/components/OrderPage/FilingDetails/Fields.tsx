'use client'

import type { HTMLInputTypeAttribute, ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'

import { FieldFrame, fieldStyles } from '@/components/FormField'

import { useField } from './context'
import fields from './fields.module.css'
import { blankToNull, toNumber } from './values'

type Common = {
  /** The field's path inside its section, as the server's problems name it. */
  path: string
  label: ReactNode
  hint?: ReactNode
  optional?: boolean
}

export const Label = ({ text, optional }: { text: ReactNode; optional?: boolean }) => (
  <>
    {text}
    {optional && <span className={fieldStyles.optional}> (optional)</span>}
  </>
)

type TextProps = Common & {
  type?: Extract<HTMLInputTypeAttribute, 'text' | 'date'>
  /** Read as a number (digits typed with commas, a dollar sign or a percent sign too). */
  number?: boolean
  inputMode?: 'numeric' | 'decimal' | 'text'
  autoComplete?: string
  list?: string
  min?: string
  max?: string
  prefix?: string
}

/** One line of text, a number or a day. */
export function TextField({ path, label, hint, optional, number, prefix, ...input }: TextProps) {
  const { register } = useFormContext()
  const { id, error } = useField(path)
  return (
    <FieldFrame
      id={id}
      label={<Label text={label} optional={optional} />}
      hint={hint}
      error={error}
    >
      {(aria) => {
        const control = (
          <input
            type="text"
            spellCheck={number ? false : undefined}
            {...input}
            {...aria}
            {...register(path, { setValueAs: number ? toNumber : blankToNull })}
          />
        )
        if (!prefix) return control
        return (
          <span className={fields.prefixed}>
            <span aria-hidden="true">{prefix}</span>
            {control}
          </span>
        )
      }}
    </FieldFrame>
  )
}

/** Several lines of text. */
export function TextArea({ path, label, hint, optional }: Common) {
  const { register } = useFormContext()
  const { id, error } = useField(path)
  return (
    <FieldFrame
      id={id}
      label={<Label text={label} optional={optional} />}
      hint={hint}
      error={error}
    >
      {(aria) => <textarea rows={4} {...aria} {...register(path, { setValueAs: blankToNull })} />}
    </FieldFrame>
  )
}

type SelectProps = Common & {
  options: { value: string | number; label: string }[]
  number?: boolean
  placeholder?: string
  autoComplete?: string
}

/** One choice from a list too long for radio buttons. */
export function SelectField({
  path,
  label,
  hint,
  optional,
  options,
  number,
  ...rest
}: SelectProps) {
  const { register } = useFormContext()
  const { id, error } = useField(path)
  return (
    <FieldFrame
      id={id}
      label={<Label text={label} optional={optional} />}
      hint={hint}
      error={error}
    >
      {(aria) => (
        <select
          autoComplete={rest.autoComplete}
          {...aria}
          {...register(path, { setValueAs: number ? toNumber : blankToNull })}
        >
          <option value="">{rest.placeholder ?? 'Choose…'}</option>
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

/** A box to tick, with its problem (if any) tied to it. */
export function CheckboxField({ path, label }: Pick<Common, 'path' | 'label'>) {
  const { register } = useFormContext()
  const { id, error } = useField(path)
  return (
    <div className={fieldStyles.field}>
      <label className={fields.check}>
        <input
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(path)}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
