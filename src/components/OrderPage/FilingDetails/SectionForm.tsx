'use client'

import { type ReactNode, useMemo } from 'react'
import { type FieldValues, FormProvider, useForm, type UseFormReturn } from 'react-hook-form'

import { buttonClass } from '@/components/Button'
import type { SectionName } from '@/order/filing/details'

import { SectionFrameContext, useFiling } from './context'
import { fieldId, problemsByPath } from './paths'
import { ProblemSummary } from './ProblemSummary'
import styles from './styles.module.css'

type Props = {
  name: SectionName
  /** The section as last saved, every input's value filled in. */
  defaults: FieldValues
  /** The section as the endpoint takes it, from the form's values (as they are by default). */
  toSection?: (values: FieldValues) => Record<string, unknown>
  /** After the server kept the section: an SSN typed is cleared from the page. */
  onSaved?: (form: UseFormReturn) => void
  children: ReactNode
}

/** One section's own form: its fields, the server's problems beside them, and its save button. */
export function SectionForm({ name, defaults, toSection, onSaved, children }: Props) {
  const { save, problems } = useFiling()
  const form = useForm({ defaultValues: defaults })
  const { isSubmitting } = form.formState
  const shown = useMemo(() => problemsByPath(name, problems[name] ?? []), [name, problems])
  const frame = useMemo(() => ({ section: name, problems: shown }), [name, shown])

  const submit = form.handleSubmit(async (values) => {
    if (await save(name, toSection ? toSection(values) : values)) onSaved?.(form)
  })

  return (
    <FormProvider {...form}>
      <SectionFrameContext.Provider value={frame}>
        <form id={fieldId(name)} tabIndex={-1} noValidate onSubmit={submit} className={styles.form}>
          <ProblemSummary section={name} problems={shown} />
          {children}
          <div className={styles.actions}>
            <button type="submit" className={buttonClass('primary')} disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Save and continue'}
            </button>
          </div>
        </form>
      </SectionFrameContext.Provider>
    </FormProvider>
  )
}
