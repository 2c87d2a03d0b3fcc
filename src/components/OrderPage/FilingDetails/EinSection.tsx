'use client'

import { useWatch } from 'react-hook-form'

import { fieldStyles } from '@/components/FormField'

import { YesNo } from './ChoiceFields'
import { useFiling } from './context'
import { Label, SelectField, TextField } from './Fields'
import { SectionForm } from './SectionForm'
import fields from './fields.module.css'
import styles from './styles.module.css'
import { toNumber } from './values'
import { ACTIVITY_WORDS, EIN_REASON_WORDS, optionsOf } from './words'

const REASONS = optionsOf(EIN_REASON_WORDS)
const ACTIVITIES = optionsOf(ACTIVITY_WORDS)

/** The SSN or ITIN, or what applying without one means. */
function Ssn() {
  const { ssnOnFile } = useFiling()
  const hasSsn = useWatch({ name: 'hasSsn' })
  if (hasSsn === false)
    return (
      <p className={styles.note}>
        Without an SSN or ITIN the IRS takes the application only by fax or mail, and it takes
        several weeks.
      </p>
    )
  if (hasSsn !== true) return null
  return (
    <TextField
      path="ssn"
      label="SSN or ITIN"
      hint={
        ssnOnFile
          ? 'An SSN is on file; type a new one only to replace it.'
          : 'Nine digits, as 123-45-6789. It is kept encrypted and never shown on this page again.'
      }
      inputMode="numeric"
      autoComplete="off"
    />
  )
}

/** The wage date when employees are expected, and the activity's own words. */
function WagesAndActivity() {
  const [employees, activity] = useWatch({ name: ['employees', 'activity'] })
  return (
    <>
      {(toNumber(employees) ?? 0) > 0 && (
        <TextField path="firstWageDate" type="date" label="First day wages will be paid" />
      )}
      <SelectField
        path="activity"
        label="Principal activity"
        hint="As the IRS's Form SS-4 asks it (line 16)."
        options={ACTIVITIES}
      />
      <TextField
        path="activityDetail"
        label={
          <Label
            text="What it sells, makes or does, in a few words"
            optional={activity !== 'other'}
          />
        }
        hint="As “custom software for restaurants” or “residential remodeling”."
      />
    </>
  )
}

/** What the IRS asks on Form SS-4 for the company's Employer Identification Number. */
export function EinSection() {
  const { details } = useFiling()
  const saved = details.ein ?? {}
  const defaults = {
    firstName: saved.firstName ?? null,
    lastName: saved.lastName ?? null,
    hasSsn: saved.hasSsn ?? null,
    ssn: null,
    reason: saved.reason ?? null,
    employees: saved.employees ?? null,
    firstWageDate: saved.firstWageDate ?? null,
    activity: saved.activity ?? null,
    activityDetail: saved.activityDetail ?? null,
  }
  return (
    <SectionForm
      name="ein"
      defaults={defaults}
      // The number goes only when typed, and only while the answer is yes.
      toSection={({ ssn, ...values }) => (values.hasSsn && ssn ? { ...values, ssn } : values)}
      onSaved={(form) => form.setValue('ssn', null)}
    >
      <fieldset className={fields.set} aria-describedby="filing-ein-party-hint">
        <legend className={fields.legend}>Responsible party</legend>
        <p id="filing-ein-party-hint" className={fieldStyles.hint}>
          The one person who controls the company and its money, as the IRS asks.
        </p>
        <TextField path="firstName" label="First name" autoComplete="given-name" />
        <TextField path="lastName" label="Last name" autoComplete="family-name" />
        <YesNo path="hasSsn" legend="Has an SSN or ITIN?" />
        <Ssn />
      </fieldset>
      <SelectField
        path="reason"
        label="Reason for applying"
        hint="Form SS-4, line 10."
        options={REASONS}
      />
      <TextField
        path="employees"
        label="Employees expected in the next 12 months"
        hint="0 if none."
        inputMode="numeric"
        number
      />
      <WagesAndActivity />
    </SectionForm>
  )
}
