'use client'

import { useFormContext } from 'react-hook-form'

import type { WizardInput } from './form'

import styles from './wizard.module.css'

/**
 * The customer's opt-in to deadline reminders (docs/customer-page.md#reminders): unticked unless
 * they tick it, free, and stoppable from every reminder in one click.
 */
export function RemindersChoice() {
  const { register } = useFormContext<WizardInput>()
  return (
    <label className={styles.choice}>
      <input
        type="checkbox"
        {...register('reminders')}
        aria-labelledby="reminders-label"
        aria-describedby="reminders-hint"
      />
      <span className={styles.choiceText}>
        <strong id="reminders-label">Email me before my state&apos;s filing deadlines</strong>
        <span id="reminders-hint">
          30 and 7 days before each due date. Stop any time with one click.
        </span>
      </span>
      <span className={styles.choicePrice}>Free</span>
    </label>
  )
}
