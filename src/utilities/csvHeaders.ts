/**
 * Rows whose keys are column names, with each key replaced by its header (`labels`). A column
 * without a label, or whose label another column already took, keeps its name: two columns must
 * never merge into one.
 */
export function withHeaders(
  rows: Record<string, unknown>[],
  labels: Record<string, string>,
): Record<string, unknown>[] {
  const headerOf = new Map<string, string>()
  const taken = new Set<string>()
  const header = (column: string) => {
    let name = headerOf.get(column)
    if (name) return name
    const label = labels[column]
    name = label && !taken.has(label) && !(label in labels) ? label : column
    taken.add(name)
    headerOf.set(column, name)
    return name
  }
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([column, value]) => [header(column), value])),
  )
}
