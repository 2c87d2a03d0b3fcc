'use client'

import { useWatch } from 'react-hook-form'

import { IRS_CLAUSES, IRS_CLAUSES_SOURCE } from '@/order/filing/clauses'
import { calendarDate } from '@/utilities/dates'

import { ChoiceGroup, YesNo } from './ChoiceFields'
import { useFiling } from './context'
import { TextArea, TextField } from './Fields'
import fields from './fields.module.css'
import styles from './styles.module.css'
import { PURPOSE_WORDS } from './words'

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** General or specific purpose; only specific where the state or a nonprofit needs one. */
export function PurposeFields({ specificOnly }: { specificOnly: boolean }) {
  const { entity, stateName } = useFiling()
  const kind = useWatch({ name: 'purposeKind' })
  const hint =
    entity === 'nonprofit'
      ? 'What the nonprofit will do, in a sentence or more. For 501(c)(3) status, name its charitable, educational, religious or scientific purpose.'
      : specificOnly
        ? `${stateName} asks for a specific purpose: what the company will do, in a sentence or more.`
        : 'What the company will do, in a sentence or more.'
  return (
    <>
      {!specificOnly && (
        <ChoiceGroup
          path="purposeKind"
          legend="Business purpose"
          options={[
            {
              value: 'general',
              label: PURPOSE_WORDS.general,
              detail:
                'Most companies choose this: it leaves the company free to do any lawful business.',
            },
            { value: 'specific', label: PURPOSE_WORDS.specific },
          ]}
        />
      )}
      {(specificOnly || kind === 'specific') && (
        <TextArea path="purpose" label="The purpose, in your words" hint={hint} />
      )}
    </>
  )
}

/** The day the filing takes effect: empty for the day the state files it. */
export function EffectiveDateField() {
  const { rules, stateName, today } = useFiling()
  const { value: maxDays, isDefault } = rules.effectiveDateMaxDays
  const latest = addDays(today, maxDays)
  const hint =
    maxDays === 0
      ? `${stateName} does not take a later date: leave it empty, and the company exists when the state files it.`
      : `Leave it empty for when the state files it. The latest day you can choose is ${calendarDate(latest)}, ${maxDays} days from today${isDefault ? ` (our default rule: ${stateName}'s own limit is not recorded yet)` : ''}.`
  return (
    <TextField
      path="effectiveDate"
      type="date"
      label="Effective date"
      optional
      min={today}
      max={latest}
      hint={hint}
    />
  )
}

/** A nonprofit's two questions, and the IRS's clauses when it will apply for 501(c)(3). */
export function NonprofitQuestions() {
  const taxExempt = useWatch({ name: 'taxExempt' })
  return (
    <>
      <YesNo
        path="taxExempt"
        legend="Will it apply for 501(c)(3) status?"
        hint="The IRS's tax exemption for charities, which lets donors deduct their gifts."
      />
      {taxExempt === true && (
        <div className={fields.clauses}>
          <p>
            Its articles will carry these three clauses, in the IRS&apos;s own words: the IRS looks
            for them when it reviews the application.
          </p>
          {IRS_CLAUSES.map((clause) => (
            <figure key={clause.title}>
              <figcaption>{clause.title}</figcaption>
              <blockquote cite={IRS_CLAUSES_SOURCE.url}>
                <p>{clause.text}</p>
              </blockquote>
            </figure>
          ))}
          <p className={styles.source}>
            Source:{' '}
            <a href={IRS_CLAUSES_SOURCE.url} target="_blank" rel="noopener">
              IRS, suggested language for corporations and associations
            </a>{' '}
            (checked {calendarDate(IRS_CLAUSES_SOURCE.checkedOn)}).
          </p>
        </div>
      )}
      <YesNo
        path="hasMembers"
        legend="Will it have members?"
        hint="Members elect the board, as a club's do. Most nonprofits have none: the board governs alone."
      />
    </>
  )
}
