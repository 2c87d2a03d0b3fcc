import type { EntityKey } from '../../src/collections/StateFees/vocabulary'

import { isStateHost } from '../../src/collections/StateFees/stateHosts'
import { fromDatasets, OAI, oaiNumber, type Source, SS } from './figures'
import {
  ORDER_TO_AI_URL,
  type OrderToAiRow,
  type PreviousRow,
  reexamined,
  type StartupSoleRow,
} from './sources'

const LINE = new RegExp(
  String.raw`^(LLC|C-Corporation|Nonprofit) (\d+)(?: \(this source says (\d+)\))?: ` +
    String.raw`(official text|secondary source|no source found)[^,(]*(?:\([^)]*\))?` +
    String.raw`(?:, not the state's own)?(?:, (https?:\/\/\S+))? ` +
    String.raw`\((?:read|searched) (\d{4}-\d{2}-\d{2})\)$`,
)

const ENTITY_OF: Record<string, EntityKey> = {
  LLC: 'llc',
  'C-Corporation': 'corporation',
  Nonprofit: 'nonprofit',
}

/**
 * What our fee table of 2026-11-23 said of each fee's source, read back from its text. Official
 * text counts as `official` only where it was read on the state's own host, whatever the table
 * called the row: a copy on another site (casetext, findlaw, elaws.us…) is one secondary source.
 */
export function previousSources(row: PreviousRow): {
  sources: Partial<Record<EntityKey, Source>>
  notes: string[]
} {
  const sources: Partial<Record<EntityKey, Source>> = {}
  const notes: string[] = []
  for (const line of row.source.split('\n')) {
    const match = LINE.exec(line)
    if (!match) {
      if (line.trim()) notes.push(line.trim())
      continue
    }
    const [, label, , stateSays, kind, url, day] = match
    const entity = ENTITY_OF[label!]!
    if (kind === 'official text' && !stateSays && isStateHost(row.slug, url)) {
      sources[entity] = { confidence: 'official', url: url ?? null, checkedOn: day!, note: null }
    } else if (kind === 'official text' && !stateSays) {
      sources[entity] = {
        confidence: 'single',
        url: url ?? null,
        checkedOn: day!,
        note: `A copy of the official text on ${new URL(url!).hostname}, not the state's own site.`,
      }
    } else if (kind === 'official text') {
      sources[entity] = {
        confidence: 'estimate',
        url: url ?? null,
        checkedOn: day!,
        note: `The product's listed fee; the state's text read on ${day} says $${stateSays}.`,
      }
    } else if (kind === 'secondary source') {
      sources[entity] = {
        confidence: 'single',
        url: url ?? null,
        checkedOn: day!,
        note: "A secondary source, not the state's own.",
      }
    } else {
      sources[entity] = {
        confidence: 'estimate',
        url: null,
        checkedOn: day!,
        note: `No source found when searched on ${day}.`,
      }
    }
  }
  return { sources, notes }
}

/**
 * The LLC filing fee and its source: the state's own text where we read it, the conclusion of
 * re-reading the official pages where the datasets disputed our figure, else the two datasets.
 */
export function llcFee(
  previous: PreviousRow,
  previousSource: Source | undefined,
  ss: StartupSoleRow,
  oai: OrderToAiRow | undefined,
): { value: number; source: Source; conclusion: string | null } {
  const review = reexamined.find((row) => row.slug === previous.slug)
  if (review) {
    return {
      value: review.llcFee,
      source: {
        confidence: review.confidence,
        url: review.sourceUrl,
        checkedOn: review.checkedOn,
        note: review.note,
      },
      conclusion: review.conclusion,
    }
  }
  if (previousSource?.confidence === 'official') {
    return { value: previous.llc, source: previousSource, conclusion: null }
  }
  const datasets = fromDatasets(
    { value: ss.llcFormationFeeUsd, url: ss.feeSourceUrl, checkedOn: ss.feesLastVerified },
    {
      value: oaiNumber(oai?.filing_fee_usd),
      url: oai?.sos_url || ORDER_TO_AI_URL,
      checkedOn: oai?.last_verified_date || null,
    },
  )
  if (datasets.value === previous.llc) {
    return { value: previous.llc, source: datasets.source, conclusion: null }
  }
  return {
    value: previous.llc,
    source: {
      confidence: 'estimate',
      url: previousSource?.url ?? null,
      checkedOn: previousSource?.checkedOn ?? null,
      note: `Not confirmed: ${SS} gives $${ss.llcFormationFeeUsd ?? 'none'}, ${OAI} $${oai?.filing_fee_usd || 'none'}.`,
    },
    conclusion: null,
  }
}
