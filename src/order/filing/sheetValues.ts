/**
 * The order's filing details as the clerk types them into the state's form: each of the sheet's
 * values as lines of text (docs/filing-details.md#the-filing-sheet). Pure.
 */
import type { EntityKey } from '@/collections/StateFees/vocabulary'
import { monthName } from '@/states/calendarDate'

import { IRS_DISSOLUTION_CLAUSE, IRS_LIMITS_CLAUSE, IRS_PURPOSE_CLAUSE } from './clauses'
import type { Address, FilingDetails, Person } from './details'
import type { FormItem, SheetValue } from './stateForms'

export type SheetFacts = {
  entity: EntityKey
  companyName: string
  stateName: string
  email: string | null
  details: FilingDetails
  ourAgent: { name: string | null; address: string | null }
  /** Who signs for us as organizer or incorporator. */
  ourFiler: string
  naicsTitle: string | null
}

export const addressLine = (address: Address | null | undefined): string =>
  address
    ? [
        address.street,
        address.street2,
        address.city,
        [address.state, address.zip].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .join(', ')
    : 'Not given'

const person = (p: Person) => `${p.name ?? 'Name not given'} — ${addressLine(p.address)}`

const NOT_GIVEN = ['Not given']

function filer(facts: SheetFacts): string[] {
  const f =
    facts.details.llcPeople?.filer ??
    facts.details.corporationPeople?.filer ??
    facts.details.nonprofitPeople?.filer
  if (!f || f.kind !== 'customer') return [facts.ourFiler]
  return (f.people ?? []).map(person)
}

function governing(facts: SheetFacts): string[] {
  const people = facts.details.llcPeople
  if (people?.management === 'manager')
    return (people.managers ?? []).map((m) => `Manager: ${person(m)}`)
  return (people?.members ?? []).map(
    (m) => `Member: ${m.name ?? 'Name not given'} — ${addressLine(m.address)}`,
  )
}

/** One value of the sheet as lines; `NOT_GIVEN` where the details do not hold it. */
export function valueLines(value: SheetValue, facts: SheetFacts): string[] {
  const { details } = facts
  const company = details.company ?? {}
  const agent = details.agent
  const ours = !agent || agent.kind === 'ours'
  const corp = details.corporationPeople
  const board = corp?.directors ?? details.nonprofitPeople?.directors
  switch (value) {
    case 'entityName':
      return [facts.companyName]
    case 'alternateName':
      return company.alternateName ? [company.alternateName] : ['None given']
    case 'registeredAgent':
      return [
        ours
          ? facts.ourAgent.name
            ? `${facts.ourAgent.name} (our service)`
            : 'Not set: enter our registered agent’s name in Site settings'
          : (agent?.name ?? 'Not given'),
      ]
    case 'registeredOffice':
      return [
        ours
          ? (facts.ourAgent.address ??
            `Not set: add our ${facts.stateName} office in Site settings`)
          : addressLine(agent?.address),
      ]
    case 'principalOffice':
      return [addressLine(details.addresses?.principal)]
    case 'mailingAddress':
      return [
        details.addresses?.mailingSame === false
          ? addressLine(details.addresses.mailing)
          : addressLine(details.addresses?.principal),
      ]
    case 'county':
      return company.county ? [company.county] : NOT_GIVEN
    case 'management':
      return details.llcPeople?.management === 'manager'
        ? ['Managed by managers']
        : details.llcPeople?.management === 'member'
          ? ['Managed by its members']
          : NOT_GIVEN
    case 'members':
      return (details.llcPeople?.members ?? []).map(
        (m) =>
          `${m.name ?? 'Name not given'} (${m.kind === 'company' ? 'company' : 'person'}, ${m.ownership ?? '?'}%) — ${addressLine(m.address)}`,
      )
    case 'managers':
      return (details.llcPeople?.managers ?? []).map(person)
    case 'governingPersons':
      return governing(facts)
    case 'organizer':
    case 'incorporators':
    case 'signature':
      return filer(facts)
    case 'directors':
      return (board ?? []).map(person)
    case 'officers':
      return corp
        ? [
            `President: ${corp.president ?? '?'}`,
            `Secretary: ${corp.secretary ?? '?'}`,
            `Treasurer: ${corp.treasurer ?? '?'}`,
          ]
        : NOT_GIVEN
    case 'authorizedShares':
      return details.shares?.authorized
        ? [details.shares.authorized.toLocaleString('en-US')]
        : NOT_GIVEN
    case 'parValue':
      return details.shares?.parValue != null
        ? [details.shares.parValue === 0 ? 'No par value' : `$${details.shares.parValue} per share`]
        : NOT_GIVEN
    case 'shareClasses':
      return ['One class: common stock']
    case 'purpose':
    case 'nonprofitPurpose':
      return company.purposeKind === 'specific' && company.purpose
        ? [company.purpose]
        : ['Any lawful purpose (general purpose)']
    case 'irsPurposeClause':
      return company.taxExempt
        ? [IRS_PURPOSE_CLAUSE, IRS_LIMITS_CLAUSE]
        : ['Not applying for 501(c)(3): none']
    case 'irsDissolutionClause':
      return company.taxExempt ? [IRS_DISSOLUTION_CLAUSE] : ['Not applying for 501(c)(3): none']
    case 'hasMembers':
      return [company.hasMembers ? 'It has members' : 'It has no members']
    case 'noStockStatement':
      return ['The corporation will not issue stock']
    case 'naics':
      return company.naics
        ? [`${company.naics}${facts.naicsTitle ? ` – ${facts.naicsTitle}` : ''}`]
        : ['None given']
    case 'effectiveDate':
      return [
        company.effectiveDate
          ? `Delayed: effective on ${company.effectiveDate}`
          : 'Effective when filed',
      ]
    case 'duration':
      return ['Perpetual']
    case 'fiscalYearEnd':
      return company.fiscalYearEndMonth
        ? [`Ends in ${monthName(company.fiscalYearEndMonth)}`]
        : NOT_GIVEN
    case 'contactEmail':
      return [facts.email ?? 'Not given']
  }
}

/** The general order of a formation form, for states whose own form is not recorded. */
export function generalItems(entity: EntityKey): FormItem[] {
  const item = (label: string, ...values: SheetValue[]): FormItem => ({ label, values })
  return [
    item('Name of the entity', 'entityName'),
    item('Registered agent and registered office', 'registeredAgent', 'registeredOffice'),
    item('Principal office and mailing address', 'principalOffice', 'mailingAddress'),
    ...(entity === 'llc'
      ? [item('Management', 'management', 'governingPersons')]
      : entity === 'corporation'
        ? [item('Shares', 'authorizedShares', 'parValue'), item('Initial directors', 'directors')]
        : [item('Initial directors', 'directors'), item('Members', 'hasMembers')]),
    item('Purpose', entity === 'nonprofit' ? 'nonprofitPurpose' : 'purpose'),
    ...(entity === 'nonprofit'
      ? [item('501(c)(3) provisions', 'irsPurposeClause', 'irsDissolutionClause')]
      : []),
    item('Effective date', 'effectiveDate'),
    item(
      entity === 'llc' ? 'Organizer' : 'Incorporator',
      entity === 'llc' ? 'organizer' : 'incorporators',
    ),
  ]
}

/** What the state's form does not ask but the clerk and the documents need. */
export function extraItems(entity: EntityKey): FormItem[] {
  return [
    { label: 'Alternate name, if the first is refused', values: ['alternateName'] },
    { label: 'Industry (NAICS)', values: ['naics'] },
    { label: 'Fiscal year', values: ['fiscalYearEnd'] },
    ...(entity === 'llc'
      ? [{ label: 'Members and ownership', values: ['members'] as SheetValue[] }]
      : []),
    ...(entity === 'corporation'
      ? [{ label: 'Officers', values: ['officers'] as SheetValue[] }]
      : []),
    { label: 'Contact for the state', values: ['contactEmail'] },
  ]
}
