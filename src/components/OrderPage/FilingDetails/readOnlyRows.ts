/** The saved details in words, section by section, for the page once they can no longer change. */
import type { FilingDetails, Person, SectionName } from '@/order/filing/details'
import { filerTitle } from '@/order/filing/sections'
import { calendarDate } from '@/utilities/dates'

import type { FilingFormProps } from './props'
import { addressLine } from './values'
import {
  ACTIVITY_WORDS,
  EIN_REASON_WORDS,
  MANAGEMENT_WORDS,
  MEMBER_KIND_WORDS,
  MONTH_NAMES,
  PURPOSE_WORDS,
} from './words'

export type Row = [term: string, value: string | string[]]
type Facts = Pick<FilingFormProps, 'entity' | 'ourAgent'>

const yesNo = (value: boolean | null | undefined) => (value == null ? '' : value ? 'Yes' : 'No')
const people = (list: Person[] | null | undefined) =>
  (list ?? []).map((person) =>
    [person.name, addressLine(person.address)].filter(Boolean).join(', '),
  )

function filer(
  details: { kind?: string | null; people?: Person[] | null } | null | undefined,
  facts: Facts,
): Row {
  const title = filerTitle(facts.entity)
  return [title, details?.kind === 'customer' ? people(details.people) : 'We sign for you']
}

const ROWS: { [N in SectionName]: (saved: NonNullable<FilingDetails[N]>, facts: Facts) => Row[] } =
  {
    company: (c, facts) => [
      ['Purpose', c.purposeKind === 'specific' ? (c.purpose ?? '') : PURPOSE_WORDS.general],
      ['Industry (NAICS)', c.naics ?? ''],
      ['County', c.county ?? ''],
      [
        'Effective date',
        c.effectiveDate ? calendarDate(c.effectiveDate) : 'When the state files it',
      ],
      ['Fiscal year ends', c.fiscalYearEndMonth ? MONTH_NAMES[c.fiscalYearEndMonth - 1]! : ''],
      ['Alternate name', c.alternateName ?? ''],
      ...(facts.entity === 'nonprofit'
        ? ([
            ['Applies for 501(c)(3) status', yesNo(c.taxExempt)],
            ['Has members', yesNo(c.hasMembers)],
          ] as Row[])
        : []),
    ],
    llcPeople: (p, facts) => [
      ['Management', p.management ? MANAGEMENT_WORDS[p.management] : ''],
      [
        'Members',
        (p.members ?? []).map((m) =>
          [
            m.name,
            m.kind && MEMBER_KIND_WORDS[m.kind].toLowerCase(),
            m.ownership != null && `${m.ownership}%`,
            addressLine(m.address),
          ]
            .filter(Boolean)
            .join(', '),
        ),
      ],
      ...(p.management === 'manager' ? ([['Managers', people(p.managers)]] as Row[]) : []),
      filer(p.filer, facts),
    ],
    corporationPeople: (p, facts) => [
      ['Directors', people(p.directors)],
      ['President', p.president ?? ''],
      ['Secretary', p.secretary ?? ''],
      ['Treasurer', p.treasurer ?? ''],
      filer(p.filer, facts),
    ],
    nonprofitPeople: (p, facts) => [['Directors', people(p.directors)], filer(p.filer, facts)],
    shares: (s) => [
      ['Authorized shares', s.authorized?.toLocaleString('en-US') ?? ''],
      ['Par value', s.parValue != null ? `$${s.parValue}` : ''],
      [
        'Shareholders',
        (s.shareholders ?? []).map((h) =>
          [
            h.name,
            h.shares != null && `${h.shares.toLocaleString('en-US')} shares`,
            addressLine(h.address),
          ]
            .filter(Boolean)
            .join(', '),
        ),
      ],
    ],
    agent: (a, facts) => [
      [
        'Registered agent',
        a.kind === 'own'
          ? [a.name, addressLine(a.address)].filter(Boolean).join(', ')
          : [facts.ourAgent.name, facts.ourAgent.address].filter(Boolean).join(', '),
      ],
    ],
    addresses: (a) => [
      ['Principal office', addressLine(a.principal)],
      [
        'Mailing address',
        a.mailingSame === false ? addressLine(a.mailing) : 'Same as the principal office',
      ],
    ],
    ein: (e) => [
      ['Responsible party', [e.firstName, e.lastName].filter(Boolean).join(' ')],
      ['Has an SSN or ITIN', yesNo(e.hasSsn)],
      ['Reason for applying', e.reason ? EIN_REASON_WORDS[e.reason] : ''],
      ['Employees expected in 12 months', e.employees?.toString() ?? ''],
      ...(e.firstWageDate ? ([['First wages', calendarDate(e.firstWageDate)]] as Row[]) : []),
      [
        'Principal activity',
        [e.activity && ACTIVITY_WORDS[e.activity], e.activityDetail].filter(Boolean).join(': '),
      ],
    ],
  }

/** A section's rows, those without an answer left out. */
export function rowsOf<N extends SectionName>(
  name: N,
  details: FilingDetails,
  facts: Facts,
): Row[] {
  const saved = details[name]
  if (!saved) return []
  return ROWS[name](saved as NonNullable<FilingDetails[N]>, facts).filter(([, value]) =>
    Array.isArray(value) ? value.length > 0 : value !== '',
  )
}
