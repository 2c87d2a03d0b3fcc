/** How many decimals a figure shows; Intl's defaults (none to three, as typed) when unset. */
export type FractionDigits = { min?: number; max?: number }

/**
 * Dollars as the site shows them: "$1,234" (and "$19.5" as typed). `digits` fixes the decimals:
 * `{ min: 2 }` for a price in cents ("$19.00"), `{ max: 0 }` for whole dollars ("$90,000").
 */
export const formatDollars = (dollars: number, digits: FractionDigits = {}): string =>
  `$${dollars.toLocaleString('en-US', {
    minimumFractionDigits: digits.min,
    maximumFractionDigits: digits.max,
  })}`

/** Cents as staff read them, to the cent: 123405 as "$1,234.05". */
export const formatCents = (cents: number): string => formatDollars(cents / 100, { min: 2, max: 2 })
