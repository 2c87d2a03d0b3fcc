/**
 * The words a state record is written in: a leaf the collection stores and the states domain
 * (src/states) reasons with. What each means is in docs/states.md.
 */

/** How far a figure can be trusted, strongest first. Only `official` is final for a customer. */
export const CONFIDENCES = ['official', 'corroborated', 'single', 'estimate'] as const
export type Confidence = (typeof CONFIDENCES)[number]

export const CONFIDENCE_LABELS: Record<Confidence, string> = {
  official: "Official: read on the state's own site",
  corroborated: 'Corroborated: two independent secondary sources agree',
  single: 'Single: one secondary source',
  estimate: 'Estimate: no source confirms it',
}

/** The entity types we form, by the column name of their filing fee. */
export const ENTITY_KEYS = ['llc', 'corporation', 'nonprofit'] as const
export type EntityKey = (typeof ENTITY_KEYS)[number]

export const ENTITY_LABELS: Record<EntityKey, string> = {
  llc: 'LLC',
  corporation: 'C Corporation',
  nonprofit: 'Nonprofit',
}

/** What a part of a filing fee is: the form's own fee, another payment due with it, or a charge for filing online. */
export const FEE_PART_KINDS = ['filing', 'required', 'online'] as const
export type FeePartKind = (typeof FEE_PART_KINDS)[number]

export const FEE_PART_LABELS: Record<FeePartKind, string> = {
  filing: 'Filing fee',
  required: 'Required with the filing',
  online: 'Charged for filing online',
}

/** How often the recurring report is due. */
export const CADENCES = ['unknown', 'annual', 'biennial', 'none'] as const
export type Cadence = (typeof CADENCES)[number]

/** Which years a biennial report falls in. */
export const BIENNIAL_YEARS = ['odd', 'even', 'formation'] as const
export type BiennialYears = (typeof BIENNIAL_YEARS)[number]

/** The shapes a state's due rule takes; the dates they give are computed in src/states/dueDates.ts. */
export const DUE_RULE_KINDS = [
  'unknown',
  'fixed-date',
  'window',
  'anniversary-month',
  'anniversary-date',
  'anniversary-quarter',
  'fiscal-year',
] as const
export type DueRuleKind = (typeof DUE_RULE_KINDS)[number]

/** Yes, no or not known: a rule we have not found stays unknown, never a guessed "no". */
export const TRISTATE = ['unknown', 'yes', 'no'] as const
export type Tristate = (typeof TRISTATE)[number]

/** Fields a state's formation form asks for beyond what every state asks (docs/filing-details.md). */
export const FILING_FIELDS = [
  'naics',
  'specificPurpose',
  'county',
  'duration',
  'organizerAddress',
  'governingPersons',
] as const
export type FilingField = (typeof FILING_FIELDS)[number]

export const FILING_FIELD_LABELS: Record<FilingField, string> = {
  naics: 'An industry (NAICS) code',
  specificPurpose: 'A specific business purpose',
  county: 'The county of the principal office',
  duration: 'How long the company is to last',
  organizerAddress: "The organizer's or incorporator's address",
  governingPersons: 'The name and address of each manager or member who governs',
}

/** Addresses on a formation filing that a state may refuse as a PO box. */
export const PO_BOX_ADDRESSES = ['registeredOffice', 'principalOffice'] as const
export type PoBoxAddress = (typeof PO_BOX_ADDRESSES)[number]

export const PO_BOX_ADDRESS_LABELS: Record<PoBoxAddress, string> = {
  registeredOffice: "The registered agent's office",
  principalOffice: 'The principal office',
}
