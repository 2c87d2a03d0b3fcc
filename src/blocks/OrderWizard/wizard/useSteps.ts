'use client'

import { useEffect, useRef, useState } from 'react'
import type { SubmitErrorHandler, UseFormReturn } from 'react-hook-form'

import { pause } from '@/utilities/pause'

import { LAST_STEP, STEPS, type WizardInput, type WizardValues } from './form'

const stepOf = (field: string) =>
  STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field)) + 1

type Options = {
  form: UseFormReturn<WizardInput, unknown, WizardValues>
  /** The loading overlay between steps (site settings, 2000 ms unless set). */
  stepDelayMs: number
  setBusy: (label: string | null) => void
}

/**
 * The step the visitor is on and the ways between steps: Next checks the step's fields first,
 * Back and Edit go straight there, and focus follows to the new step's heading.
 */
export function useSteps({ form, stepDelayMs, setBusy }: Options) {
  const [step, setStep] = useState(1)
  const heading = useRef<HTMLHeadingElement>(null)
  const movedByVisitor = useRef(false)

  const goTo = (target: number) => {
    movedByVisitor.current = true
    setStep(Math.min(Math.max(1, target), LAST_STEP))
  }

  // Keyboard and screen-reader users land on the new step's heading.
  useEffect(() => {
    if (movedByVisitor.current) heading.current?.focus()
  }, [step])

  async function next() {
    const fields = STEPS[step - 1]!.fields
    const valid = await form.trigger(fields, { shouldFocus: true })
    if (!valid) {
      // Touched fields re-check as they change, so each message goes away as soon as it is fixed.
      for (const field of fields) form.setValue(field, form.getValues(field), { shouldTouch: true })
      return
    }
    setBusy('Loading…')
    await pause(stepDelayMs)
    setBusy(null)
    goTo(step + 1)
  }

  // A field from an earlier step is wrong (a restored order, say): go back to it.
  const onInvalid: SubmitErrorHandler<WizardInput> = (errors) => {
    const first = Math.min(
      ...Object.keys(errors)
        .map(stepOf)
        .filter((n) => n > 0),
    )
    if (Number.isFinite(first)) goTo(first)
  }

  return { step, setStep, goTo, next, onInvalid, heading }
}
