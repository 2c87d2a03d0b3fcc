'use client'

import { useWatch } from 'react-hook-form'

import type { LlcPeopleSection as Saved } from '@/order/filing/details'

import { ChoiceGroup } from './ChoiceFields'
import { useFiling } from './context'
import { TextField } from './Fields'
import { FilerChoice } from './FilerChoice'
import { PeopleList } from './PeopleList'
import { SectionForm } from './SectionForm'
import fields from './fields.module.css'
import { blankAddress, listOf, percentTotal } from './values'
import { MANAGEMENT_WORDS, MEMBER_KIND_WORDS, optionsOf } from './words'

type Member = NonNullable<Saved['members']>[number]

const blankMember = (): Member => ({
  kind: 'person',
  name: null,
  address: blankAddress(),
  ownership: null,
})

const MEMBER_KINDS = optionsOf(MEMBER_KIND_WORDS)

/** "Total: 100%", or how far from it the members' shares are. */
function OwnershipTotal() {
  const members = (useWatch({ name: 'members' }) ?? []) as Member[]
  const total = percentTotal(members.map((member) => member.ownership))
  const gap = Math.round(Math.abs(100 - total) * 100) / 100
  return (
    <p
      className={total === 100 ? fields.total : `${fields.total} ${fields.off}`}
      aria-live="polite"
    >
      Total: {total}%{total !== 100 && ` — ${gap}% ${total < 100 ? 'short of' : 'over'} 100%`}
    </p>
  )
}

/** Who owns the LLC, how much each owns, who runs it, and who signs. */
export function LlcPeopleSection() {
  const { details } = useFiling()
  const saved = details.llcPeople ?? {}
  const defaults = {
    management: saved.management ?? 'member',
    members: listOf(saved.members, [blankMember()]),
    managers: listOf(saved.managers, []),
    filer: { kind: saved.filer?.kind ?? 'us', people: listOf(saved.filer?.people, []) },
  }
  return (
    <SectionForm name="llcPeople" defaults={defaults}>
      <ChoiceGroup
        path="management"
        legend="Who runs the LLC"
        options={[
          {
            value: 'member',
            label: MANAGEMENT_WORDS.member,
            detail: 'The members (the owners) run it together, as most small LLCs do.',
          },
          {
            value: 'manager',
            label: MANAGEMENT_WORDS.manager,
            detail: 'The members name managers to run it; a member who is not a manager does not.',
          },
        ]}
      />
      <PeopleList
        path="members"
        legend="Members"
        noun="member"
        hint="Everyone who owns part of the LLC, person or company, and the percentage each owns."
        min={1}
        max={50}
        blank={blankMember}
        lead={(at) => (
          <ChoiceGroup path={`${at}.kind`} legend="This member is" options={MEMBER_KINDS} inline />
        )}
        trail={(at) => (
          <TextField
            path={`${at}.ownership`}
            label="Ownership (%)"
            hint="Up to two decimals, as 33.33."
            inputMode="decimal"
            number
          />
        )}
        footer={<OwnershipTotal />}
      />
      <Managers />
      <FilerChoice />
    </SectionForm>
  )
}

function Managers() {
  const management = useWatch({ name: 'management' })
  if (management !== 'manager') return null
  return (
    <PeopleList
      path="managers"
      legend="Managers"
      noun="manager"
      hint="A manager may be a member too."
      min={1}
      max={20}
    />
  )
}
