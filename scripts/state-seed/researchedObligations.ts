/**
 * The corporation and nonprofit obligations, expedite tiers and processing times researched for
 * the states in data/research/obligations/<slug>.json (docs/states.md#obligations). As with the
 * fees, the confidence is computed here from the sources, never copied from the file.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { isStateHost } from '../../src/collections/StateFees/stateHosts'
import { DUE_RULE_KINDS } from '../../src/collections/StateFees/vocabulary'
import { earnedConfidence, siteOf, type Source } from './figures'
import { DATA } from './sources'

type Read = { url: string; says: string; readOn: string; supports?: boolean }
type Due = { kind: string } & Record<string, number | undefined>

type ReportRead = {
  name: string | null
  cadence: string
  biennialYears: string | null
  fee: number | null
  firstFee: number | null
  firstWithinDays: number | null
  due: Due
  sources: Read[]
  note: string | null
}

type TaxRead = {
  applies: string
  name: string | null
  minimum: number | null
  firstYearExempt: string
  paidWithReport: boolean
  due: Due
  sources: Read[]
  note: string | null
}

type TierRead = {
  name: string
  fee: number | null
  feeMax: number | null
  turnaroundHours: number | null
  sources: Read[]
  note: string | null
}

type WordRead = {
  word: string
  appliesTo: string[]
  approval: string | null
  reason: string | null
  authority: string | null
  sources: Read[]
}

type ObligationsFile = {
  slug: string
  checkedOn: string
  corporation: { report: ReportRead; tax: TaxRead }
  nonprofit: { report: ReportRead; tax: TaxRead }
  expedite: TierRead[]
  processing: {
    minDays: number | null
    maxDays: number | null
    sources: Read[]
    note: string | null
  }
  restrictedWords?: WordRead[]
}

/**
 * How far a researched fact can be trusted: `official` when the state's own pages alone support
 * it, `corroborated` when two sites do (the state's among them), `single` with one, else an
 * estimate. A fact resting partly on a copy elsewhere is not official.
 */
export function sourceFrom(slug: string, reads: Read[], note: string | null, day: string): Source {
  const supporting = reads.filter((read) => read.supports !== false)
  const onState = supporting.filter((read) => isStateHost(slug, read.url))
  const sites = new Set(supporting.map((read) => siteOf(read.url)))
  const confidence = earnedConfidence(
    onState.length > 0 && onState.length === supporting.length,
    sites.size,
  )
  const best = onState[0] ?? supporting[0]
  return {
    confidence,
    url: best?.url ?? null,
    checkedOn: best?.readOn ?? day,
    note: note ?? (best ? null : 'No source read gives this figure.'),
  }
}

const due = (rule: Due) => {
  if (!DUE_RULE_KINDS.includes(rule.kind as never)) throw new Error(`unknown due rule ${rule.kind}`)
  return rule
}

export const researchedObligations = (slug: string) => {
  const path = join(DATA, 'research/obligations', `${slug}.json`)
  if (!existsSync(path)) return null
  const file = JSON.parse(readFileSync(path, 'utf8')) as ObligationsFile
  const day = file.checkedOn
  const report = ({ sources, note, due: rule, firstWithinDays, ...rest }: ReportRead) => ({
    ...rest,
    // An initial list filed with the articles is part of the filing fee, not a later report.
    firstWithinDays: firstWithinDays || null,
    due: due(rule),
    source: sourceFrom(slug, sources, note, day),
  })
  const tax = ({ sources, note, due: rule, ...rest }: TaxRead) => ({
    ...rest,
    due: due(rule),
    source: sourceFrom(slug, sources, note, day),
  })
  return {
    corporation: { report: report(file.corporation.report), tax: tax(file.corporation.tax) },
    nonprofit: { report: report(file.nonprofit.report), tax: tax(file.nonprofit.tax) },
    expedite: file.expedite.map(({ sources, note, ...tier }) => ({
      ...tier,
      source: sourceFrom(slug, sources, note, day),
    })),
    // Only a word with the agency that approves it: the plain list of words stays the datasets'.
    approvals: (file.restrictedWords ?? [])
      .filter((word) => word.approval)
      .map(({ word, appliesTo, approval, reason, authority, sources }) => ({
        word,
        approval: approval!,
        appliesTo: appliesTo.length === 3 ? [] : appliesTo,
        reason,
        authority,
        source: sourceFrom(slug, sources, null, day),
      })),
    processing:
      file.processing.maxDays == null
        ? null
        : {
            minDays: file.processing.minDays ?? file.processing.maxDays,
            maxDays: file.processing.maxDays,
            source: sourceFrom(slug, file.processing.sources, file.processing.note, day),
          },
  }
}
