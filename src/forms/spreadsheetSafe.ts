/**
 * Visitors write what they like; a spreadsheet runs a cell that starts with =, +, -, @ or a tab
 * as a formula. Exported text is prefixed with an apostrophe so it opens as the text it was.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export const spreadsheetSafe = (rows: Record<string, unknown>[]): Record<string, unknown>[] =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value,
      ]),
    ),
  )
