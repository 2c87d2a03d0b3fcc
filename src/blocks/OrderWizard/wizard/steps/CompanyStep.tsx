'use client'

import { useEffect, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import { nameLabelOf } from '@/order/companyName'
import { DESIGNATOR_LABELS, type Designator, DESIGNATORS, feeColumn } from '@/order/pricing'
import { withDesignator } from '@/states/nameCheck'

import { SelectField, TextField } from '../fields'
import type { StateOption, WizardInput } from '../form'
import { NameChecks } from '../NameChecks'
import { useStateFacts } from '../useStateFacts'

const designatorOptions = DESIGNATORS.map((value) => ({ value, label: DESIGNATOR_LABELS[value] }))

/** How long typing pauses before the name is checked: no hint flickers at every key. */
const SETTLE_MS = 350

/** The value once it has stopped changing for a moment; `settle` takes one at once. */
function useSettled<T>(value: T, ms: number) {
  const [settled, settle] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => settle(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return [settled, settle] as const
}

export function CompanyStep({ states }: { states: StateOption[] }) {
  const { control, getValues, setValue, getFieldState } = useFormContext<WizardInput>()
  const [llcname, designator, formationState] = useWatch({
    control,
    name: ['llcname', 'designator', 'formationState'],
  })
  const [name, settle] = useSettled(llcname ?? '', SETTLE_MS)
  const facts = useStateFacts(formationState)

  const addDesignator = (ending: string) => {
    const fixed = withDesignator(getValues('llcname') ?? '', ending)
    setValue('llcname', fixed, {
      shouldDirty: true,
      shouldValidate: getFieldState('llcname').isTouched,
    })
    settle(fixed)
    // The button goes with its hint: the visitor continues in the name, after what was added.
    const input = document.getElementById('order-llcname') as HTMLInputElement | null
    input?.focus()
    input?.setSelectionRange(fixed.length, fixed.length)
  }

  return (
    <>
      <TextField
        name="llcname"
        label={nameLabelOf(designator)}
        autoComplete="organization"
        hint="The name you want to register, as the state will list it."
        notes={
          <NameChecks
            name={name}
            entity={designator ? feeColumn[designator as Designator] : null}
            facts={facts}
            onAddDesignator={addDesignator}
          />
        }
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
