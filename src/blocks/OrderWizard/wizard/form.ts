/**
 * The wizard's form: the fields a visitor fills in (checked by ./fieldChecks.ts, which loads with the
 * first check), and which fields each step checks before Next.
 */
import type * as z from 'zod/mini'

import { ADD_ONS, carries, type ClientPackage, PACKAGES } from '@/order/packages'

import type { wizardSchema } from './fieldChecks'

export type WizardInput = z.input<typeof wizardSchema>
export type WizardValues = z.output<typeof wizardSchema>
/** The form while it is being filled in: anything may still be missing. */
export type WizardDraft = Partial<WizardInput>

/** A state the visitor can choose, as the state-fee collection names it. */
export type StateOption = { slug: string; name: string }

export const STEPS = [
  { title: 'Company Information', fields: ['llcname', 'designator', 'formationState'] },
  { title: 'Contact Person', fields: ['firstName', 'lastName', 'email', 'phone'] },
  { title: 'State Filing Time', fields: ['expeditedFilling', 'businessLicense'] },
  { title: 'Order Summary', fields: [...ADD_ONS, 'reminders', 'password'] },
  { title: 'Billing Information', fields: [] },
] as const satisfies { title: string; fields: (keyof WizardInput)[] }[]

export const LAST_STEP = STEPS.length

/**
 * A new order of a package: its presets chosen. The free package starts on standard filing, so
 * the visitor sees a choice already made that costs nothing, and with none of its add-ons.
 */
export function emptyOrder(clientPackage: ClientPackage): WizardDraft {
  return {
    ...Object.fromEntries(PACKAGES[clientPackage].addOns.map((addOn) => [addOn, false])),
    clientPackage,
    llcname: '',
    designator: undefined,
    formationState: undefined,
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    expeditedFilling: carries(clientPackage, 'expeditedFilling', undefined),
    businessLicense: false,
    // Opt-in only: the visitor ticks it on the review step.
    reminders: false,
    password: '',
  }
}
