/**
 * What a section of the filing details still needs, as problems by field path, read against the
 * state's filing rules (docs/filing-details.md#checks). The browser shows them beside each field;
 * the server refuses a submission while any is left. Pure: no server-only imports.
 */
import { POSTAL_CODES, US_STATES, type StateSlug } from '@/collections/StateFees/usStates'
import type { EntityKey } from '@/collections/StateFees/vocabulary'

import { addressProblems, type Problem } from './addresses'
import type {
  AddressesSection,
  AgentSection,
  CompanySection,
  CorporationPeopleSection,
  EinSection,
  FilingDetails,
  LlcPeopleSection,
  NonprofitPeopleSection,
  Person,
  SectionName,
  SharesSection,
} from './details'
import { asks, type FilingRules } from './rules'
import { sectionsOf } from './sections'

export type { Problem }

export type CheckContext = {
  entity: EntityKey
  state: StateSlug
  rules: FilingRules
  /** Today where the business keeps its calendar, YYYY-MM-DD. */
  today: string
  /** The order includes an EIN: its section is asked. */
  ein: boolean
  /** The order already holds the responsible party's SSN (encrypted). */
  ssnOnFile: boolean
  /** Whether a six-digit code is in the NAICS list; absent, any six digits pass. */
  isNaicsCode?: (code: string) => boolean
}

const postalCodes = new Set(Object.values(POSTAL_CODES))
const inStateOf = (state: StateSlug) => ({ code: POSTAL_CODES[state], name: US_STATES[state] })

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

const isRealDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day)
}

function peopleProblems(
  people: Person[] | null | undefined,
  at: string,
  {
    fewest,
    what,
    addressRequired = true,
  }: { fewest: number; what: string; addressRequired?: boolean },
): Problem[] {
  const list = people ?? []
  const problems: Problem[] =
    list.length < fewest
      ? [
          {
            path: at,
            message:
              fewest === 1 ? `Add at least one ${what}.` : `Add at least ${fewest} ${what}s.`,
          },
        ]
      : []
  list.forEach((person, index) => {
    if (!person.name)
      problems.push({ path: `${at}.${index}.name`, message: 'Enter the full legal name.' })
    if (addressRequired)
      problems.push(...addressProblems(person.address, `${at}.${index}.address`, { postalCodes }))
  })
  return problems
}

function filerProblems(
  filer: { kind?: string | null; people?: Person[] | null } | null | undefined,
  at: string,
  what: string,
): Problem[] {
  if (!filer?.kind) return [{ path: `${at}.kind`, message: `Choose who signs as ${what}.` }]
  if (filer.kind === 'us') return []
  return peopleProblems(filer.people, `${at}.people`, { fewest: 1, what: what.toLowerCase() })
}

function companyProblems(company: CompanySection | null | undefined, ctx: CheckContext): Problem[] {
  const c = company ?? {}
  const problems: Problem[] = []
  const specificNeeded = ctx.entity === 'nonprofit' || asks(ctx.rules, 'specificPurpose')
  if (!c.purposeKind)
    problems.push({ path: 'company.purposeKind', message: 'Choose the business purpose.' })
  if (specificNeeded && c.purposeKind === 'general')
    problems.push({
      path: 'company.purposeKind',
      message:
        ctx.entity === 'nonprofit'
          ? 'A nonprofit states its specific purpose.'
          : `${US_STATES[ctx.state]} asks for a specific purpose.`,
    })
  if ((c.purposeKind === 'specific' || specificNeeded) && (c.purpose ?? '').length < 10)
    problems.push({
      path: 'company.purpose',
      message: 'Describe the purpose in a sentence or more.',
    })
  if (c.naics && ctx.isNaicsCode && !ctx.isNaicsCode(c.naics))
    problems.push({ path: 'company.naics', message: 'Choose a code from the NAICS list.' })
  else if (!c.naics && asks(ctx.rules, 'naics'))
    problems.push({
      path: 'company.naics',
      message: `${US_STATES[ctx.state]} asks for the industry's NAICS code.`,
    })
  if (!c.county && asks(ctx.rules, 'county'))
    problems.push({
      path: 'company.county',
      message: `${US_STATES[ctx.state]} asks for the county of the principal office.`,
    })
  if (c.effectiveDate) problems.push(...effectiveDateProblems(c.effectiveDate, ctx))
  if (!c.fiscalYearEndMonth)
    problems.push({
      path: 'company.fiscalYearEndMonth',
      message: "Choose the month the company's fiscal year ends.",
    })
  if (ctx.entity === 'nonprofit') {
    if (c.taxExempt == null)
      problems.push({
        path: 'company.taxExempt',
        message: 'Say whether it will apply for 501(c)(3) status.',
      })
    if (c.hasMembers == null)
      problems.push({ path: 'company.hasMembers', message: 'Say whether it will have members.' })
  }
  return problems
}

function effectiveDateProblems(day: string, ctx: CheckContext): Problem[] {
  const at = 'company.effectiveDate'
  const { value: maxDays, isDefault } = ctx.rules.effectiveDateMaxDays
  if (!isRealDay(day)) return [{ path: at, message: 'Enter a real day.' }]
  if (day < ctx.today) return [{ path: at, message: 'The effective date cannot be in the past.' }]
  if (day === ctx.today) return []
  if (maxDays === 0)
    return [
      {
        path: at,
        message: `${US_STATES[ctx.state]} does not take a later effective date: leave it empty.`,
      },
    ]
  if (day > addDays(ctx.today, maxDays))
    return [
      {
        path: at,
        message: `The effective date can be at most ${maxDays} days from today${isDefault ? ' (our default rule: the state’s own limit is not recorded yet)' : ''}, ${addDays(ctx.today, maxDays)}.`,
      },
    ]
  return []
}

// Ownership is compared in hundredths of a percent: 33.33 + 33.33 + 33.34 is exactly 100.
const hundredths = (percent: number) => Math.round(percent * 100)

function llcPeopleProblems(people: LlcPeopleSection | null | undefined): Problem[] {
  const p = people ?? {}
  const problems: Problem[] = []
  const members = p.members ?? []
  if (!p.management)
    problems.push({ path: 'llcPeople.management', message: 'Choose who manages the LLC.' })
  if (members.length === 0)
    problems.push({ path: 'llcPeople.members', message: 'Add at least one member.' })
  members.forEach((member, index) => {
    const at = `llcPeople.members.${index}`
    if (!member.kind)
      problems.push({ path: `${at}.kind`, message: 'Choose a person or a company.' })
    if (!member.name) problems.push({ path: `${at}.name`, message: 'Enter the full legal name.' })
    problems.push(...addressProblems(member.address, `${at}.address`, { postalCodes }))
    const share = member.ownership
    if (share == null)
      problems.push({ path: `${at}.ownership`, message: 'Enter the ownership percentage.' })
    else if (!(share > 0 && share <= 100) || Math.abs(share * 100 - hundredths(share)) > 1e-6)
      problems.push({
        path: `${at}.ownership`,
        message: 'Enter a percentage above 0 and up to 100, with at most two decimals.',
      })
  })
  const total = members.reduce((sum, member) => sum + hundredths(member.ownership ?? 0), 0)
  if (members.length > 0 && members.every((m) => m.ownership != null) && total !== 10_000)
    problems.push({
      path: 'llcPeople.members',
      message: `Ownership must add up to exactly 100%; it adds up to ${total / 100}%.`,
    })
  if (p.management === 'manager')
    problems.push(
      ...peopleProblems(p.managers, 'llcPeople.managers', { fewest: 1, what: 'manager' }),
    )
  problems.push(...filerProblems(p.filer, 'llcPeople.filer', 'Organizer'))
  return problems
}

const directorRule = (ctx: CheckContext) => ctx.rules.minDirectors.value

function corporationPeopleProblems(
  people: CorporationPeopleSection | null | undefined,
  ctx: CheckContext,
): Problem[] {
  const p = people ?? {}
  const problems = peopleProblems(p.directors, 'corporationPeople.directors', {
    fewest: Math.max(1, directorRule(ctx)),
    what: 'director',
  })
  for (const office of ['president', 'secretary', 'treasurer'] as const)
    if (!p[office])
      problems.push({
        path: `corporationPeople.${office}`,
        message: `Name the ${office}: one person may hold several offices.`,
      })
  problems.push(...filerProblems(p.filer, 'corporationPeople.filer', 'Incorporator'))
  return problems
}

function nonprofitPeopleProblems(
  people: NonprofitPeopleSection | null | undefined,
  ctx: CheckContext,
): Problem[] {
  const p = people ?? {}
  return [
    ...peopleProblems(p.directors, 'nonprofitPeople.directors', {
      fewest: Math.max(1, directorRule(ctx)),
      what: 'director',
    }),
    ...filerProblems(p.filer, 'nonprofitPeople.filer', 'Incorporator'),
  ]
}

function sharesProblems(shares: SharesSection | null | undefined): Problem[] {
  const s = shares ?? {}
  const problems: Problem[] = []
  if (!s.authorized)
    problems.push({
      path: 'shares.authorized',
      message: 'Enter how many shares the corporation may issue.',
    })
  if (s.parValue == null)
    problems.push({ path: 'shares.parValue', message: 'Enter the par value (0 for no par value).' })
  const holders = s.shareholders ?? []
  if (holders.length === 0)
    problems.push({ path: 'shares.shareholders', message: 'Add at least one shareholder.' })
  holders.forEach((holder, index) => {
    const at = `shares.shareholders.${index}`
    if (!holder.name) problems.push({ path: `${at}.name`, message: 'Enter the full legal name.' })
    problems.push(...addressProblems(holder.address, `${at}.address`, { postalCodes }))
    if (!holder.shares)
      problems.push({ path: `${at}.shares`, message: 'Enter the number of shares, 1 or more.' })
  })
  const issued = holders.reduce((sum, holder) => sum + (holder.shares ?? 0), 0)
  if (s.authorized && issued > s.authorized)
    problems.push({
      path: 'shares.shareholders',
      message: `The shares issued (${issued.toLocaleString('en-US')}) are more than those authorized (${s.authorized.toLocaleString('en-US')}).`,
    })
  return problems
}

function agentProblems(agent: AgentSection | null | undefined, ctx: CheckContext): Problem[] {
  if (!agent?.kind) return [{ path: 'agent.kind', message: 'Choose the registered agent.' }]
  if (agent.kind === 'ours') return []
  return [
    ...(agent.name ? [] : [{ path: 'agent.name', message: "Enter the agent's full legal name." }]),
    ...addressProblems(agent.address, 'agent.address', {
      postalCodes,
      inState: inStateOf(ctx.state),
      noPoBox: ctx.rules.poBoxRefused.value.includes('registeredOffice'),
    }),
  ]
}

function addressesProblems(
  addresses: AddressesSection | null | undefined,
  ctx: CheckContext,
): Problem[] {
  const a = addresses ?? {}
  return [
    ...addressProblems(a.principal, 'addresses.principal', {
      postalCodes,
      noPoBox: ctx.rules.poBoxRefused.value.includes('principalOffice'),
    }),
    ...(a.mailingSame === false
      ? addressProblems(a.mailing, 'addresses.mailing', { postalCodes })
      : []),
    ...(a.mailingSame == null
      ? [{ path: 'addresses.mailingSame', message: 'Say where the mail goes.' }]
      : []),
  ]
}

function einProblems(
  ein: Omit<EinSection, 'ssn'> | null | undefined,
  ctx: CheckContext,
): Problem[] {
  const e = ein ?? {}
  const problems: Problem[] = []
  if (!e.firstName)
    problems.push({ path: 'ein.firstName', message: "Enter the responsible party's first name." })
  if (!e.lastName)
    problems.push({ path: 'ein.lastName', message: "Enter the responsible party's last name." })
  if (e.hasSsn == null)
    problems.push({
      path: 'ein.hasSsn',
      message: 'Say whether the responsible party has an SSN or ITIN.',
    })
  if (e.hasSsn && !ctx.ssnOnFile)
    problems.push({ path: 'ein.ssn', message: 'Enter the SSN or ITIN.' })
  if (!e.reason) problems.push({ path: 'ein.reason', message: 'Choose the reason for applying.' })
  if (e.employees == null)
    problems.push({
      path: 'ein.employees',
      message: 'Enter how many employees you expect in the next 12 months (0 if none).',
    })
  if (e.employees && !e.firstWageDate)
    problems.push({ path: 'ein.firstWageDate', message: 'Enter the day wages will first be paid.' })
  if (e.firstWageDate && !isRealDay(e.firstWageDate))
    problems.push({ path: 'ein.firstWageDate', message: 'Enter a real day.' })
  if (!e.activity)
    problems.push({ path: 'ein.activity', message: 'Choose the principal activity.' })
  if (e.activity === 'other' && !e.activityDetail)
    problems.push({ path: 'ein.activityDetail', message: 'Say what the principal activity is.' })
  return problems
}

/** What one section still needs: none means it is complete. */
export function sectionProblems(
  name: SectionName,
  details: FilingDetails,
  ctx: CheckContext,
): Problem[] {
  switch (name) {
    case 'company':
      return companyProblems(details.company, ctx)
    case 'llcPeople':
      return llcPeopleProblems(details.llcPeople)
    case 'corporationPeople':
      return corporationPeopleProblems(details.corporationPeople, ctx)
    case 'nonprofitPeople':
      return nonprofitPeopleProblems(details.nonprofitPeople, ctx)
    case 'shares':
      return sharesProblems(details.shares)
    case 'agent':
      return agentProblems(details.agent, ctx)
    case 'addresses':
      return addressesProblems(details.addresses, ctx)
    case 'ein':
      return einProblems(details.ein, ctx)
  }
}

export type SectionReport = { name: SectionName; complete: boolean; problems: Problem[] }

/**
 * Every section the order has, each with what it still needs. With `confirmed`, a section the
 * customer has not saved yet is not complete, however much we filled in for them: they check it.
 */
export function checkFilingDetails(
  details: FilingDetails,
  ctx: CheckContext,
  confirmed?: readonly SectionName[],
): SectionReport[] {
  return sectionsOf(ctx.entity, { ein: ctx.ein }).map(({ name }) => {
    const found = sectionProblems(name, details, ctx)
    const problems =
      found.length || !confirmed || confirmed.includes(name)
        ? found
        : [{ path: name, message: 'Check these answers and save them: we filled in what we knew.' }]
    return { name, complete: problems.length === 0, problems }
  })
}

export const isComplete = (reports: SectionReport[]): boolean => reports.every((r) => r.complete)
