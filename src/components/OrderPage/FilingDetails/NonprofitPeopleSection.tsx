'use client'

import { useFiling } from './context'
import { FilerChoice } from './FilerChoice'
import { PeopleList } from './PeopleList'
import { SectionForm } from './SectionForm'
import { blankPerson, listOf } from './values'
import { directorsRule } from './words'

/** The nonprofit's first board and who signs its articles. */
export function NonprofitPeopleSection() {
  const { details, rules, stateName } = useFiling()
  const saved = details.nonprofitPeople ?? {}
  const { fewest, words } = directorsRule(rules, stateName)
  const defaults = {
    directors: listOf(saved.directors, Array.from({ length: fewest }, blankPerson)),
    filer: { kind: saved.filer?.kind ?? 'us', people: listOf(saved.filer?.people, []) },
  }
  return (
    <SectionForm name="nonprofitPeople" defaults={defaults}>
      <PeopleList
        path="directors"
        legend="Directors"
        noun="director"
        hint={`The first board of directors, who govern the nonprofit. ${words}`}
        min={1}
        max={25}
      />
      <FilerChoice />
    </SectionForm>
  )
}
