/**
 * What the form calls each choice of the filing details. Typed by the domain's lists (imported as
 * types only, so the schemas' zod stays out of the page): a value without words is a compile error.
 */
import type {
  AGENT_KINDS,
  EIN_REASONS,
  FILER_KINDS,
  MANAGEMENT,
  MEMBER_KINDS,
  PURPOSE_KINDS,
} from '@/order/filing/details'
import type { FilingRules } from '@/order/filing/rules'

type Words<T extends readonly string[]> = Record<T[number], string>

export { MONTH_NAMES } from '@/states/calendarDate'

export const PURPOSE_WORDS: Words<typeof PURPOSE_KINDS> = {
  general: 'Any lawful business',
  specific: 'A specific purpose, in your words',
}

export const MANAGEMENT_WORDS: Words<typeof MANAGEMENT> = {
  member: 'Member-managed',
  manager: 'Manager-managed',
}

export const MEMBER_KIND_WORDS: Words<typeof MEMBER_KINDS> = {
  person: 'A person',
  company: 'A company',
}

export const AGENT_WORDS: Words<typeof AGENT_KINDS> = {
  ours: 'Our registered agent (free for the first year)',
  own: 'My own agent',
}

export const FILER_WORDS = (title: string): Words<typeof FILER_KINDS> => ({
  us: `We sign as ${title.toLowerCase()} (default)`,
  customer: 'I or someone I name signs',
})

/** IRS Form SS-4, line 10, in the form's own words. */
export const EIN_REASON_WORDS: Words<typeof EIN_REASONS> = {
  started_business: 'Started a new business',
  hired_employees: 'Hired employees',
  banking: 'Banking purpose (to open a bank account)',
  other: 'Other',
}

export { ACTIVITY_WORDS } from '@/order/filing/activities'

/** A select's or a radio group's options from a words table, in the table's order. */
export const optionsOf = (words: Record<string, string>) =>
  Object.entries(words).map(([value, label]) => ({ value, label }))

/** How many directors the state asks for, and whether that is its word or our default rule. */
export function directorsRule(
  rules: FilingRules,
  stateName: string,
): { fewest: number; words: string } {
  const fewest = Math.max(1, rules.minDirectors.value)
  const some = fewest === 1 ? 'at least one director' : `at least ${fewest} directors`
  return {
    fewest,
    words: rules.minDirectors.isDefault
      ? `We ask for ${some} (our default rule: ${stateName}'s own number is not recorded yet).`
      : `${stateName} asks for ${some}.`,
  }
}

/** "2 answers", "1 answer". */
export const answers = (count: number) => `${count} ${count === 1 ? 'answer' : 'answers'}`
