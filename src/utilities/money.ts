/** How many decimals a figure shows; Intl's defaults (none to three, as typed) when unset. */
export type FractionDigits = { min?: number; max?: number }

/**
 * Dollars as the site shows them: "$1,234" (and "$19.5" as typed). `digits` fixes the decimals:
 * `{ min: 2 }` for a price in cents ("$19.00"), `{ max: 0 }` for whole dollars ("$90,000").
 */
export const formatDollars = (dollars: number, digits: FractionDigits = {}): string =>
  `$${dollarFormat(digits).format(dollars)}`

// One formatter per decimals setting: `toLocaleString` builds a new one per call, and a state's
// guide shows dozens of figures (docs/performance.md "The site search").
const dollarFormats = new Map<string, Intl.NumberFormat>()
function dollarFormat({ min, max }: FractionDigits): Intl.NumberFormat {
  const key = `${min}-${max}`
  let format = dollarFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    })
    dollarFormats.set(key, format)
  }
  return format
}

/** Cents as staff read them, to the cent: 123405 as "$1,234.05". */
export const formatCents = (cents: number): string => formatDollars(cents / 100, { min: 2, max: 2 })
