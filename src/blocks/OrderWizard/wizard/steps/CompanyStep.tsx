'use client'

import { DESIGNATOR_LABELS, DESIGNATORS } from '@/order/pricing'

import { SelectField, TextField } from '../fields'
import type { StateOption } from '../form'

const designatorOptions = DESIGNATORS.map((value) => ({ value, label: DESIGNATOR_LABELS[value] }))

export function CompanyStep({ states }: { states: StateOption[] }) {
  return (
    <>
      <TextField
        name="llcname"
        label="LLC Name"
        autoComplete="organization"
        hint="The name you want to register, without the designator."
      />
      <SelectField
        name="designator"
        label="Designator"
        placeholder="Choose a designator"
        options={designatorOptions}
      />
      <SelectField
        name="formationState"
        label="Formation State"
        placeholder="Choose a state"
        options={states.map(({ slug, name }) => ({ value: slug, label: name }))}
      />
    </>
  )
}
