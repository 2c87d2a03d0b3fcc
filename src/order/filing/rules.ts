/**
 * What a state asks of one entity type on its formation form, as the filing details' checks read
 * it (docs/filing-details.md#rules). A rule the state record does not give falls back to the
 * default rule, and says so: a customer is never told a guess is the state's word. Pure.
 */
import {
  type EntityKey,
  type FilingField,
  type PoBoxAddress,
} from '@/collections/StateFees/vocabulary'
import { type Source, sourceOf } from '@/states/figures'

/** One rule's value, where it came from, and whether it is the default for want of a source. */
export type Ruled<T> = { value: T; source: Source | null; isDefault: boolean }

export type Publication = { required: boolean; withinDays: number | null; what: string | null }

export type FilingRules = {
  requiredFields: Ruled<FilingField[]>
  /** Corporations and nonprofits only: the fewest initial directors. */
  minDirectors: Ruled<number>
  poBoxRefused: Ruled<PoBoxAddress[]>
  /** How many days after filing a delayed effective date may be; 0: none. */
  effectiveDateMaxDays: Ruled<number>
  publication: Ruled<Publication | null>
}

/**
 * The default rule: the registered office is a street address in the state (every state's agent
 * statute); a delayed effective date up to 90 days (the Model Business Corporation Act's §1.23,
 * followed by most states); at least one director, three for a nonprofit (the most any state
 * asks, so a board chosen under it is never too small); no other field and no publication.
 */
export const DEFAULT_RULES = {
  requiredFields: [] as FilingField[],
  minDirectors: { llc: 0, corporation: 1, nonprofit: 3 } satisfies Record<EntityKey, number>,
  poBoxRefused: ['registeredOffice'] as PoBoxAddress[],
  effectiveDateMaxDays: 90,
}

/** The filing rules of a state record's entity group, as stored (every part may be missing). */
export type StoredFilingRules = {
  requiredFields?: FilingField[] | null
  requiredFieldsSource?: Partial<Source> | null
  minDirectors?: number | null
  minDirectorsSource?: Partial<Source> | null
  poBoxRefused?: PoBoxAddress[] | null
  poBoxSource?: Partial<Source> | null
  effectiveDateMaxDays?: number | null
  effectiveDateSource?: Partial<Source> | null
  publication?: {
    required?: 'unknown' | 'yes' | 'no' | null
    withinDays?: number | null
    what?: string | null
    source?: Partial<Source> | null
  } | null
}

const given = (source: Partial<Source> | null | undefined) => Boolean(source?.url)

function ruled<T>(
  value: T | null | undefined,
  source: Partial<Source> | null | undefined,
  fallback: T,
  known: (value: T | null | undefined) => value is T,
): Ruled<T> {
  // A rule counts only with a source: a value typed without one is not the state's word yet.
  return known(value) && given(source)
    ? { value, source: sourceOf(source), isDefault: false }
    : { value: fallback, source: null, isDefault: true }
}

const isNumber = (value: unknown): value is number => typeof value === 'number'
const isList = <T>(value: T[] | null | undefined): value is T[] => Array.isArray(value)

/**
 * A state's rule names the addresses it refuses a PO box for beyond the registered office, which
 * every state's agent statute wants at a street address: that one is always refused.
 */
const withRegisteredOffice = (rule: Ruled<PoBoxAddress[]>): Ruled<PoBoxAddress[]> =>
  rule.value.includes('registeredOffice')
    ? rule
    : { ...rule, value: ['registeredOffice', ...rule.value] }

/** The rules for one entity type of one state record, the default filling every gap. */
export function filingRulesOf(
  entity: EntityKey,
  stored: StoredFilingRules | null | undefined,
): FilingRules {
  const rules = stored ?? {}
  const publication = rules.publication
  const publicationKnown = publication?.required === 'yes' || publication?.required === 'no'
  return {
    requiredFields: ruled(
      rules.requiredFields,
      rules.requiredFieldsSource,
      DEFAULT_RULES.requiredFields,
      isList,
    ),
    minDirectors: ruled(
      rules.minDirectors,
      rules.minDirectorsSource,
      DEFAULT_RULES.minDirectors[entity],
      isNumber,
    ),
    poBoxRefused: withRegisteredOffice(
      ruled(rules.poBoxRefused, rules.poBoxSource, DEFAULT_RULES.poBoxRefused, isList),
    ),
    effectiveDateMaxDays: ruled(
      rules.effectiveDateMaxDays,
      rules.effectiveDateSource,
      DEFAULT_RULES.effectiveDateMaxDays,
      isNumber,
    ),
    publication:
      publicationKnown && given(publication?.source)
        ? {
            value:
              publication?.required === 'yes'
                ? {
                    required: true,
                    withinDays: publication.withinDays ?? null,
                    what: publication.what ?? null,
                  }
                : null,
            source: sourceOf(publication?.source),
            isDefault: false,
          }
        : { value: null, source: null, isDefault: true },
  }
}

/** Whether the state asks for this field of this entity type. */
export const asks = (rules: FilingRules, field: FilingField): boolean =>
  rules.requiredFields.value.includes(field)
