/**
 * The packages a visitor can order and the options each turns on before the visitor chooses
 * anything (spec §2). The one place presets are declared and applied: pricing, the stored order
 * and the wizard's new order all ask `presetOr`.
 */

export const CLIENT_PACKAGES = ['free', 'popular', 'standard'] as const
export type ClientPackage = (typeof CLIENT_PACKAGES)[number]

/** Options a package turns on before the visitor chooses anything. */
export type PackagePresets = {
  expeditedFilling?: boolean
  operatingAgreement?: boolean
  ein?: boolean
  businessBankAccount?: boolean
  businessTaxConsultation?: boolean
  irsForm?: boolean
  businessContractTemplates?: boolean
}

type PackageDefinition = { label: string; startingTotal: number; presets: PackagePresets }

const popularPresets: PackagePresets = {
  expeditedFilling: true,
  operatingAgreement: true,
  ein: true,
  businessBankAccount: true,
  businessTaxConsultation: true,
  irsForm: true,
}

export const PACKAGES: Record<ClientPackage, PackageDefinition> = {
  free: { label: 'Free Package', startingTotal: 0, presets: {} },
  popular: { label: 'Popular Package', startingTotal: 199, presets: popularPresets },
  // The spec shows only that the third variant starts at 299 with expedited filing and adds
  // business contract templates; as the tier above popular it keeps popular's inclusions.
  standard: {
    label: 'Standard Package',
    startingTotal: 299,
    presets: { ...popularPresets, businessContractTemplates: true },
  },
}

/** An option as the visitor chose it, or as the package presets it; null when neither says. */
export function presetOr(
  clientPackage: ClientPackage,
  option: keyof PackagePresets,
  chosen: boolean | null | undefined,
): boolean | null {
  return chosen ?? PACKAGES[clientPackage].presets[option] ?? null
}
