/**
 * The packages a visitor can order: what each includes in its price and what it sells on top
 * (docs/product.md#packages). The one place this is decided: the pricing function, the order
 * schema, the stored order, the wizard and the pricing pages all read it from here.
 */

import { CLIENT_PACKAGES } from '@/collections/Orders/choices'
import { ENTITY_KEYS, type EntityKey } from '@/collections/StateFees/vocabulary'

// The package names are a leaf the orders collection stores; everything else about a package is here.
export { CLIENT_PACKAGES }
export type ClientPackage = (typeof CLIENT_PACKAGES)[number]

/**
 * The services a package can include or sell, each a yes/no of the order
 * (docs/product.md#the-order-record), as a visitor reads them, in the order the pages list them.
 * Virtual address and tax consultation are order fields no package sells today: an order is
 * refused when it asks for them.
 */
export const OPTION_LABELS = {
  ein: 'EIN',
  operatingAgreement: 'Operating Agreement',
  expeditedFilling: 'Expedited Filing',
  businessContractTemplates: 'Business Contract Templates',
  irsForm: 'IRS Form 2553',
  businessBankAccount: 'Business Bank Account',
  businessTaxConsultation: 'Business Tax Consultation',
  virtualAddress: 'Virtual Address',
  taxConsultation: 'Tax Consultation',
} as const

export type PackageOption = keyof typeof OPTION_LABELS
export const PACKAGE_OPTIONS = Object.keys(OPTION_LABELS) as PackageOption[]

/**
 * An option's name for one entity type, where it differs (docs/documents.md#who-gets-what): a
 * corporation's governing documents are its bylaws and first resolutions, a nonprofit's its
 * bylaws and conflict of interest policy, where an LLC has its operating agreement.
 */
const ENTITY_OPTION_LABELS: Partial<Record<EntityKey, Partial<Record<PackageOption, string>>>> = {
  corporation: { operatingAgreement: 'Bylaws and First Resolutions' },
  nonprofit: { operatingAgreement: 'Bylaws and Conflict of Interest Policy' },
}

/** The option's name for the entity type; the product's own name while none is chosen. */
export const optionLabel = (option: PackageOption, entity?: EntityKey | null): string =>
  (entity && ENTITY_OPTION_LABELS[entity]?.[option]) || OPTION_LABELS[option]

/** Options an entity type cannot use: a nonprofit cannot elect to be an S corporation. */
const NOT_FOR: Partial<Record<PackageOption, readonly EntityKey[]>> = { irsForm: ['nonprofit'] }

/** Whether the option is offered (sold or included) to the entity type; any, while none is chosen. */
export const isOfferedTo = (option: PackageOption, entity?: EntityKey | null): boolean =>
  !entity || !NOT_FOR[option]?.includes(entity)

/** "a C corporation", "nonprofits": how the pricing pages' notes name an entity type. */
const ENTITY_NOUNS: Record<EntityKey, { one: string; many: string }> = {
  llc: { one: 'an LLC', many: 'LLCs' },
  corporation: { one: 'a C corporation', many: 'C corporations' },
  nonprofit: { one: 'a nonprofit', many: 'nonprofits' },
}

/**
 * What the entity type changes in the packages, a sentence each, for the pricing pages, which
 * know no entity type: "The Operating Agreement is an LLC's: for a C corporation, …".
 */
export function entityDifferences(): string[] {
  const renamed = PACKAGE_OPTIONS.flatMap((option) => {
    const others = ENTITY_KEYS.flatMap((entity) => {
      const label = ENTITY_OPTION_LABELS[entity]?.[option]
      return label ? [`for ${ENTITY_NOUNS[entity].one}, its ${label}`] : []
    })
    return others.length ? [`The ${OPTION_LABELS[option]} is an LLC's: ${others.join('; ')}.`] : []
  })
  const withheld = Object.entries(NOT_FOR).map(
    ([option, entities]) =>
      `${OPTION_LABELS[option as PackageOption]} is not offered to ${entities.map((entity) => ENTITY_NOUNS[entity].many).join(' or ')}.`,
  )
  return [...renamed, ...withheld]
}

/** Add-ons: sold on top of a package's price, in whole dollars (docs/product.md#add-ons). */
export const ADD_ON_PRICES = {
  ein: 70,
  operatingAgreement: 99,
  businessContractTemplates: 150,
  irsForm: 50,
} as const satisfies Partial<Record<PackageOption, number>>

export type AddOn = keyof typeof ADD_ON_PRICES

/** Every add-on, in the order of the prices above: lists of add-ons derive from this one. */
export const ADD_ONS = Object.keys(ADD_ON_PRICES) as readonly AddOn[]

/** Options a package includes: its orders always carry them. */
export type PackagePresets = Partial<Record<PackageOption, true>>

type PackageDefinition = {
  label: string
  startingTotal: number
  presets: PackagePresets
  /** What the visitor may buy on top, in the order the wizard offers them. */
  addOns: readonly AddOn[]
}

const popularPresets: PackagePresets = {
  expeditedFilling: true,
  operatingAgreement: true,
  ein: true,
  businessBankAccount: true,
  businessTaxConsultation: true,
  irsForm: true,
}

export const PACKAGES: Record<ClientPackage, PackageDefinition> = {
  // The filing and, like every package, the first year of registered agent service (offer.ts).
  free: {
    label: 'Free Package',
    startingTotal: 0,
    presets: {},
    addOns: ['ein', 'operatingAgreement', 'businessContractTemplates', 'irsForm'],
  },
  popular: { label: 'Popular Package', startingTotal: 199, presets: popularPresets, addOns: [] },
  // The product description shows only that the third variant starts at 299 with expedited
  // filing and adds business contract templates; as the tier above popular it keeps popular's
  // inclusions.
  standard: {
    label: 'Standard Package',
    startingTotal: 299,
    presets: { ...popularPresets, businessContractTemplates: true },
    addOns: [],
  },
}

/** Options a visitor may choose: the filing speed on every package, and a package's add-ons. */
export type ChosenOption = 'expeditedFilling' | AddOn

/**
 * What the visitor chooses on this package, rather than the package deciding it. Every package
 * lets the visitor choose the filing speed (docs/product.md#filing-speed): one that includes
 * expedited filing starts with it chosen and counts its fee in the starting total.
 */
export const choicesOf = (clientPackage: ClientPackage): readonly ChosenOption[] => [
  'expeditedFilling',
  ...PACKAGES[clientPackage].addOns,
]

const isChoice = (clientPackage: ClientPackage, option: PackageOption): boolean =>
  (choicesOf(clientPackage) as readonly PackageOption[]).includes(option)

/**
 * Whether an order of the package carries the option: as chosen where the visitor chooses it
 * (the package's preset when not chosen), otherwise as the package includes it. An included
 * option sent `false` is still carried: the package was paid for with it, and the order says so.
 */
export function carries(
  clientPackage: ClientPackage,
  option: PackageOption,
  chosen: boolean | null | undefined,
): boolean {
  const included = PACKAGES[clientPackage].presets[option] === true
  return isChoice(clientPackage, option) ? (chosen ?? included) : included
}

/**
 * The options asked for that the package neither includes nor sells, or that it sells but not to
 * the order's entity type (`entity`, when chosen).
 */
export function optionsNotSold(
  order: { clientPackage: ClientPackage } & Partial<Record<PackageOption, boolean | null>>,
  entity?: EntityKey | null,
): PackageOption[] {
  const { presets } = PACKAGES[order.clientPackage]
  return PACKAGE_OPTIONS.filter(
    (option) =>
      order[option] === true &&
      !presets[option] &&
      (!isChoice(order.clientPackage, option) || !isOfferedTo(option, entity)),
  )
}
