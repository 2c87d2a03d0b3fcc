'use client'

import { type BaseSyntheticEvent, useMemo, useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'

import { buttonClass } from '@/components/Button'
import { lazyZodResolver } from '@/components/lazyChecks'
import { useLazyToaster } from '@/components/LazyToaster'
import { type FormFieldSpec, HONEYPOT_FIELD } from '@/forms/fields'
import type { FormValues } from '@/forms/schema'
import { wireRows } from '@/forms/submissionData'

import { FieldControl } from './FieldControl'
import styles from './styles.module.css'

export type SiteFormProps = {
  formId: number
  fields: FormFieldSpec[]
  submitLabel: string
  /** Said in the toast and kept under the form once sent. */
  confirmation: string
  /** Where to go once sent, when the form says so. */
  redirectTo?: string
  /** `inline`: one field and its button in a row, as a subscribe box is. */
  layout: 'stacked' | 'inline'
}

const FALLBACK_ERROR = 'Your message could not be sent. Please try again in a moment.'

type ErrorAnswer = {
  errors?: { message?: string; data?: { errors?: { path?: string; message?: string }[] } }[]
}

export function SiteForm({
  formId,
  fields,
  submitLabel,
  confirmation,
  redirectTo,
  layout,
}: SiteFormProps) {
  const checks = useMemo(
    () =>
      lazyZodResolver<FormValues>(() =>
        import('@/forms/schema').then(({ submissionSchema }) => submissionSchema(fields)),
      ),
    [fields],
  )
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: checks.resolver,
    defaultValues: Object.fromEntries(
      fields.flatMap((field) =>
        'defaultValue' in field && field.defaultValue !== undefined
          ? [[field.name, field.defaultValue]]
          : [],
      ),
    ),
  })
  const [announcement, setAnnouncement] = useState('')
  const [sent, setSent] = useState(false)
  const toasts = useLazyToaster(`form-${formId}`)
  const warm = () => {
    checks.warm()
    toasts.warm()
  }
  const idOf = (name: string) => `form-${formId}-${name}`

  const announceErrors = (invalid: FieldErrors<FormValues>) => {
    const labels = fields.filter((field) => invalid[field.name]).map((field) => field.label)
    setAnnouncement(
      labels.length === 1
        ? `${labels[0]} needs attention.`
        : `${labels.length} fields need attention: ${labels.join(', ')}.`,
    )
  }

  const send = async (values: FormValues, event?: BaseSyntheticEvent) => {
    setAnnouncement('')
    const submissionData = wireRows(fields, values)
    // People never see the hidden field; whatever filled it is sent, and refused by the server.
    const trap = (event?.target as HTMLFormElement | undefined)?.elements.namedItem(HONEYPOT_FIELD)
    if (trap instanceof HTMLInputElement && trap.value)
      submissionData.push({ field: HONEYPOT_FIELD, value: trap.value })
    const files = fields.filter((field) => field.kind === 'upload')
    let init: RequestInit
    if (files.length) {
      const body = new FormData()
      body.append('_payload', JSON.stringify({ form: formId, submissionData }))
      for (const field of files) {
        for (const file of Array.from((values[field.name] as FileList | undefined) ?? []))
          body.append(field.name, file)
      }
      init = { method: 'POST', body }
    } else {
      init = {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ form: formId, submissionData }),
      }
    }

    let response: Response
    try {
      response = await fetch('/api/form-submissions', { ...init, credentials: 'same-origin' })
    } catch {
      await toasts.notify(
        'error',
        'You seem to be offline. Your message was not sent; please try again.',
      )
      return
    }
    if (response.ok) {
      void toasts.notify('success', confirmation)
      setSent(true)
      reset()
      if (redirectTo) window.location.assign(redirectTo)
      return
    }

    const answer = (await response.json().catch(() => null)) as ErrorAnswer | null
    const fieldErrors = (answer?.errors?.[0]?.data?.errors ?? []).filter((error) =>
      fields.some((field) => field.name === error.path),
    )
    if (fieldErrors.length) {
      fieldErrors.forEach((error, index) =>
        setError(error.path!, { message: error.message }, { shouldFocus: index === 0 }),
      )
      const labels = fieldErrors.map(
        (error) => fields.find((field) => field.name === error.path)!.label,
      )
      setAnnouncement(`${labels.join(', ')}: please check and send again.`)
      return
    }
    await toasts.notify('error', answer?.errors?.[0]?.message || FALLBACK_ERROR)
  }

  return (
    <>
      <form
        className={layout === 'inline' ? styles.inline : styles.stacked}
        method="post"
        noValidate
        aria-busy={isSubmitting || undefined}
        onFocus={toasts.warmed ? undefined : warm}
        onSubmit={handleSubmit(send, announceErrors)}
      >
        {fields.map((field) => (
          <FieldControl
            key={field.name}
            field={field}
            id={idOf(field.name)}
            error={errors[field.name] as never}
            register={register}
            hideLabel={layout === 'inline'}
          />
        ))}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={idOf(HONEYPOT_FIELD)}>Leave this empty</label>
          <input
            id={idOf(HONEYPOT_FIELD)}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <div className={styles.actions}>
          <button type="submit" className={buttonClass('primary')} disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : submitLabel}
          </button>
        </div>
        <p className="visually-hidden" aria-live="assertive">
          {announcement}
        </p>
        {sent && (
          <p className={styles.sent} role="status">
            {confirmation}
          </p>
        )}
      </form>
      {toasts.toaster}
    </>
  )
}
