'use client'

import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { lazyZodResolver } from '@/components/lazyChecks'
import { useLazyToaster } from '@/components/LazyToaster'
import type { ClientPackage } from '@/order/pricing'

import { preloadLaterSteps } from './laterSteps'
import { emptyOrder, type WizardInput, type WizardValues } from './form'

/**
 * The wizard's form, a new order of the package, checked by ./fieldChecks.ts; and its toasts.
 * Both, and the steps after the first, load once the visitor starts on the form (`warm`), not
 * with the page.
 */
export function useWizardForm(clientPackage: ClientPackage) {
  const [checks] = useState(() =>
    lazyZodResolver<WizardInput, WizardValues>(() =>
      import('./fieldChecks').then((module) => module.wizardSchema),
    ),
  )
  const toasts = useLazyToaster()
  const form = useForm<WizardInput, unknown, WizardValues>({
    resolver: checks.resolver,
    defaultValues: emptyOrder(clientPackage),
    mode: 'onTouched',
  })
  const warm = () => {
    checks.warm()
    toasts.warm()
    preloadLaterSteps()
  }
  return { form, toasts, warm }
}
