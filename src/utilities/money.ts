/** Whole dollars as the site shows them: $1,234. */
export const formatDollars = (dollars: number): string => `$${dollars.toLocaleString('en-US')}`

/** Cents as staff read them, to the cent: 123405 as "$1,234.05". */
export const formatCents = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
