/** The drills' table: one row per drill, then every problem found. */
import type { Drill, DrillResult } from './context'

const seconds = (ms: number | null | undefined) =>
  ms === undefined ? '—' : ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`

export function printReport(results: { drill: Drill; result: DrillResult }[]) {
  const rows = results.map(({ drill, result }) => {
    const audit = result.audit
    return [
      drill.name,
      audit ? String(audit.checkouts) : '—',
      audit ? `${audit.paid}/${audit.orders}` : '—',
      audit ? String(audit.charges) : '—',
      audit ? String(audit.answers5xx) : '—',
      seconds(result.longestPayMs),
      result.pagesAsked === undefined ? '—' : `${result.pagesFailed}/${result.pagesAsked}`,
      seconds(result.recoveryMs),
      result.problems.length ? `FAIL (${result.problems.length})` : 'pass',
    ]
  })
  const header = [
    'drill',
    'checkouts',
    'paid/orders',
    'charges',
    '5xx',
    'longest pay',
    'pages failed',
    'recovery',
    'result',
  ]
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  )
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  console.log(`\n${line(header)}`)
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  for (const row of rows) console.log(line(row))
  const problems = results.flatMap(({ drill, result }) =>
    result.problems.map((problem) => `${drill.name}: ${problem}`),
  )
  console.log(
    problems.length
      ? `\n${problems.join('\n')}`
      : '\nNo order lost, no charge doubled, none stuck.',
  )
}
