import {
  type Extra,
  FREE_PLAN_EXTRAS,
  HIGHLIGHTED_PACKAGE,
  PLAN_NAMES,
  PRESET_LABELS,
  PRESET_OPTIONS,
  type PresetOption,
  REGISTERED_AGENT_OFFER,
  SAME_AS_INCLUDED,
} from '@/order/offer'
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

const presetOptionsOf = (clientPackage: ClientPackage): PresetOption[] =>
  PRESET_OPTIONS.filter((option) => PACKAGES[clientPackage].presets[option])

/**
 * The three formation packages as the pricing pages show them. Prices come from the order's own
 * pricing function, so a page can never promise a figure the checkout does not charge.
 */
export function formationPlans(): FormationPlan[] {
  return CLIENT_PACKAGES.map((clientPackage) => {
    const presets = presetOptionsOf(clientPackage)
    const extras = clientPackage === 'free' ? FREE_PLAN_EXTRAS : []
    // An item already named by an option the plan includes or sells is not listed twice.
    const named = new Set(
      [...presets, ...extras.map((extra) => extra.option)].map((o) => SAME_AS_INCLUDED[o]),
    )
    return {
      clientPackage,
      name: PLAN_NAMES[clientPackage],
      price: priceOrder({ clientPackage }, {}).total,
      highlighted: clientPackage === HIGHLIGHTED_PACKAGE,
      includes: [
        ...presets.map((option) => PRESET_LABELS[option]),
        ...INCLUDED_ITEMS.filter((item) => !named.has(item)),
        REGISTERED_AGENT_OFFER,
      ],
      extras,
    }
  })
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
  const optionRows = PRESET_OPTIONS.map((option) =>
    row(PRESET_LABELS[option], (plan) => {
      if (plan.includes.includes(PRESET_LABELS[option])) return { included: true }
      const extra = plan.extras.find((e) => e.option === option)
      return { included: false, price: extra?.price }
    }),
  )
  const coveredByOption = new Set(Object.values(SAME_AS_INCLUDED))
  const itemRows = [
    ...INCLUDED_ITEMS.filter((item) => !coveredByOption.has(item)),
    REGISTERED_AGENT_OFFER,
  ].map((label) =>
    row(label, (plan) =>
      plan.includes.includes(label) ? { included: true } : { included: false },
    ),
  )
  return [...optionRows, ...itemRows]
}
