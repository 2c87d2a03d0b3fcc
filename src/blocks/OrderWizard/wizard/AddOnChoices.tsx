'use client'

import { useEffect } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import { fieldStyles } from '@/components/FormField'
import {
  type AddOn,
  type ClientPackage,
  isOfferedTo,
  optionLabel,
  PACKAGES,
} from '@/order/packages'
import { choicePrice, type Designator, feeColumn } from '@/order/pricing'
import { formatDollars } from '@/utilities/money'

import type { WizardInput } from './form'

import styles from './wizard.module.css'

const DESCRIPTIONS: Record<AddOn, string> = {
  ein: 'We apply to the IRS for your federal tax ID, needed for a bank account and hiring.',
  operatingAgreement: 'The documents that set out who owns the company and how it is run.',
  businessContractTemplates: 'Ready-to-use contracts for clients, contractors and partners.',
  irsForm: 'We file the election for your company to be taxed as an S corporation.',
}

/**
 * The add-ons the package sells to the chosen entity type, each a checkbox with its price and its
 * name for that type; nothing when it sells none. One the type cannot use is unticked when the
 * visitor changes type, so it is neither charged nor sent.
 */
export function AddOnChoices({ clientPackage }: { clientPackage: ClientPackage }) {
  const { register, setValue, getValues } = useFormContext<WizardInput>()
  const designator = useWatch<WizardInput, 'designator'>({ name: 'designator' })
  const entity = designator ? feeColumn[designator as Designator] : null
  const { addOns, label } = PACKAGES[clientPackage]
  const offered = addOns.filter((addOn) => isOfferedTo(addOn, entity))
  useEffect(() => {
    for (const addOn of addOns)
      if (!isOfferedTo(addOn, entity) && getValues(addOn)) setValue(addOn, false)
  }, [addOns, entity, getValues, setValue])
  if (!offered.length) return null
  return (
    <fieldset className={styles.fieldset}>
      <legend className={fieldStyles.label}>Add to your {label}</legend>
      <div className={styles.choices}>
        {offered.map((addOn) => (
          <label key={addOn} className={styles.choice}>
            <input type="checkbox" {...register(addOn)} />
            <span className={styles.choiceText}>
              <strong>{optionLabel(addOn, entity)}</strong>
              <span>{DESCRIPTIONS[addOn]}</span>
            </span>
            <span className={styles.choicePrice}>{formatDollars(choicePrice(addOn))}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
