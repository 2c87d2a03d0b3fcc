/**
 * Writes src/collections/StateFees/governmentDomains.json, the hosts a figure must be read on to
 * be `official` (docs/states.md#sources), from the .gov registry's domain list: CISA's
 * dotgov-data `current-full.csv` (https://github.com/cisagov/dotgov-data). Run
 * `npx tsx scripts/state-seed/governmentDomains.ts <path to current-full.csv> <its date>`, then
 * `npx prettier --write` the file. The state-run hosts outside .gov (`otherHosts`) are kept.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { parse } from 'csv-parse/sync'

import { POSTAL_CODES } from '../../src/collections/StateFees/usStates'

const [csvPath, readOn] = process.argv.slice(2)
if (!csvPath || !/^\d{4}-\d{2}-\d{2}$/.test(readOn ?? '')) {
  throw new Error('usage: governmentDomains.ts <current-full.csv> <YYYY-MM-DD>')
}

const byCode = new Map<string, string[]>()
const rows = parse(readFileSync(csvPath, 'utf8'), {
  columns: true,
  skip_empty_lines: true,
}) as Record<string, string>[]
for (const { 'Domain name': domain, 'Domain type': type, State: state } of rows) {
  if (!domain || !state || !type?.startsWith('State or territory')) continue
  byCode.set(state, [...(byCode.get(state) ?? []), domain.toLowerCase()])
}

const states = Object.fromEntries(
  Object.entries(POSTAL_CODES).map(([slug, code]) => [slug, [...(byCode.get(code) ?? [])].sort()]),
)

const target = join(import.meta.dirname, '../../src/collections/StateFees/governmentDomains.json')
const previous = JSON.parse(readFileSync(target, 'utf8')) as { otherHosts: unknown }
writeFileSync(
  target,
  `${JSON.stringify(
    {
      source: 'https://github.com/cisagov/dotgov-data/blob/main/current-full.csv',
      readOn,
      about:
        "Each jurisdiction's .gov domains of the type 'State or territory' in the .gov registry, " +
        'plus the state-run hosts outside .gov in otherHosts, each with the page that shows the ' +
        "state runs it. A host is the state's own when it is one of these domains or under one, " +
        'or under state.<postal code>.us, the namespace the .us registry delegates to each state.',
      otherHosts: previous.otherHosts,
      states,
    },
    null,
    1,
  )}\n`,
)
console.log(
  `${Object.values(states).flat().length} domains written for ${Object.keys(states).length} jurisdictions`,
)
