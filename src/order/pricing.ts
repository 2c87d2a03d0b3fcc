/**
 * The one pricing function of the order wizard, used by the browser (live summary) and by the
 * server (the amount it charges). Pure: no I/O, no server-only imports.
 */

import { DESIGNATORS } from '@/collections/Orders/choices'

import {
  ADD_ON_PRICES,
  type AddOn,
  carries,
  type ChosenOption,
  type ClientPackage,
  isOfferedTo,
  OPTION_LABELS,
  optionLabel,
  PACKAGE_OPTIONS,
  PACKAGES,
} from './packages'

// Packages are declared in packages.ts; callers that price an order find them here too.
export { CLIENT_PACKAGES, type ClientPackage, PACKAGES } from './packages'

// The designators are a leaf the orders collection stores; their labels and rules are here.
export { DESIGNATORS }
export type Designator = (typeof DESIGNATORS)[number]

export const DESIGNATOR_LABELS: Record<Designator, string> = {
  LLC: 'Limited Liability Company (LLC)',
  'C-Corporation': 'C Corporation',
  Nonprofit: 'Nonprofit',
}

/**
 * A state's filing fees in whole dollars. `estimated` lists the fees not read in the state's own
 * text (docs/states.md#sources): they are charged as they stand, but shown as "to be confirmed",
 * never as final.
 */
export type StateFees = {
  llc: number
  corporation: number
  nonprofit: number
  estimated?: FeeColumn[]
}

/** State slug → fees; the browser gets it from the CMS, the server reads the state-fees collection. */
export type StateFeeTable = Readonly<Record<string, StateFees>>

type FeeColumn = 'llc' | 'corporation' | 'nonprofit'
const FEE_COLUMNS: FeeColumn[] = ['llc', 'corporation', 'nonprofit']

type Confidence = string | null | undefined
/** A fee row as the collection stores it: each fee's source carries its confidence. */
export type FeeRow = Pick<StateFees, FeeColumn> & {
  slug: string
  llcFacts?: { feeSource?: { confidence?: Confidence } | null } | null
  corporationFacts?: { feeSource?: { confidence?: Confidence } | null } | null
  nonprofitFacts?: { feeSource?: { confidence?: Confidence } | null } | null
}

/** Only a fee read in the state's own text is final for a customer. */
export const isFinalFee = (row: FeeRow, column: FeeColumn): boolean =>
  row[`${column}Facts`]?.feeSource?.confidence === 'official'

/** The table from fee rows (the collection's documents, the seed's rows). */
export const feeTableFrom = (rows: readonly FeeRow[]): StateFeeTable =>
  Object.fromEntries(
    rows.map((row) => {
      const estimated = FEE_COLUMNS.filter((column) => !isFinalFee(row, column))
      const { slug, llc, corporation, nonprofit } = row
      return [slug, { llc, corporation, nonprofit, ...(estimated.length ? { estimated } : {}) }]
    }),
  )

export const EXPEDITED_FILING_FEE = 50
export const BUSINESS_LICENSE_FEE = 99

/** What an option the visitor chooses costs, in whole dollars. */
export const choicePrice = (option: ChosenOption): number =>
  option === 'expeditedFilling' ? EXPEDITED_FILING_FEE : ADD_ON_PRICES[option]

/**
 * The items every package includes at $0 (docs/product.md#packages). The operating agreement and
 * the EIN, which only some packages include, are package options.
 */
export const INCLUDED_ITEMS = [
  'Banking Resolution',
  'Electronic Delivery',
  'Phone Support',
] as const

/**
 * What the package includes beyond its price lines, as the summary lists it at $0: named for the
 * entity type when chosen (a corporation's bylaws), and never what that type cannot use.
 */
export const includedItems = (clientPackage: ClientPackage, designator?: Designator | null) => {
  const entity = designator ? feeColumn[designator] : null
  return [
    // Expedited filing has a priced line of its own, counted in the package's starting total.
    ...PACKAGE_OPTIONS.filter(
      (option) =>
        option !== 'expeditedFilling' &&
        PACKAGES[clientPackage].presets[option] &&
        isOfferedTo(option, entity),
    ).map((option) => optionLabel(option, entity)),
    ...INCLUDED_ITEMS,
  ]
}

/**
 * The add-ons of the order's package it chose, in the order the package offers them; an add-on
 * its entity type cannot use is never one (nor charged).
 */
export const chosenAddOns = (
  choices: { clientPackage: ClientPackage; designator?: Designator | null } & Partial<
    Record<AddOn, boolean | null>
  >,
): AddOn[] =>
  PACKAGES[choices.clientPackage].addOns.filter(
    (addOn) =>
      carries(choices.clientPackage, addOn, choices[addOn]) &&
      isOfferedTo(addOn, choices.designator ? feeColumn[choices.designator] : null),
  )

/** The choices that move the price. `null`/absent options mean "as the package presets them". */
export type PricingChoices = {
  clientPackage: ClientPackage
  formationState?: string | null
  designator?: Designator | null
  expeditedFilling?: boolean | null
  businessLicense?: boolean | null
} & Partial<Record<AddOn, boolean | null>>

export type LineItem = {
  key: string
  label: string
  /** Whole dollars. */
  amount: number
  /** A $0 item every package includes. */
  included?: boolean
  /** A state fee not read in the state's own text: shown as "to be confirmed". */
  estimate?: boolean
}

export type Price = {
  lines: LineItem[]
  /** Whole dollars: the fee of the chosen state and designator, 0 when that pair is unknown. */
  stateFee: number
  /** The fee is not read in the state's own text: it (and so the total) is an estimate. */
  stateFeeEstimated: boolean
  /** Whole dollars. */
  total: number
  /** The options as priced, presets applied. */
  expeditedFilling: boolean
  businessLicense: boolean
}

/** The entity type a designator orders: its fee column, its facts in a state record. */
export const feeColumn: Record<Designator, FeeColumn> = {
  LLC: 'llc',
  'C-Corporation': 'corporation',
  Nonprofit: 'nonprofit',
}

/** The filing fee for a state and designator; 0 when either is missing or unknown. */
export function stateFeeFor(
  table: StateFeeTable,
  state?: string | null,
  designator?: Designator | null,
): number {
  if (!state || !designator || !Object.hasOwn(table, state)) return 0
  return table[state]![feeColumn[designator]] ?? 0
}

/** The priced options as chosen, or as the package presets them when not chosen. */
export function pricedOptions(choices: PricingChoices): {
  expeditedFilling: boolean
  businessLicense: boolean
} {
  return {
    expeditedFilling: carries(choices.clientPackage, 'expeditedFilling', choices.expeditedFilling),
    businessLicense: choices.businessLicense ?? false,
  }
}

/**
 * The order's price as a pure function of the current choices.
 *
 * The product's wizard keeps a running total: a variant starts at its starting total with its
 * presets; choosing expedited filing adds 50 and switching back subtracts 50 only if it was on;
 * the business licence adds or removes 99 the same way; a new state or designator replaces the
 * previous state fee. Popular (199) and standard (299) preset expedited filing, so their starting
 * totals already count its 50: the package itself is worth 149 / 249 and expedited filing is the
 * same +50 as on the free package. Recomputing base + fee + options from the current
 * choices therefore gives exactly the running total: on /popular, standard filing gives 149
 * and expedited again 199, plus the state fee. Each add-on the package sells adds its price the
 * same way; an option the package includes costs nothing more and is listed at $0.
 */
export function priceOrder(choices: PricingChoices, table: StateFeeTable): Price {
  const pkg = PACKAGES[choices.clientPackage]
  const packageBase = pkg.startingTotal - (pkg.presets.expeditedFilling ? EXPEDITED_FILING_FEE : 0)
  const { expeditedFilling, businessLicense } = pricedOptions(choices)
  const stateFee = stateFeeFor(table, choices.formationState, choices.designator)
  const stateFeeEstimated = Boolean(
    choices.formationState &&
    choices.designator &&
    Object.hasOwn(table, choices.formationState) &&
    table[choices.formationState]!.estimated?.includes(feeColumn[choices.designator]),
  )

  // As the pricing page sells it: a package that includes expedited filing is one line at its
  // price; only a true extra (expedited filing on the free package) is a line of its own.
  const includesExpedited = pkg.presets.expeditedFilling
  const packageLine: LineItem = !includesExpedited
    ? { key: 'package', label: pkg.label, amount: packageBase }
    : expeditedFilling
      ? {
          key: 'package',
          label: `${pkg.label} (expedited filing included)`,
          amount: pkg.startingTotal,
        }
      : { key: 'package', label: `${pkg.label} with standard filing`, amount: packageBase }
  const lines: LineItem[] = [
    packageLine,
    {
      key: 'state-fee',
      label: 'State Filing Fee',
      amount: stateFee,
      ...(stateFeeEstimated ? { estimate: true } : {}),
    },
  ]
  if (expeditedFilling && !includesExpedited)
    lines.push({
      key: 'expedited-filing',
      label: OPTION_LABELS.expeditedFilling,
      amount: EXPEDITED_FILING_FEE,
    })
  if (businessLicense)
    lines.push({ key: 'business-license', label: 'Business License', amount: BUSINESS_LICENSE_FEE })
  const entity = choices.designator ? feeColumn[choices.designator] : null
  for (const addOn of chosenAddOns(choices))
    lines.push({
      key: `add-on-${addOn}`,
      label: optionLabel(addOn, entity),
      amount: ADD_ON_PRICES[addOn],
    })
  for (const label of includedItems(choices.clientPackage, choices.designator)) {
    lines.push({
      key: label.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      label,
      amount: 0,
      included: true,
    })
  }

  const total = lines.reduce((sum, line) => sum + line.amount, 0)
  return { lines, stateFee, stateFeeEstimated, total, expeditedFilling, businessLicense }
}

/** Square charges in the smallest currency unit. */
export const toCents = (dollars: number): number => Math.round(dollars * 100)
