/**
 * The filing fees as re-examined figure by figure (data/research/fees/<slug>.json, one file per
 * state; docs/states.md#fees): what the state charges at formation in total, in parts, with
 * every source read and what it said. The confidence is computed here from the sources, never
 * copied from the file.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { isStateHost } from '../../src/collections/StateFees/stateHosts'
import type { EntityKey, FeePartKind } from '../../src/collections/StateFees/vocabulary'
import { earnedConfidence, siteOf, type Source } from './figures'
import { DATA } from './sources'

export type FeePart = { label: string; usd: number; kind: FeePartKind }

/** One source as the research read it: `usd` is the total it implies, null when it gives none. */
export type ResearchSource = {
  url: string
  says: string
  usd: number | null
  dated: string | null
  readOn: string
  supports?: boolean
}

type ResearchedFee = {
  total: number
  parts: FeePart[]
  sources: ResearchSource[]
  conclusion: string
  decision?: string
}

type ResearchFile = {
  slug: string
  checkedOn: string
  fees: Record<EntityKey, ResearchedFee>
}

export const researchFile = (slug: string): ResearchFile | null => {
  const path = join(DATA, 'research/fees', `${slug}.json`)
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as ResearchFile) : null
}

/** A source other than the research pages, e.g. a reference dataset, that gives a figure. */
export type OtherReading = {
  by: string
  usd: number | null
  url: string | null
  day: string | null
}

const dollars = (usd: number) => `$${Number.isInteger(usd) ? usd : usd.toFixed(2)}`

/** The parts in words: "$75 filing + $150 required (Initial list) …" for the note. */
const partsInWords = (parts: FeePart[]) =>
  parts.length > 1 ? ` Parts: ${parts.map((p) => `${p.label} ${dollars(p.usd)}`).join(' + ')}.` : ''

/**
 * The fee we charge for one entity type and its source: `official` when a page on the state's
 * own host gives the total, `corroborated` when two sites (or a site and a reference dataset)
 * agree, `single` with one, else `estimate`. A total with cents is charged in whole dollars,
 * rounded up: the cents come back when staff confirm the fee paid (docs/states.md#settling).
 */
export function researchedFee(
  slug: string,
  entity: EntityKey,
  others: OtherReading[] = [],
): { value: number; parts: FeePart[]; source: Source; conclusion: string } | null {
  const file = researchFile(slug)
  const fee = file?.fees[entity]
  if (!file || !fee) return null
  const sum = Math.round(fee.parts.reduce((total, part) => total + part.usd, 0) * 100) / 100
  if (sum !== fee.total) throw new Error(`${slug} ${entity}: parts sum to ${sum}, not ${fee.total}`)
  const agreeing = fee.sources.filter((source) => source.usd === fee.total)
  const official = agreeing.find((source) => isStateHost(slug, source.url))
  const othersAgreeing = others.filter((other) => other.usd === fee.total)
  const sites = new Set([
    ...agreeing.flatMap((source) => siteOf(source.url) ?? []),
    ...othersAgreeing.map((other) => other.by),
  ])
  const best = official ?? agreeing[0]
  const confidence = earnedConfidence(Boolean(official), sites.size)
  const disagreeing = [
    ...fee.sources.filter((source) => source.usd != null && source.usd !== fee.total),
    ...others.filter((other) => other.usd != null && other.usd !== fee.total),
  ]
  const value = Math.ceil(fee.total)
  const note = [
    official
      ? `Read on the state's own site, ${new URL(official.url).hostname}.`
      : sites.size
        ? `Given by ${[...sites].join(', ')}; not read on the state's own site.`
        : 'No source read gives this total.',
    partsInWords(fee.parts).trim(),
    value !== fee.total ? `The state's ${dollars(fee.total)} is charged as ${dollars(value)}.` : '',
    disagreeing.length ? `${disagreeing.length} source(s) read give another figure.` : '',
  ]
    .filter(Boolean)
    .join(' ')
  return {
    value,
    parts: fee.parts,
    source: {
      confidence,
      url: best?.url ?? othersAgreeing.find((other) => other.url)?.url ?? null,
      checkedOn: best?.readOn ?? file.checkedOn,
      note,
    },
    // Where our rules moved the figure, the decision leads and the research's own reading follows.
    conclusion: fee.decision
      ? `${fee.decision} The research read: ${fee.conclusion}`
      : fee.conclusion,
  }
}
