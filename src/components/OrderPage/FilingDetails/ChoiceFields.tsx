'use client'

import type { ReactNode } from 'react'
import { useController, useFormContext } from 'react-hook-form'

import { fieldStyles } from '@/components/FormField'

import { useField } from './context'
import fields from './fields.module.css'

export type Choice = { value: string; label: ReactNode; detail?: ReactNode }

type GroupProps = {
  path: string
  legend: ReactNode
  hint?: ReactNode
  /** Side by side (yes/no) rather than one under the other. */
  inline?: boolean
}

/** A fieldset of radio buttons, its hint and problem tied to it as FieldFrame ties a field's. */
function Group({
  id,
  legend,
  hint,
  error,
  inline,
  children,
}: Omit<GroupProps, 'path'> & { id: string; error?: string; children: ReactNode }) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <fieldset
      className={`${fieldStyles.field} ${fields.group}`}
      aria-describedby={describedBy || undefined}
    >
      <legend className={fieldStyles.label}>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <div className={inline ? fields.inlineChoices : fields.choices}>{children}</div>
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  )
}

const Text = ({ choice }: { choice: Choice }) => (
  <span>
    {choice.label}
    {choice.detail && <span className={fields.detail}>{choice.detail}</span>}
  </span>
)

/** One of a few named choices; the first button carries the id a problem focuses. */
export function ChoiceGroup({ path, options, ...group }: GroupProps & { options: Choice[] }) {
  const { register } = useFormContext()
  const { id, error } = useField(path)
  return (
    <Group id={id} error={error} {...group}>
      {options.map((choice, index) => (
        <label key={choice.value} className={fields.check}>
          <input
            type="radio"
            id={index === 0 ? id : undefined}
            value={choice.value}
            {...register(path)}
          />
          <Text choice={choice} />
        </label>
      ))}
    </Group>
  )
}

/** A yes-or-no question whose answer is true, false or not given yet (null). */
export function YesNo({
  path,
  yes = 'Yes',
  no = 'No',
  ...group
}: GroupProps & { yes?: string; no?: string }) {
  const { control } = useFormContext()
  const { field } = useController({ name: path, control })
  const { id, error } = useField(path)
  const choices = [
    { answer: true, label: yes },
    { answer: false, label: no },
  ]
  return (
    <Group id={id} error={error} inline {...group}>
      {choices.map(({ answer, label }) => (
        <label key={label} className={fields.check}>
          <input
            type="radio"
            id={answer ? id : undefined}
            name={field.name}
            ref={answer ? field.ref : undefined}
            checked={field.value === answer}
            onChange={() => field.onChange(answer)}
            onBlur={field.onBlur}
          />
          <span>{label}</span>
        </label>
      ))}
    </Group>
  )
}
