'use client'

import type { ReactNode } from 'react'

import { fieldStyles } from '@/components/FormField'
import { POSTAL_CODES } from '@/collections/StateFees/usStates'

import { useField } from './context'
import { SelectField, TextField } from './Fields'
import fields from './fields.module.css'

const STATE_CODES = Object.values(POSTAL_CODES)
  .sort()
  .map((code) => ({ value: code, label: code }))

type Props = {
  /** Where the address sits in its section: `principal`, `members.0.address`. */
  path: string
  legend: ReactNode
  hint?: ReactNode
  /** The one state the address may be in (a registered agent's office is in the state). */
  onlyState?: string
  /** The browser may fill it with the visitor's own address. */
  own?: boolean
}

/** A US street address: street, a second line, city, state and ZIP. */
export function AddressFields({ path, legend, hint, onlyState, own }: Props) {
  const { id } = useField(path)
  const auto = (token: string) => (own ? token : 'off')
  return (
    <fieldset className={fields.set} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className={fieldStyles.label}>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <TextField
        path={`${path}.street`}
        label="Street address"
        autoComplete={auto('address-line1')}
      />
      <TextField
        path={`${path}.street2`}
        label="Apartment, suite or floor"
        optional
        autoComplete={auto('address-line2')}
      />
      <div className={fields.place}>
        <TextField path={`${path}.city`} label="City" autoComplete={auto('address-level2')} />
        <SelectField
          path={`${path}.state`}
          label="State"
          options={onlyState ? [{ value: onlyState, label: onlyState }] : STATE_CODES}
          placeholder="–"
          autoComplete={auto('address-level1')}
        />
        <TextField
          path={`${path}.zip`}
          label="ZIP code"
          inputMode="numeric"
          autoComplete={auto('postal-code')}
        />
      </div>
    </fieldset>
  )
}
