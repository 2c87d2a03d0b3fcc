'use client'

import { useWatch } from 'react-hook-form'

import type { Person } from '@/order/filing/details'

import { fieldStyles } from '@/components/FormField'

import { useFiling } from './context'
import { TextField } from './Fields'
import { FilerChoice } from './FilerChoice'
import { PeopleList } from './PeopleList'
import { SectionForm } from './SectionForm'
import fields from './fields.module.css'
import { blankPerson, listOf } from './values'
import { directorsRule } from './words'

const OFFICES = [
  { path: 'president', label: 'President' },
  { path: 'secretary', label: 'Secretary' },
  { path: 'treasurer', label: 'Treasurer' },
] as const

const NAMES_ID = 'filing-director-names'

/** The three officers, the directors' names offered as each is typed. */
function Officers() {
  const directors = (useWatch({ name: 'directors' }) ?? []) as Person[]
  const names = [...new Set(directors.map((director) => director.name?.trim()).filter(Boolean))]
  return (
    <fieldset className={fields.set} aria-describedby="filing-officers-hint">
      <legend className={fields.legend}>Officers</legend>
      <p id="filing-officers-hint" className={fieldStyles.hint}>
        One person may hold several offices, or all three. The directors&apos; names are offered as
        you type.
      </p>
      {OFFICES.map((office) => (
        <TextField
          key={office.path}
          path={office.path}
          label={office.label}
          list={NAMES_ID}
          autoComplete="off"
        />
      ))}
      <datalist id={NAMES_ID}>
        {names.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </fieldset>
  )
}

/** The first board, the officers, and who signs the articles of incorporation. */
export function CorporationPeopleSection() {
  const { details, rules, stateName } = useFiling()
  const saved = details.corporationPeople ?? {}
  const { fewest, words } = directorsRule(rules, stateName)
  const defaults = {
    directors: listOf(saved.directors, Array.from({ length: fewest }, blankPerson)),
    president: saved.president ?? null,
    secretary: saved.secretary ?? null,
    treasurer: saved.treasurer ?? null,
    filer: { kind: saved.filer?.kind ?? 'us', people: listOf(saved.filer?.people, []) },
  }
  return (
    <SectionForm name="corporationPeople" defaults={defaults}>
      <PeopleList
        path="directors"
        legend="Directors"
        noun="director"
        hint={`The first board of directors. ${words}`}
        min={1}
        max={25}
      />
      <Officers />
      <FilerChoice />
    </SectionForm>
  )
}
