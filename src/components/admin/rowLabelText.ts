type Row = Record<string, unknown>

const textAt = (row: unknown, path: string): string | undefined => {
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Row | null | undefined)?.[key], row)
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

/** The text of the first of `paths` that has some in the row, e.g. `['link.label']`. */
export const firstText = (row: unknown, paths: readonly string[]): string | undefined =>
  paths.map((path) => textAt(row, path)).find(Boolean)

/**
 * What names a block in the layout: its title, else its eyebrow, else the first card or item of
 * its first list that has a title, name or label (a Ticker, a Pricing without a heading).
 */
export const blockRowText = (row: unknown): string | undefined => {
  const heading = firstText(row, ['title', 'eyebrow'])
  if (heading) return heading
  const lists = Object.values((row ?? {}) as Row).filter(Array.isArray)
  return lists.map((list) => firstText(list[0], ['title', 'name', 'label'])).find(Boolean)
}
