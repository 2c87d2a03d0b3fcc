/**
 * The unfinished order, kept in the browser so a reload or a return visit continues where the
 * visitor stopped. Never the password (nor the card: it never leaves Square's field). A finished
 * order clears it.
 */
import type { ClientPackage } from '@/order/pricing'

import type { WizardDraft } from './form'

export type SavedCheckout = {
  checkoutId: string
  step: number
  values: Omit<WizardDraft, 'password'>
  /** Pay answered that the payment is being confirmed: a reload waits for it, never pays again. */
  confirming?: boolean
}

const VERSION = 1
/** A draft older than this is dropped: the visitor has most likely moved on. */
const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000

const keyFor = (clientPackage: ClientPackage) => `order-wizard:${clientPackage}`

type Stored = SavedCheckout & { version: number; savedAt: number }

export function loadCheckout(clientPackage: ClientPackage, now = Date.now()): SavedCheckout | null {
  try {
    const raw = window.localStorage.getItem(keyFor(clientPackage))
    if (!raw) return null
    const stored = JSON.parse(raw) as Partial<Stored>
    if (
      stored.version !== VERSION ||
      typeof stored.checkoutId !== 'string' ||
      typeof stored.step !== 'number'
    )
      return null
    if (!stored.savedAt || now - stored.savedAt > MAX_AGE_MS) return null
    const { password: _never, ...values } = (stored.values ?? {}) as WizardDraft
    return {
      checkoutId: stored.checkoutId,
      step: stored.step,
      values: { ...values, clientPackage },
      confirming: stored.confirming === true,
    }
  } catch {
    return null
  }
}

export function saveCheckout(
  clientPackage: ClientPackage,
  checkout: SavedCheckout,
  now = Date.now(),
): void {
  const { password: _never, ...values } = checkout.values as WizardDraft
  const stored: Stored = { ...checkout, values, version: VERSION, savedAt: now }
  try {
    window.localStorage.setItem(keyFor(clientPackage), JSON.stringify(stored))
  } catch {
    // Storage full or disabled (private mode): the wizard still works, it just won't survive a reload.
  }
}

export function clearCheckout(clientPackage: ClientPackage): void {
  try {
    window.localStorage.removeItem(keyFor(clientPackage))
  } catch {
    // nothing to clear
  }
}
