import {
  type Extra,
  HIGHLIGHTED_PACKAGE,
  PLAN_NAMES,
  planExtras,
  REGISTERED_AGENT_OFFER,
} from '@/order/offer'
import { OPTION_LABELS, PACKAGE_OPTIONS } from '@/order/packages'
import {
  CLIENT_PACKAGES,
  type ClientPackage,
  INCLUDED_ITEMS,
  PACKAGES,
  priceOrder,
} from '@/order/pricing'

export type FormationPlan = {
  clientPackage: ClientPackage
  name: string
  /** Whole dollars, once, before the state filing fee: what the order charges with no state chosen. */
  price: number
  highlighted: boolean
  /** What the package includes, in the order a visitor reads it. */
  includes: string[]
  /** What the package can add for a price (the Free Plan's extras). */
  extras: readonly Extra[]
}

/**
 * The three formation packages as the pricing pages show them. Prices and inclusions come from
 * the order's own declaration and pricing function, so a page can never promise a figure or an
 * item the checkout does not charge or deliver.
 */
export function formationPlans(): FormationPlan[] {
  return CLIENT_PACKAGES.map((clientPackage) => ({
    clientPackage,
    name: PLAN_NAMES[clientPackage],
    price: priceOrder({ clientPackage }, {}).total,
    highlighted: clientPackage === HIGHLIGHTED_PACKAGE,
    includes: [
      ...PACKAGE_OPTIONS.filter((option) => PACKAGES[clientPackage].presets[option]).map(
        (option) => OPTION_LABELS[option],
      ),
      ...INCLUDED_ITEMS,
      REGISTERED_AGENT_OFFER,
    ],
    extras: planExtras(clientPackage),
  }))
}

export type ComparisonCell = { included: true } | { included: false; price?: number }
export type ComparisonRow = { label: string; cells: Record<ClientPackage, ComparisonCell> }

/** One row per thing a package may include, for the side-by-side table. */
export function comparisonRows(plans: FormationPlan[] = formationPlans()): ComparisonRow[] {
  const row = (label: string, cellOf: (plan: FormationPlan) => ComparisonCell): ComparisonRow => ({
    label,
    cells: Object.fromEntries(plans.map((plan) => [plan.clientPackage, cellOf(plan)])) as Record<
      ClientPackage,
      ComparisonCell
    >,
  })
  // Options no plan includes or sells are not part of the offer.
  const optionRows = PACKAGE_OPTIONS.map((option) =>
    row(OPTION_LABELS[option], (plan) => {
      if (plan.includes.includes(OPTION_LABELS[option])) return { included: true }
      const extra = plan.extras.find((e) => e.option === option)
      return { included: false, price: extra?.price }
    }),
  ).filter((optionRow) =>
    Object.values(optionRow.cells).some((cell) => cell.included || cell.price !== undefined),
  )
  const itemRows = [...INCLUDED_ITEMS, REGISTERED_AGENT_OFFER].map((label) =>
    row(label, (plan) =>
      plan.includes.includes(label) ? { included: true } : { included: false },
    ),
  )
  return [...optionRows, ...itemRows]
}
