'use client'

import { useState } from 'react'
import { Controller, useFormContext } from 'react-hook-form'

import { fieldStyles } from '@/components/FormField'
import { filingEstimates } from '@/order/filingSpeed'
import { BUSINESS_LICENSE_FEE, EXPEDITED_FILING_FEE } from '@/order/pricing'
import { formatDollars } from '@/utilities/money'

import { formatDay } from '../filingDates'
import type { WizardInput } from '../form'

import styles from '../wizard.module.css'

export function FilingStep() {
  const { control, register } = useFormContext<WizardInput>()
  // Rendered only in the browser (the wizard opens on step 1), so "today" is the visitor's today.
  const [estimates] = useState(() => filingEstimates(new Date()))

  const speeds = [
    {
      value: true,
      title: 'Expedited filing',
      price: formatDollars(EXPEDITED_FILING_FEE),
      estimate: `2 business days: filed by ${formatDay(estimates.expedited)}`,
    },
    {
      value: false,
      title: 'Standard filing',
      price: formatDollars(0),
      estimate: `2 weeks: filed by ${formatDay(estimates.standard)}`,
    },
  ]

  return (
    <>
      <Controller
        control={control}
        name="expeditedFilling"
        render={({ field }) => (
          <fieldset className={styles.fieldset}>
            <legend className={fieldStyles.label}>How fast should we file with the state?</legend>
            <div className={styles.choices}>
              {speeds.map((speed) => (
                <label key={speed.title} className={styles.choice}>
                  <input
                    type="radio"
                    name={field.name}
                    checked={field.value === speed.value}
                    onChange={() => field.onChange(speed.value)}
                    onBlur={field.onBlur}
                    ref={speed.value ? field.ref : undefined}
                  />
                  <span className={styles.choiceText}>
                    <strong>{speed.title}</strong>
                    <span>{speed.estimate}</span>
                  </span>
                  <span className={styles.choicePrice}>{speed.price}</span>
                </label>
              ))}
            </div>
            <p className={fieldStyles.hint}>
              Estimates count from today. A typical state filing takes 3 weeks.
            </p>
          </fieldset>
        )}
      />
      <fieldset className={styles.fieldset}>
        <legend className={fieldStyles.label}>Add-ons</legend>
        <label className={styles.choice}>
          <input type="checkbox" {...register('businessLicense')} />
          <span className={styles.choiceText}>
            <strong>Business License</strong>
            <span>We find the licenses and permits your business needs and apply for them.</span>
          </span>
          <span className={styles.choicePrice}>{formatDollars(BUSINESS_LICENSE_FEE)}</span>
        </label>
      </fieldset>
    </>
  )
}
