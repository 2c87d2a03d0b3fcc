'use client'

import type { ReactNode } from 'react'

import pageStyles from '../styles.module.css'
import { ChangeNotice } from './ChangeNotice'
import { type Filing, FilingContext } from './context'
import { isDone } from './progress'
import type { FilingFormProps } from './props'
import { ReadOnlyDetails } from './ReadOnlyDetails'
import { SECTION_VIEWS } from './sectionViews'
import { moveBetweenToggles, SectionPanel } from './SectionPanel'
import styles from './styles.module.css'
import { SubmitBar } from './SubmitBar'
import { useSectionSave } from './useSectionSave'

const INTRO =
  "Your state's form asks for these. Save each section as you go; you can come back from any device with the link in your email."

function Card({ children, onFocus }: { children: ReactNode; onFocus?: () => void }) {
  return (
    <section
      aria-labelledby="filing-details"
      className={`card-surface ${pageStyles.card} ${styles.card}`}
      onFocus={onFocus}
    >
      <h2 id="filing-details" className={pageStyles.heading}>
        Your filing details
      </h2>
      {children}
    </section>
  )
}

/** The customer's filing details on the order page: a form per section, then the submission. */
export function FilingDetailsForm(props: FilingFormProps) {
  if (!props.editable)
    return (
      <Card>
        <ReadOnlyDetails {...props} />
      </Card>
    )
  return <EditableDetails {...props} />
}

function EditableDetails(props: FilingFormProps) {
  const { plans, changeRequest, entity, state, stateName, details, rules, ourAgent, today } = props
  const form = useSectionSave(props)
  const { reports, open, save, problems, ssnOnFile, toasts } = form
  const facts = { entity, state, stateName, details, rules, ourAgent, today }
  const filing: Filing = { ...facts, ssnOnFile, problems, save }
  const done = plans.filter((plan) => isDone(reports, plan.name)).length

  return (
    <Card onFocus={toasts.warmed ? undefined : toasts.warm}>
      <p className={styles.intro}>{INTRO}</p>
      {changeRequest && <ChangeNotice {...changeRequest} plans={plans} />}
      <p className={styles.progress}>
        <strong>
          {done} of {plans.length} sections complete
        </strong>
        <progress value={done} max={plans.length} aria-hidden="true" />
      </p>
      <FilingContext.Provider value={filing}>
        <ol className={styles.sections} onKeyDown={moveBetweenToggles}>
          {plans.map((plan) => {
            const View = SECTION_VIEWS[plan.name]
            return (
              <SectionPanel
                key={plan.name}
                plan={plan}
                open={open === plan.name}
                complete={isDone(reports, plan.name)}
                asked={form.asked.includes(plan.name)}
                onToggle={() => form.toggle(plan.name)}
              >
                <View />
              </SectionPanel>
            )
          })}
        </ol>
      </FilingContext.Provider>
      <SubmitBar
        status={form.status}
        submittedOn={form.submittedOn}
        left={plans.length - done}
        withdrawn={form.withdrawn}
        submitting={form.submitting}
        onSubmit={form.submit}
      />
      <p className="visually-hidden" role="status">
        {form.said}
      </p>
      {toasts.toaster}
    </Card>
  )
}
