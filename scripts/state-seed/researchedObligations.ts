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
  const sites = new Set(supporting.flatMap((read) => siteOf(read.url) ?? []))
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

/** Whether the research named who approves the word ("unknown", "none stated" do not). */
const namesAnAgency = (approval: string | null) =>
  Boolean(approval) && !/^(unknown|none|relevant licensing board)/i.test(approval!)

/** The words another agency must approve, each with its own reason ("Same rule as 'bank'" read out). */
function approvalsOf(slug: string, words: WordRead[], day: string) {
  const reasonOf = (word: WordRead): string | null => {
    const same = /^Same rule as '([^']+)'\.?$/.exec(word.reason ?? '')
    const other = same && words.find((entry) => entry.word === same[1])
    return other ? other.reason : word.reason
  }
  return words
    .filter(({ approval }) => namesAnAgency(approval))
    .map((word) => ({
      word: word.word,
      approval: word.approval!,
      appliesTo: word.appliesTo.length === 3 ? [] : word.appliesTo,
      reason: reasonOf(word),
      authority: word.authority,
      source: sourceFrom(slug, word.sources, null, day),
    }))
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
    approvals: approvalsOf(slug, file.restrictedWords ?? [], day),
    // A word no agency is known to approve, or that the state bars outright: a plain restricted word.
    barredWords: (file.restrictedWords ?? [])
      .filter(({ approval }) => !namesAnAgency(approval))
      .map(({ word }) => word),
    // Researched and not found: unknown, not the datasets' figure the research could not confirm.
    processing:
      file.processing.maxDays == null
        ? {
            minDays: null,
            maxDays: null,
            source: sourceFrom(slug, [], file.processing.note, day),
          }
        : {
            minDays: file.processing.minDays ?? file.processing.maxDays,
            maxDays: file.processing.maxDays,
            source: sourceFrom(slug, file.processing.sources, file.processing.note, day),
          },
  }
}
