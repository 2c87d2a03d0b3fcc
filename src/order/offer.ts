/**
 * What the pricing pages promise beside the package prices: the plans' names, what each plan
 * sells on top of its price and the free first year of registered agent service. Read from the
 * packages' declaration (packages.ts) and the pricing function, so every page that shows them
 * says what the order charges.
 */

import {
  choicesOf,
  type ClientPackage,
  OPTION_LABELS,
  PACKAGE_OPTIONS,
  PACKAGES,
  type PackageOption,
} from './packages'
import { choicePrice } from './pricing'

/** The packages as the pricing pages name them (docs/product.md). */
export const PLAN_NAMES: Record<ClientPackage, string> = {
  free: 'Free Plan',
  popular: 'Popular Plan',
  standard: 'Standard Plan',
}

/** The plan the pricing pages mark as most popular. */
export const HIGHLIGHTED_PACKAGE: ClientPackage = 'popular'

export type Extra = { option: PackageOption; label: string; price: number }

/**
 * What a plan can add for a price, in whole dollars: its add-ons and expedited filing unless the
 * plan includes it (the product description lists both among the Free Plan's extras).
 */
export function planExtras(clientPackage: ClientPackage): Extra[] {
  const choices = choicesOf(clientPackage)
  return PACKAGE_OPTIONS.flatMap((option) => {
    const choice = choices.find((chosen) => chosen === option)
    return choice && !PACKAGES[clientPackage].presets[choice]
      ? [{ option: choice, label: OPTION_LABELS[choice], price: choicePrice(choice) }]
      : []
  })
}

/** Every package includes the first year of registered agent service at no charge. */
export const REGISTERED_AGENT_FREE_YEARS = 1
export const REGISTERED_AGENT_OFFER = 'First-year registered agent free'
