/** Whole dollars as the site shows them: $1,234. */
export const formatDollars = (dollars: number): string => `$${dollars.toLocaleString('en-US')}`
