/**
 * The filing details a new order starts with: what the wizard already has (the contact, the
 * company's address, the responsible party's name) and the defaults the page explains (our
 * registered agent and our organizer, a general purpose, a calendar fiscal year, 10,000,000
 * shares at $0.00001). Pure.
 */
import type { EntityKey } from '@/collections/StateFees/vocabulary'

import type { Address, FilingDetails } from './details'

export type WizardFacts = {
  firstName?: string | null
  lastName?: string | null
  companyStreetAddress?: string | null
  companyCity?: string | null
  companyState?: string | null
  companyZipCode?: string | null
  ssnFirstName?: string | null
  ssnLastName?: string | null
  hasSSN?: boolean | null
}

/** The corporation's shares unless the customer says otherwise (docs/filing-details.md#shares). */
export const DEFAULT_SHARES = { authorized: 10_000_000, parValue: 0.00001 }

const fullName = (first?: string | null, last?: string | null) =>
  [first, last].filter(Boolean).join(' ').trim() || null

function wizardAddress(facts: WizardFacts): Address | null {
  if (!facts.companyStreetAddress) return null
  const state = (facts.companyState ?? '').trim()
  return {
    street: facts.companyStreetAddress,
    city: facts.companyCity ?? null,
    // The wizard takes the state as typed; only a two-letter code carries over.
    state: /^[A-Za-z]{2}$/.test(state) ? state.toUpperCase() : null,
    zip: facts.companyZipCode ?? null,
  }
}

export function prefilledDetails(
  entity: EntityKey,
  facts: WizardFacts,
  { ein }: { ein: boolean },
): FilingDetails {
  const contact = fullName(facts.firstName, facts.lastName)
  const principal = wizardAddress(facts)
  const details: FilingDetails = {
    company: {
      purposeKind: entity === 'nonprofit' ? 'specific' : 'general',
      fiscalYearEndMonth: 12,
    },
    agent: { kind: 'ours' },
    addresses: { principal, mailingSame: true },
  }
  if (entity === 'llc')
    details.llcPeople = {
      management: 'member',
      members: [{ kind: 'person', name: contact, address: principal, ownership: 100 }],
      filer: { kind: 'us', people: [] },
    }
  if (entity === 'corporation') {
    details.corporationPeople = {
      directors: contact ? [{ name: contact, address: principal }] : [],
      president: contact,
      secretary: contact,
      treasurer: contact,
      filer: { kind: 'us', people: [] },
    }
    details.shares = {
      ...DEFAULT_SHARES,
      shareholders: contact ? [{ name: contact, address: principal, shares: null }] : [],
    }
  }
  if (entity === 'nonprofit')
    details.nonprofitPeople = {
      directors: contact ? [{ name: contact, address: principal }] : [],
      filer: { kind: 'us', people: [] },
    }
  if (ein)
    details.ein = {
      firstName: facts.ssnFirstName || facts.firstName || null,
      lastName: facts.ssnLastName || facts.lastName || null,
      hasSsn: facts.hasSSN ?? null,
      reason: 'started_business',
    }
  return details
}
