/**
 * A company's compliance calendar (docs/customer-page.md#the-calendar): what its state asks of it
 * in the next years, computed from the state record's due rules (src/states/dueDates.ts) and the
 * day it was formed. Pure: the caller says which day is today.
 *
 * - The company counts as formed on the day the state filed it, or on the day of payment until
 *   then (the dates move when staff record the filing).
 * - An obligation whose date the record cannot give (a rule not known yet) is listed without a
 *   date, never with a guessed one; it gets no reminder.
 * - An amount is final only when its source is the state's own text (`official`); any other is
 *   shown as an estimate.
 * - A newspaper publication the state asks after filing (the filing rules' `publication`) is an
 *   obligation once, due the given number of days after formation; its cost is the newspapers',
 *   so it has no amount.
 */
import type { EntityKey } from '@/collections/StateFees/vocabulary'
import type { StateFee } from '@/payload-types'
import { addDays, formatCalendarDate, parseCalendarDate } from '@/states/calendarDate'
import { describeDueRule, dueDates, type Schedule } from '@/states/dueDates'
import { type Source, sourceOf } from '@/states/figures'

import { filingRulesOf } from './filing/rules'

/**
 * A state's report, tax or newspaper publication; the IRS's S corporation election; or the
 * renewal of our registered agent.
 */
export type ObligationKind = 'report' | 'tax' | 'publication' | 'election' | 'agent'

export type Obligation = {
  kind: ObligationKind
  /** "Annual Report", "Franchise Tax". */
  name: string
  /** 'YYYY-MM-DD', or null when the state record does not say when. */
  dueOn: string | null
  /** Dollars, or null when not known. */
  amount: number | null
  /** The amount is the state's own figure. */
  final: boolean
  /** The rule in words: "Every year by May 15". */
  rule: string
  source: Source
}

/** What a calendar is read from: the record's name, links and the facts of each entity type. */
export type CalendarRecord = Pick<StateFee, 'name' | `${EntityKey}Facts`> & {
  links?: StateFee['links']
  /** How long the state takes, which the emails and the order page say. */
  processing?: StateFee['processing']
}

type Facts = StateFee['llcFacts']

export type CalendarInput = {
  record: CalendarRecord
  entity: EntityKey
  /** The day the company was formed, 'YYYY-MM-DD'. */
  formedOn: string
  /** 'YYYY-MM-DD': obligations due after this day are listed. */
  today: string
  /** How far ahead: through the end of this many calendar years after today's. */
  years?: number
}

const reportName = (report: Facts['report']) =>
  report.name?.trim() || (report.cadence === 'biennial' ? 'Biennial Report' : 'Annual Report')

/** Due dates after `today` and no later than `until`, with their position since formation. */
function datesBetween(schedule: Schedule, formedOn: string, today: string, until: string) {
  const years = parseCalendarDate(until).year - parseCalendarDate(formedOn).year
  const all = dueDates(schedule, formedOn, years + 2)
  return all
    .map((dueOn, index) => ({ dueOn, index }))
    .filter(({ dueOn }) => dueOn > today && dueOn <= until)
}

function reportObligations(facts: Facts, input: CalendarInput, until: string): Obligation[] {
  const { report } = facts
  if (report.cadence === 'none') return []
  const schedule: Schedule = {
    cadence: report.cadence,
    biennialYears: report.biennialYears,
    firstWithinDays: report.firstWithinDays,
    due: report.due,
  }
  const source = sourceOf(report.source)
  const common = {
    kind: 'report' as const,
    name: reportName(report),
    rule: describeDueRule(schedule),
    source,
  }
  const dates =
    report.cadence === 'unknown' ? [] : datesBetween(schedule, input.formedOn, input.today, until)
  const amountOf = (index: number) =>
    (index === 0 ? (report.firstFee ?? report.fee) : report.fee) ?? null
  if (!dates.length) return [{ ...common, dueOn: null, amount: report.fee ?? null, final: false }]
  return dates.map(({ dueOn, index }) => {
    const amount = amountOf(index)
    return { ...common, dueOn, amount, final: amount != null && source.confidence === 'official' }
  })
}

function taxObligations(facts: Facts, input: CalendarInput, until: string): Obligation[] {
  const { tax } = facts
  // A tax the report's fee includes is paid with the report: listed once, there.
  if (tax.applies !== 'yes' || tax.paidWithReport) return []
  const schedule: Schedule = { cadence: 'annual', due: tax.due }
  const source = sourceOf(tax.source)
  const common = {
    kind: 'tax' as const,
    name: tax.name?.trim() || 'State tax',
    rule: describeDueRule(schedule),
    source,
  }
  const dates = datesBetween(schedule, input.formedOn, input.today, until)
  const amountOf = (index: number) =>
    index === 0 && tax.firstYearExempt === 'yes' ? 0 : (tax.minimum ?? null)
  if (!dates.length) return [{ ...common, dueOn: null, amount: tax.minimum ?? null, final: false }]
  return dates.map(({ dueOn, index }) => {
    const amount = amountOf(index)
    return { ...common, dueOn, amount, final: amount != null && source.confidence === 'official' }
  })
}

function publicationObligations(facts: Facts, input: CalendarInput, until: string): Obligation[] {
  const { value, source } = filingRulesOf(input.entity, facts.filing).publication
  if (!value?.required || !source) return []
  const dueOn =
    value.withinDays == null
      ? null
      : formatCalendarDate(addDays(parseCalendarDate(input.formedOn), value.withinDays))
  if (dueOn && (dueOn <= input.today || dueOn > until)) return []
  return [
    {
      kind: 'publication',
      name: 'Newspaper publication',
      dueOn,
      amount: null,
      final: false,
      rule:
        value.what ??
        (value.withinDays == null
          ? 'Publish a notice of the formation, as the state asks'
          : `Within ${value.withinDays} days of formation`),
      source,
    },
  ]
}

/**
 * The obligations due after today and through the end of the `years`-th calendar year after this
 * one (dated first, by date; then undated ones).
 */
export function complianceCalendar(input: CalendarInput): Obligation[] {
  const facts = input.record[`${input.entity}Facts`]
  if (!facts) return []
  // Through the end of the third calendar year after this one: three of each yearly obligation.
  const until = `${parseCalendarDate(input.today).year + (input.years ?? 3)}-12-31`
  return [
    ...publicationObligations(facts, input, until),
    ...reportObligations(facts, input, until),
    ...taxObligations(facts, input, until),
  ].sort((a, b) =>
    a.dueOn === b.dueOn
      ? 0
      : a.dueOn === null
        ? 1
        : b.dueOn === null
          ? -1
          : a.dueOn < b.dueOn
            ? -1
            : 1,
  )
}

/** The first dated obligation of a kind: "Your first annual report is due on …". */
export const firstDue = (obligations: Obligation[], kind: ObligationKind): Obligation | null =>
  obligations.find((obligation) => obligation.kind === kind && obligation.dueOn) ?? null

/** A stable key of one obligation's one date, for reminders and calendar entries. */
export const obligationKey = (obligation: Obligation): string =>
  `${obligation.kind}:${obligation.dueOn ?? 'undated'}`

/** One obligation with each of its dates: how a customer reads a calendar. */
export type ObligationGroup = Pick<Obligation, 'kind' | 'name' | 'rule' | 'source'> & {
  dates: Pick<Obligation, 'dueOn' | 'amount' | 'final'>[]
}

/** The obligations grouped by what they are, in the order of their first date. */
export function groupObligations(obligations: Obligation[]): ObligationGroup[] {
  const groups = new Map<string, ObligationGroup>()
  for (const { kind, name, rule, source, dueOn, amount, final } of obligations) {
    const key = `${kind}:${name}`
    const group = groups.get(key) ?? { kind, name, rule, source, dates: [] }
    group.dates.push({ dueOn, amount, final })
    groups.set(key, group)
  }
  return [...groups.values()]
}
