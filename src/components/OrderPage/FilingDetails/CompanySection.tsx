'use client'

import { asks } from '@/order/filing/rules'

import { useFiling } from './context'
import { EffectiveDateField, NonprofitQuestions, PurposeFields } from './CompanyParts'
import { Label, SelectField, TextField } from './Fields'
import { NaicsPicker } from './NaicsPicker'
import { SectionForm } from './SectionForm'
import styles from './styles.module.css'
import { MONTH_NAMES } from './words'

const MONTHS = MONTH_NAMES.map((month, index) => ({ value: index + 1, label: month }))

/** What the company will do, its industry, when it starts, and a second name. */
export function CompanySection() {
  const { details, entity, rules, stateName } = useFiling()
  const specificOnly = entity === 'nonprofit' || asks(rules, 'specificPurpose')
  const saved = details.company ?? {}
  const defaults = {
    alternateName: null,
    purposeKind: specificOnly ? 'specific' : 'general',
    purpose: null,
    naics: null,
    county: null,
    effectiveDate: null,
    fiscalYearEndMonth: 12,
    taxExempt: null,
    hasMembers: null,
    ...saved,
  }
  const naicsNeeded = asks(rules, 'naics')
  return (
    <SectionForm
      name="company"
      defaults={defaults}
      toSection={(values) => (specificOnly ? { ...values, purposeKind: 'specific' } : values)}
    >
      <PurposeFields specificOnly={specificOnly} />
      <div>
        <NaicsPicker
          label={
            naicsNeeded ? (
              <>Industry (NAICS code), required in {stateName}</>
            ) : (
              <Label text="Industry (NAICS code)" optional />
            )
          }
          hint="Type a few words (say, “software”) or the first digits of the code, then choose from the list."
        />
        <p className={styles.source}>Industry list: U.S. Census Bureau, 2017 NAICS</p>
      </div>
      {asks(rules, 'county') && (
        <TextField
          path="county"
          label="County of the principal office"
          hint={`${stateName} asks for it on the filing.`}
        />
      )}
      <EffectiveDateField />
      <SelectField
        path="fiscalYearEndMonth"
        label="Last month of the fiscal year"
        hint="Most companies choose December, so their fiscal year is the calendar year."
        options={MONTHS}
        number
      />
      {entity === 'nonprofit' && <NonprofitQuestions />}
      <TextField
        path="alternateName"
        label="Alternate name"
        optional
        hint="In case the state refuses the first one."
        autoComplete="off"
      />
    </SectionForm>
  )
}
