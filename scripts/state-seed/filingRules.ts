/**
 * The filing rules of the seed (docs/filing-details.md#rules), from data/research/filing-rules.json:
 * one row per state, entity type and rule, each with the address it was read at. A row marked
 * `official` whose address is not on a government host is kept as `single`: a statute copied on a
 * private site is a secondary source. A rule with no row stays empty, and the default rule applies.
 */
import type { EntityKey } from '../../src/collections/StateFees/vocabulary'
import type { Source } from './figures'
import { DATA } from './sources'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

type Row = {
  state: string
  entity: EntityKey
  rule: 'minDirectors' | 'poBoxRefused' | 'effectiveDateMaxDays' | 'publication' | 'requiredFields'
  value: unknown
  confidence: Source['confidence']
  url: string
  checkedOn: string
  note?: string
}

const rows = (
  JSON.parse(readFileSync(join(DATA, 'research/filing-rules.json'), 'utf8')) as { rows: Row[] }
).rows

/** A state's or the federal government's own host: *.gov, *.state.<xx>.us, Florida's sunbiz.org. */
export function isGovernmentHost(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase()
  return (
    host.endsWith('.gov') || /\.state\.[a-z]{2}\.us$/.test(host) || /(^|\.)sunbiz\.org$/.test(host)
  )
}

const sourceOf = (row: Row): Source => {
  const official = row.confidence === 'official' && !isGovernmentHost(row.url)
  return {
    confidence: official ? 'single' : row.confidence,
    url: row.url,
    checkedOn: row.checkedOn,
    note:
      [row.note, official ? 'Not on a government host: a secondary source.' : null]
        .filter(Boolean)
        .join(' ')
        .slice(0, 500) || null,
  }
}

const empty: Source = { confidence: 'estimate', url: null, checkedOn: null, note: null }

/** The `filing` group of one state's entity facts, as the collection stores it. */
export function filingRules(state: string, entity: EntityKey) {
  const of = (rule: Row['rule']) =>
    rows.find((r) => r.state === state && r.entity === entity && r.rule === rule)
  const fields = of('requiredFields')
  const directors = of('minDirectors')
  const poBox = of('poBoxRefused')
  const date = of('effectiveDateMaxDays')
  const publication = of('publication')
  const published = publication?.value as
    { required: boolean; withinDays: number | null; what?: string } | undefined
  return {
    requiredFields: (fields?.value as string[] | undefined) ?? [],
    requiredFieldsSource: fields ? sourceOf(fields) : empty,
    ...(entity === 'llc'
      ? {}
      : {
          minDirectors: (directors?.value as number | undefined) ?? null,
          minDirectorsSource: directors ? sourceOf(directors) : empty,
        }),
    poBoxRefused: (poBox?.value as string[] | undefined) ?? [],
    poBoxSource: poBox ? sourceOf(poBox) : empty,
    effectiveDateMaxDays: (date?.value as number | undefined) ?? null,
    effectiveDateSource: date ? sourceOf(date) : empty,
    publication: {
      required: published ? (published.required ? 'yes' : 'no') : 'unknown',
      withinDays: published?.withinDays ?? null,
      what: published?.what ?? null,
      source: publication ? sourceOf(publication) : empty,
    },
  }
}

/** Every rule row's source, for the build's closing counts. */
export const filingRuleSources = () => rows.map(sourceOf)
