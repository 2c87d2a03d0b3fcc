'use client'

import dynamic from 'next/dynamic'

/**
 * The wizard's code (form library, schema, toasts, Square's SDK) in its own chunk: every page
 * shares one route, and only pages that hold the wizard should download it. Still rendered on
 * the server.
 */
export const LazyOrderWizard = dynamic(() =>
  import('./wizard/OrderWizard').then((module) => module.OrderWizard),
)
