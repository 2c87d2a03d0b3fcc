/**
 * Builds src/seed/states.json, the seed of the state records, from the inputs in data/
 * (docs/states.md#seed). Run `npx tsx scripts/state-seed/build.ts` after changing an input;
 * it prints how many figures each confidence holds.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { ENTITY_KEYS, ENTITY_LABELS } from '../../src/collections/StateFees/vocabulary'
import { llcFee, previousSources } from './filingFees'
import { filingRules, filingRuleSources } from './filingRules'
import { OAI, oaiNumber, type Source, SS, unknown } from './figures'
import { llcReport, llcTax } from './llcObligations'
import { officialOnlyOnStateHosts } from './officialOnly'
import { researchedFee } from './researchedFees'
import { researchedObligations } from './researchedObligations'
import { orderToAi, previousTable, startupSole, stateLinks } from './sources'
import { designators, expediteTiers, nameRules, processing } from './timingAndNames'

/** The day the reference datasets were read into this seed. */
const READ_ON = '2026-11-25'

const notCovered = unknown('Not recorded yet: the reference datasets cover LLCs only.')
const unknownSchedule = { cadence: 'unknown', due: { kind: 'unknown' }, source: notCovered }
const unknownTax = {
  applies: 'unknown',
  firstYearExempt: 'unknown',
  due: { kind: 'unknown' },
  source: notCovered,
}

/** A label without its bracketed asides, nested ones included: "fee (501(c)(3))" is "fee". */
const withoutBrackets = (label: string): string => {
  const shorter = label.replace(/\s*\([^()]*\)/g, '')
  return shorter === label ? label.trim() : withoutBrackets(shorter)
}

/** The datasets' name rules, with the researched words: barred ones listed, approved ones named. */
function withResearchedWords(
  names: ReturnType<typeof nameRules>,
  obligations: ReturnType<typeof researchedObligations>,
) {
  const listed = new Set(names.restrictedWords.map((word) => word.toLowerCase()))
  const barred = (obligations?.barredWords ?? []).filter((word) => !listed.has(word.toLowerCase()))
  return {
    ...names,
    restrictedWords: [...names.restrictedWords, ...barred],
    approvals: obligations?.approvals ?? [],
  }
}

const records = previousTable.map((previous) => {
  const ss = startupSole.jurisdictions[previous.slug]
  if (!ss) throw new Error(`StartupSole has no row for ${previous.slug}`)
  const oai = orderToAi.get(previous.name)
  const { sources, notes } = previousSources(previous)
  const earlierLlc = llcFee(previous, sources.llc, ss, oai)
  // The re-examined figures of data/research/fees where a state has them; the LLC's datasets
  // count as sources beside the pages read.
  const datasets = [
    { by: SS, usd: ss.llcFormationFeeUsd, url: ss.feeSourceUrl, day: ss.feesLastVerified },
    {
      by: OAI,
      usd: oaiNumber(oai?.filing_fee_usd),
      url: oai?.sos_url || null,
      day: oai?.last_verified_date || null,
    },
  ]
  const researched = {
    llc: researchedFee(previous.slug, 'llc', datasets),
    corporation: researchedFee(previous.slug, 'corporation'),
    nonprofit: researchedFee(previous.slug, 'nonprofit'),
  }
  const llc = researched.llc
    ? { value: researched.llc.value, source: researched.llc.source, conclusion: null }
    : earlierLlc
  const endings = designators(ss)
  const feeSource = (entity: 'corporation' | 'nonprofit'): Source =>
    researched[entity]?.source ?? sources[entity] ?? unknown('No source recorded.')
  // One part is the filing fee itself: the record lists parts only where there are several.
  // Parts as a customer reads them: no $0 part, and the research's caveats in brackets left in
  // the research file (the note and the source say them).
  const feeParts = (entity: keyof typeof researched) => {
    const parts = (researched[entity]?.parts ?? [])
      .filter((part) => part.usd > 0)
      .map((part) => ({ ...part, label: withoutBrackets(part.label) }))
    return parts.length > 1 ? parts : []
  }
  const obligations = researchedObligations(previous.slug)
  const links = stateLinks[previous.slug]
  return {
    name: previous.name,
    slug: previous.slug,
    llc: llc.value,
    corporation: researched.corporation?.value ?? previous.corporation,
    nonprofit: researched.nonprofit?.value ?? previous.nonprofit,
    llcFacts: {
      feeSource: llc.source,
      feeParts: feeParts('llc'),
      report: llcReport(ss, oai),
      tax: llcTax(previous.slug, ss, oai),
      ...endings.llc,
      filing: filingRules(previous.slug, 'llc'),
    },
    corporationFacts: {
      feeSource: feeSource('corporation'),
      feeParts: feeParts('corporation'),
      report: obligations?.corporation.report ?? unknownSchedule,
      tax: obligations?.corporation.tax ?? unknownTax,
      ...endings.corporation,
      filing: filingRules(previous.slug, 'corporation'),
    },
    nonprofitFacts: {
      feeSource: feeSource('nonprofit'),
      feeParts: feeParts('nonprofit'),
      report: obligations?.nonprofit.report ?? unknownSchedule,
      tax: obligations?.nonprofit.tax ?? unknownTax,
      ...endings.nonprofit,
      filing: filingRules(previous.slug, 'nonprofit'),
    },
    processing: obligations?.processing ?? processing(ss, oai),
    expedite: obligations?.expedite ?? expediteTiers(ss, oai),
    names: withResearchedWords(nameRules(ss, READ_ON), obligations),
    links: {
      feePage: links?.feePage ?? ss.feeSourceUrl ?? (oai?.sos_url || null),
      nameSearch: links?.nameSearch ?? null,
      filingPortal: links?.filingPortal ?? null,
      checkedOn: links?.checkedOn ?? ss.feesLastVerified ?? READ_ON,
    },
    source: [
      ...notes,
      llc.conclusion ? `LLC fee re-examined on ${llc.source.checkedOn}: ${llc.conclusion}` : null,
      ...ENTITY_KEYS.map((entity) => {
        const fee = researched[entity]
        return fee
          ? `${ENTITY_LABELS[entity]} fee re-examined on ${fee.source.checkedOn ?? 'an unknown day'}: ${fee.conclusion}`
          : null
      }),
      `Seeded on ${READ_ON} from our fee table of 2026-11-23 and the reference datasets (NOTICE).`,
    ]
      .filter(Boolean)
      .join('\n'),
  }
})

const demoted = records.reduce(
  (sum, record) => sum + officialOnlyOnStateHosts(record.slug, record),
  0,
)

writeFileSync(
  join(import.meta.dirname, '../../src/seed/states.json'),
  `${JSON.stringify(records, null, 1)}\n`,
)

// What the closing counts read: every sourced figure of the seed by confidence.
const counts: Record<string, number> = {}
const count = (source: { confidence: string }) => {
  counts[source.confidence] = (counts[source.confidence] ?? 0) + 1
}
for (const record of records) {
  for (const entity of ENTITY_KEYS) {
    const facts = record[`${entity}Facts`]
    count(facts.feeSource)
    count(facts.report.source)
    count(facts.tax.source)
    count(facts.designatorsSource)
  }
  count(record.processing.source)
  count(record.names.source)
  record.expedite.forEach((tier) => count(tier.source))
}
filingRuleSources().forEach(count)
console.log(`${records.length} jurisdictions written; figures by confidence:`, counts)
console.log(`${demoted} figure(s) read off the state's own host demoted from official.`)
