/**
 * What the pricing pages promise beside the package prices: the plans' names, what each preset
 * option is called, the Free Plan's à-la-carte extras and the free first year of registered agent
 * service. Declared once here so every page that shows them says the same thing.
 */

import type { ClientPackage, PackagePresets } from './packages'
import { EXPEDITED_FILING_FEE, INCLUDED_ITEMS } from './pricing'

/** The packages as the pricing pages name them (spec §9). */
export const PLAN_NAMES: Record<ClientPackage, string> = {
  free: 'Free Plan',
  popular: 'Popular Plan',
  standard: 'Standard Plan',
}

/** The plan the pricing pages mark as most popular. */
export const HIGHLIGHTED_PACKAGE: ClientPackage = 'popular'

export type PresetOption = keyof PackagePresets

/** Each option a package can preset, as a visitor reads it. */
export const PRESET_LABELS: Record<PresetOption, string> = {
  expeditedFilling: 'Expedited Filling',
  operatingAgreement: 'Operating Agreement',
  ein: 'EIN',
  businessBankAccount: 'Business Bank Account',
  businessTaxConsultation: 'Business Tax Consultation',
  irsForm: 'IRS Form 2553',
  businessContractTemplates: 'Business Contract Templates',
}

/** Display order of the preset options in plan lists and the comparison table. */
export const PRESET_OPTIONS = Object.keys(PRESET_LABELS) as PresetOption[]

export type IncludedItem = (typeof INCLUDED_ITEMS)[number]

/**
 * Included items that name the same thing as a preset option: a plan that lists the option (or
 * sells it as an extra) does not list the item again.
 */
export const SAME_AS_INCLUDED: Partial<Record<PresetOption, IncludedItem>> = {
  operatingAgreement: 'Operation Agreement',
  ein: 'EIN / TAX ID NO',
}

export type Extra = { option: PresetOption; label: string; price: number }

/** What a Free Plan customer can add, in whole dollars (spec §9). */
export const FREE_PLAN_EXTRAS: readonly Extra[] = [
  { option: 'ein', label: PRESET_LABELS.ein, price: 70 },
  { option: 'operatingAgreement', label: PRESET_LABELS.operatingAgreement, price: 99 },
  {
    option: 'expeditedFilling',
    label: PRESET_LABELS.expeditedFilling,
    price: EXPEDITED_FILING_FEE,
  },
  {
    option: 'businessContractTemplates',
    label: PRESET_LABELS.businessContractTemplates,
    price: 150,
  },
  { option: 'irsForm', label: PRESET_LABELS.irsForm, price: 50 },
]

/** Every package includes the first year of registered agent service at no charge. */
export const REGISTERED_AGENT_FREE_YEARS = 1
export const REGISTERED_AGENT_OFFER = 'First-year registered agent free'
