/**
 * The filing details of an order (docs/filing-details.md#the-record): what the state's form asks,
 * in sections the customer saves one at a time. These schemas check a draft's shape only: every
 * value may still be missing, but what is there is of the right kind and size. What a complete
 * section needs is in check.ts. Shared by the browser and the server: no server-only imports.
 */
import * as z from 'zod/mini'

import { isSingleLine, isMultiLine } from '@/utilities/text'

const expected = (what: string) => () => `Expected ${what}`
const line = (max: number) =>
  z.nullish(
    z
      .string({ error: expected('text') })
      .check(
        z.trim(),
        z.maxLength(max, `At most ${max} characters`),
        z.refine(isSingleLine, 'Must not contain control characters'),
      ),
  )
const paragraph = (max: number) =>
  z.nullish(
    z
      .string({ error: expected('text') })
      .check(
        z.trim(),
        z.maxLength(max, `At most ${max} characters`),
        z.refine(isMultiLine, 'Must not contain control characters'),
      ),
  )
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.nullish(z.enum(values, { error: expected(`one of ${values.join(', ')}`) }))
const yesNo = z.nullish(z.boolean({ error: expected('true or false') }))
const count = (max: number) =>
  z.nullish(
    z
      .number({ error: expected('a number') })
      .check(
        z.int('Expected a whole number'),
        z.minimum(0, 'Expected 0 or more'),
        z.maximum(max, `At most ${max}`),
      ),
  )
const day = z.nullish(
  z
    .string({ error: expected('a day, YYYY-MM-DD') })
    .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a day, YYYY-MM-DD')),
)
const list = <T extends z.ZodMiniType>(item: T, max: number) =>
  z.nullish(z.array(item, { error: expected('a list') }).check(z.maxLength(max, `At most ${max}`)))

export const addressSchema = z.object({
  street: line(120),
  street2: line(120),
  city: line(80),
  state: line(2),
  zip: line(10),
})

export const personSchema = z.object({ name: line(120), address: z.nullish(addressSchema) })

/** Who signs the filing: us (our filer, the default) or the customer's own people. */
export const FILER_KINDS = ['us', 'customer'] as const
const filerSchema = z.object({ kind: choice(FILER_KINDS), people: list(personSchema, 10) })

export const PURPOSE_KINDS = ['general', 'specific'] as const
export const MONTHS = 12

export const companySchema = z.object({
  alternateName: line(200),
  purposeKind: choice(PURPOSE_KINDS),
  purpose: paragraph(2000),
  naics: z.nullish(
    z
      .string({ error: expected('a NAICS code') })
      .check(z.regex(/^\d{6}$/, 'Expected a six-digit NAICS code')),
  ),
  county: line(60),
  /** Empty: the filing takes effect when the state files it. */
  effectiveDate: day,
  fiscalYearEndMonth: z.nullish(
    z
      .number({ error: expected('a month, 1 to 12') })
      .check(
        z.int('Expected a month, 1 to 12'),
        z.minimum(1, 'Expected a month, 1 to 12'),
        z.maximum(MONTHS, 'Expected a month, 1 to 12'),
      ),
  ),
  /** Nonprofit: it will apply to the IRS for 501(c)(3) status. */
  taxExempt: yesNo,
  /** Nonprofit: it will have members (false: governed by its board alone). */
  hasMembers: yesNo,
})

export const MANAGEMENT = ['member', 'manager'] as const
export const MEMBER_KINDS = ['person', 'company'] as const

export const llcPeopleSchema = z.object({
  management: choice(MANAGEMENT),
  members: list(
    z.object({
      kind: choice(MEMBER_KINDS),
      name: line(120),
      address: z.nullish(addressSchema),
      /** Percent, to two decimals. */
      ownership: z.nullish(z.number({ error: expected('a percentage') })),
    }),
    50,
  ),
  managers: list(personSchema, 20),
  filer: z.nullish(filerSchema),
})

export const corporationPeopleSchema = z.object({
  directors: list(personSchema, 25),
  president: line(120),
  secretary: line(120),
  treasurer: line(120),
  filer: z.nullish(filerSchema),
})

export const nonprofitPeopleSchema = z.object({
  directors: list(personSchema, 25),
  filer: z.nullish(filerSchema),
})

export const sharesSchema = z.object({
  authorized: count(1_000_000_000_000),
  /** Dollars a share, as small as $0.000001. */
  parValue: z.nullish(
    z
      .number({ error: expected('an amount in dollars') })
      .check(z.minimum(0, 'Expected 0 or more'), z.maximum(1_000_000, 'At most $1,000,000')),
  ),
  shareholders: list(
    z.object({
      name: line(120),
      address: z.nullish(addressSchema),
      shares: count(1_000_000_000_000),
    }),
    50,
  ),
})

export const AGENT_KINDS = ['ours', 'own'] as const
export const agentSchema = z.object({
  kind: choice(AGENT_KINDS),
  name: line(120),
  address: z.nullish(addressSchema),
})

export const addressesSchema = z.object({
  principal: z.nullish(addressSchema),
  mailingSame: yesNo,
  mailing: z.nullish(addressSchema),
})

/** IRS Form SS-4, line 10. */
export const EIN_REASONS = ['started_business', 'hired_employees', 'banking', 'other'] as const
/** IRS Form SS-4, line 16. */
export const PRINCIPAL_ACTIVITIES = [
  'construction',
  'rental_leasing',
  'transportation_warehousing',
  'health_care_social_assistance',
  'accommodation_food_service',
  'wholesale_agent_broker',
  'wholesale_other',
  'retail',
  'real_estate',
  'manufacturing',
  'finance_insurance',
  'other',
] as const

export const einSchema = z.object({
  firstName: line(60),
  lastName: line(60),
  /** The responsible party has an SSN or ITIN; the number itself is kept encrypted on the order. */
  hasSsn: yesNo,
  /** Written once, to the order's encrypted field, and never stored here or read back. */
  ssn: z.nullish(
    z
      .string({ error: expected('nine digits') })
      .check(z.regex(/^\d{3}-?\d{2}-?\d{4}$/, 'Expected nine digits, as 123-45-6789')),
  ),
  reason: choice(EIN_REASONS),
  employees: count(100_000),
  firstWageDate: day,
  activity: choice(PRINCIPAL_ACTIVITIES),
  activityDetail: line(120),
})

/** Every section, by name; which of them an order has depends on its entity and what it bought. */
export const SECTION_SCHEMAS = {
  company: companySchema,
  llcPeople: llcPeopleSchema,
  corporationPeople: corporationPeopleSchema,
  nonprofitPeople: nonprofitPeopleSchema,
  shares: sharesSchema,
  agent: agentSchema,
  addresses: addressesSchema,
  ein: einSchema,
} as const

export type SectionName = keyof typeof SECTION_SCHEMAS
export const SECTION_NAMES = Object.keys(SECTION_SCHEMAS) as SectionName[]

export type Address = z.infer<typeof addressSchema>
export type Person = z.infer<typeof personSchema>
export type CompanySection = z.infer<typeof companySchema>
export type LlcPeopleSection = z.infer<typeof llcPeopleSchema>
export type CorporationPeopleSection = z.infer<typeof corporationPeopleSchema>
export type NonprofitPeopleSection = z.infer<typeof nonprofitPeopleSchema>
export type SharesSection = z.infer<typeof sharesSchema>
export type AgentSection = z.infer<typeof agentSchema>
export type AddressesSection = z.infer<typeof addressesSchema>
export type EinSection = z.infer<typeof einSchema>

/** An order's filing details as stored: each section as last saved, absent until then. */
export type FilingDetails = {
  company?: CompanySection | null
  llcPeople?: LlcPeopleSection | null
  corporationPeople?: CorporationPeopleSection | null
  nonprofitPeople?: NonprofitPeopleSection | null
  shares?: SharesSection | null
  agent?: AgentSection | null
  addresses?: AddressesSection | null
  ein?: Omit<EinSection, 'ssn'> | null
}
