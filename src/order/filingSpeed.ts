/**
 * How fast we file with the state (docs/product.md#filing-speed): the wizard's filing step and the
 * state guides both say it, from here. Expedited filing costs EXPEDITED_FILING_FEE (pricing.ts).
 */

/** Expedited: filed within this many business days. */
export const EXPEDITED_BUSINESS_DAYS = 2

/** Standard: filed within this many calendar days (about 2 weeks). */
export const STANDARD_DAYS = 14
