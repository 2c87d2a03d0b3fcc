/**
 * Which sections of the filing details an order has, in the order the page asks them, with the
 * words that fit its entity type: an LLC is never asked a corporation's question, nor the reverse.
 */
import type { EntityKey } from '@/collections/StateFees/vocabulary'

import type { SectionName } from './details'

export type SectionPlan = { name: SectionName; title: string; intro: string }

const company = (entity: EntityKey): SectionPlan => ({
  name: 'company',
  title: 'The company',
  intro:
    entity === 'nonprofit'
      ? 'What the nonprofit will do, and when it starts.'
      : 'What the company will do, a second name in case the first is refused, and when it starts.',
})

const PEOPLE: Record<EntityKey, SectionPlan> = {
  llc: {
    name: 'llcPeople',
    title: 'Members and management',
    intro: 'Who owns the LLC, how much each owns, and who runs it.',
  },
  corporation: {
    name: 'corporationPeople',
    title: 'Directors and officers',
    intro: 'The first board of directors, the officers, and who signs the articles.',
  },
  nonprofit: {
    name: 'nonprofitPeople',
    title: 'Directors and incorporators',
    intro: 'The first board of directors and who signs the articles.',
  },
}

const SHARES: SectionPlan = {
  name: 'shares',
  title: 'Shares',
  intro: 'How many shares the corporation may issue, their par value, and who receives them.',
}
const AGENT: SectionPlan = {
  name: 'agent',
  title: 'Registered agent',
  intro: 'The person or company in the state who receives legal papers for the company.',
}
const ADDRESSES: SectionPlan = {
  name: 'addresses',
  title: 'Addresses',
  intro: 'Where the company is run from, and where its mail goes.',
}
const EIN: SectionPlan = {
  name: 'ein',
  title: 'EIN application',
  intro: 'What the IRS asks on Form SS-4 to give the company its Employer Identification Number.',
}

/** The sections of an order, in the page's order; the EIN's only when the order includes one. */
export function sectionsOf(entity: EntityKey, { ein }: { ein: boolean }): SectionPlan[] {
  return [
    company(entity),
    PEOPLE[entity],
    ...(entity === 'corporation' ? [SHARES] : []),
    AGENT,
    ADDRESSES,
    ...(ein ? [EIN] : []),
  ]
}

/** What the signer of the filing is called for this entity type. */
export const filerTitle = (entity: EntityKey): string =>
  entity === 'llc' ? 'Organizer' : 'Incorporator'
