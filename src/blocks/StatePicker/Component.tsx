import Link from 'next/link'

import { buttonClass } from '@/components/Button'
import { SectionHeading } from '@/components/SectionHeading'
import { US_STATES } from '@/collections/StateFees/usStates'
import type { StatePickerBlock } from '@/payload-types'
import { STATES_PATH } from '@/states/links'

import styles from './styles.module.css'

// The route that answers with the guide's address (303): works without JavaScript.
const STATE_PICKER_ACTION = `${STATES_PATH}/go`

export function StatePickerView({
  eyebrow,
  title,
  intro,
  buttonLabel,
  compareLabel,
}: StatePickerBlock) {
  return (
    <>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <form method="get" action={STATE_PICKER_ACTION} className={styles.form}>
        <label htmlFor="state-picker" className="visually-hidden">
          State
        </label>
        <select id="state-picker" name="state" required defaultValue="" className={styles.select}>
          <option value="" disabled>
            Choose a state
          </option>
          {Object.entries(US_STATES).map(([slug, name]) => (
            <option key={slug} value={slug}>
              {name}
            </option>
          ))}
        </select>
        <button type="submit" className={buttonClass('primary')}>
          {buttonLabel}
        </button>
      </form>
      {compareLabel && (
        <p className={styles.compare}>
          <Link href={STATES_PATH}>{compareLabel}</Link>
        </p>
      )}
    </>
  )
}
