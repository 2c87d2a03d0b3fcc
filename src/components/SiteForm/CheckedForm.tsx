'use client'

import { type BaseSyntheticEvent, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'

import { lazyZodResolver } from '@/components/lazyChecks'
import { useLazyToaster } from '@/components/LazyToaster'
import { HONEYPOT_FIELD } from '@/forms/fields'
import type { FormValues } from '@/forms/schema'
import { wireRows } from '@/forms/submissionData'

import { FormMarkup } from './FormMarkup'
import { caretOf, type Handover, useLiveRegion, valuesOf } from './handover'
import type { SiteFormProps } from './SiteForm'
import styles from './styles.module.css'

export type CheckedFormProps = SiteFormProps & {
  /** The light form this one replaces, given once. */
  takeOver?: () => Handover | null
}

const FALLBACK_ERROR = 'Your message could not be sent. Please try again in a moment.'

type ErrorAnswer = {
  errors?: { message?: string; data?: { errors?: { path?: string; message?: string }[] } }[]
}

/** A staff-built form with its checks, its messages and its sending. */
export function CheckedForm({
  formId,
  fields,
  submitLabel,
  confirmation,
  redirectTo,
  layout,
  takeOver,
}: CheckedFormProps) {
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
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: checks.resolver,
    defaultValues: {
      ...Object.fromEntries(
        fields.flatMap((field) =>
          'defaultValue' in field && field.defaultValue !== undefined
            ? [[field.name, field.defaultValue]]
            : [],
        ),
      ),
    },
  })
  const form = useRef<HTMLFormElement>(null)
  const [announcement, setAnnouncement] = useLiveRegion()
  const [sent, setSent] = useState(false)
  const toasts = useLazyToaster(`form-${formId}`)
  const warm = () => {
    checks.warm()
    toasts.warm()
  }

  // Once, as this form replaces the light one and before the next keystroke: its values, the
  // focus with the caret where it was, and a send already pressed.
  useLayoutEffect(() => {
    // Given once: Strict Mode runs this twice in development, and a send must not go twice.
    const taken = takeOver?.()
    const light = taken?.form
    if (!taken || !light) return
    for (const [name, value] of Object.entries(valuesOf(light, fields))) setValue(name, value)
    // A bot that filled the hidden field in the light form is still recognized.
    const trap = light.elements.namedItem(HONEYPOT_FIELD)
    const newTrap = form.current?.elements.namedItem(HONEYPOT_FIELD)
    if (trap instanceof HTMLInputElement && newTrap instanceof HTMLInputElement)
      newTrap.value = trap.value
    const focusFree = !document.activeElement || document.activeElement === document.body
    if (taken.focus !== undefined && focusFree) {
      const input = form.current?.elements[taken.focus]
      // Now, not as react-hook-form's setFocus does (a task later, when a keystroke can fall
      // between); and where it is, as the visitor left it, without scrolling.
      if (input instanceof HTMLElement) input.focus({ preventScroll: true })
      const caret = caretOf(light.elements[taken.focus])
      if (caret && caretOf(input)) (input as HTMLInputElement).setSelectionRange(...caret)
    }
    if (taken.send) form.current?.requestSubmit()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handover happens once
  }, [])

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
      <FormMarkup
        formId={formId}
        fields={fields}
        layout={layout}
        submitLabel={submitLabel}
        register={register}
        errors={errors}
        busy={isSubmitting}
        formProps={{
          ref: form,
          onFocus: toasts.warmed ? undefined : warm,
          onSubmit: handleSubmit(send, announceErrors),
        }}
      >
        <p className="visually-hidden" aria-live="assertive">
          {announcement}
        </p>
        {sent && (
          <p className={styles.sent} role="status">
            {confirmation}
          </p>
        )}
      </FormMarkup>
      {toasts.toaster}
    </>
  )
}
