'use client'

import { useFormContext } from 'react-hook-form'

import { fieldStyles } from '@/components/FormField'
import { type AddOn, type ClientPackage, OPTION_LABELS, PACKAGES } from '@/order/packages'
import { choicePrice } from '@/order/pricing'
import { formatDollars } from '@/utilities/money'

import type { WizardInput } from './form'

import styles from './wizard.module.css'

const DESCRIPTIONS: Record<AddOn, string> = {
  ein: 'We apply to the IRS for your federal tax ID, needed for a bank account and hiring.',
  operatingAgreement: 'The document that sets out who owns the company and how it is run.',
  businessContractTemplates: 'Ready-to-use contracts for clients, contractors and partners.',
  irsForm: 'We file the election for your company to be taxed as an S corporation.',
}

/** The add-ons the package sells, each a checkbox with its price; nothing when it sells none. */
export function AddOnChoices({ clientPackage }: { clientPackage: ClientPackage }) {
  const { register } = useFormContext<WizardInput>()
  const { addOns, label } = PACKAGES[clientPackage]
  if (!addOns.length) return null
  return (
    <fieldset className={styles.fieldset}>
      <legend className={fieldStyles.label}>Add to your {label}</legend>
      <div className={styles.choices}>
        {addOns.map((addOn) => (
          <label key={addOn} className={styles.choice}>
            <input type="checkbox" {...register(addOn)} />
            <span className={styles.choiceText}>
              <strong>{OPTION_LABELS[addOn]}</strong>
              <span>{DESCRIPTIONS[addOn]}</span>
            </span>
            <span className={styles.choicePrice}>{formatDollars(choicePrice(addOn))}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
