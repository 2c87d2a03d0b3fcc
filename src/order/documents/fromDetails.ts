/**
 * An order's filing details resolved into a document context (docs/documents.md#the-context):
 * names given or said to be missing, our registered agent and filer where the customer chose us,
 * the fiscal year's default. Pure: the server reads the order and its record and calls this.
 */
import type { EntityKey } from '@/collections/StateFees/vocabulary'

import type { Address, FilingDetails, Person } from '../filing/details'
import { addressLine } from '../filing/sheetValues'
import type { DocumentContext, DocumentPerson } from './context'

export type ContextFacts = {
  orderId: number
  company: string
  entity: EntityKey
  state: DocumentContext['state']
  governingLaw: string
  /** YYYY-MM-DD: the day the documents are made. */
  today: string
  filedOn?: string | null
  details: FilingDetails
  /** Our registered agent in the state (site settings), when the customer chose us. */
  ourAgent: { name: string | null; address: string | null }
  /** Our company's name, which signs the articles when the customer lets us. */
  ourName: string
}

export const NAME_NOT_GIVEN = 'Name not given'

const line = (address: Address | null | undefined): string | undefined =>
  address ? addressLine(address) : undefined

const personOf = (person: Person): DocumentPerson => {
  const address = line(person.address)
  return { name: person.name || NAME_NOT_GIVEN, ...(address ? { address } : {}) }
}

const people = (list: Person[] | null | undefined): DocumentPerson[] => (list ?? []).map(personOf)

/** Who signs the articles: the customer's first filer, else our company. */
function filerOf(facts: ContextFacts): DocumentPerson {
  const { details } = facts
  const filer =
    details.llcPeople?.filer ?? details.corporationPeople?.filer ?? details.nonprofitPeople?.filer
  const first = filer?.kind === 'customer' ? filer.people?.[0] : undefined
  return first ? personOf(first) : { name: facts.ourName, ours: true }
}

export function documentContextOf(facts: ContextFacts): DocumentContext {
  const { details, entity } = facts
  const company = details.company
  const specific = company?.purposeKind === 'specific' && company.purpose
  const agent = details.agent
  const ours = !agent || agent.kind !== 'own'
  const principalAddress = line(details.addresses?.principal)
  const mailingAddress = details.addresses?.mailingSame
    ? principalAddress
    : (line(details.addresses?.mailing) ?? principalAddress)
  return {
    orderId: facts.orderId,
    company: facts.company,
    entity,
    state: facts.state,
    governingLaw: facts.governingLaw,
    date: facts.today,
    ...(facts.filedOn ? { filedOn: facts.filedOn } : {}),
    purpose: specific ? company.purpose! : 'any lawful purpose',
    purposeKind: specific ? 'specific' : 'general',
    ...(principalAddress ? { principalAddress } : {}),
    ...(mailingAddress ? { mailingAddress } : {}),
    fiscalYearEndMonth: company?.fiscalYearEndMonth ?? 12,
    agent: ours
      ? {
          name: facts.ourAgent.name ?? 'Our registered agent',
          ...(facts.ourAgent.address ? { address: facts.ourAgent.address } : {}),
        }
      : personOf(agent),
    ...(entity === 'llc' ? { llc: llcOf(facts) } : {}),
    ...(entity === 'corporation' ? { corporation: corporationOf(facts) } : {}),
    ...(entity === 'nonprofit'
      ? {
          nonprofit: {
            directors: people(details.nonprofitPeople?.directors),
            taxExempt: Boolean(company?.taxExempt),
            hasMembers: Boolean(company?.hasMembers),
            incorporator: filerOf(facts),
          },
        }
      : {}),
    ...(details.ein ? { ein: einOf(details) } : {}),
  }
}

function llcOf(facts: ContextFacts): NonNullable<DocumentContext['llc']> {
  const llc = facts.details.llcPeople
  const management = llc?.management === 'manager' ? 'manager' : 'member'
  return {
    management,
    members: (llc?.members ?? []).map((member) => ({
      ...personOf(member),
      kind: member.kind === 'company' ? 'company' : 'person',
      ownership: member.ownership ?? 0,
    })),
    managers: management === 'manager' ? people(llc?.managers) : [],
    organizer: filerOf(facts),
  }
}

function corporationOf(facts: ContextFacts): NonNullable<DocumentContext['corporation']> {
  const { corporationPeople: board, shares } = facts.details
  return {
    directors: people(board?.directors),
    officers: {
      ...(board?.president ? { president: board.president } : {}),
      ...(board?.secretary ? { secretary: board.secretary } : {}),
      ...(board?.treasurer ? { treasurer: board.treasurer } : {}),
    },
    authorizedShares: shares?.authorized ?? 0,
    parValue: shares?.parValue ?? 0,
    shareholders: (shares?.shareholders ?? []).map((holder) => ({
      ...personOf(holder),
      shares: holder.shares ?? 0,
    })),
    incorporator: filerOf(facts),
  }
}

function einOf(details: FilingDetails): NonNullable<DocumentContext['ein']> {
  const ein = details.ein!
  const name = [ein.firstName, ein.lastName].filter(Boolean).join(' ')
  return {
    responsibleParty: name || NAME_NOT_GIVEN,
    hasSsn: Boolean(ein.hasSsn),
    reason: ein.reason ?? 'started_business',
    employees: ein.employees ?? 0,
    ...(ein.firstWageDate ? { firstWageDate: ein.firstWageDate } : {}),
    activity: ein.activity ?? 'other',
    ...(ein.activityDetail ? { activityDetail: ein.activityDetail } : {}),
    ...(details.company?.naics ? { naics: details.company.naics } : {}),
  }
}
