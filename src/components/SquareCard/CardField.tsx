import type { RefObject } from 'react'

import { fieldStyles } from '@/components/FormField'

import type { CardFieldState } from './useSquareCard'
import styles from './styles.module.css'

type Props = {
  /** Where Square attaches its card field (useSquareCard). */
  container: RefObject<HTMLDivElement | null>
  state: CardFieldState
  /** The card field's own messages from the last tokenize. */
  errors: string[]
  /** What to say when Square's script cannot load. */
  unavailable: string
  id: string
}

/** Square's card field with its label, its loading and error states: the wizard's and the order page's. */
export function CardField({ container, state, errors, unavailable, id }: Props) {
  return (
    <div className={fieldStyles.field}>
      <p className={fieldStyles.label} id={`${id}-label`}>
        Card details
      </p>
      <div
        ref={container}
        className={styles.cardField}
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={errors.length ? `${id}-errors` : undefined}
        aria-busy={state === 'loading'}
      />
      {state === 'loading' && <p className={fieldStyles.hint}>Loading the secure card form…</p>}
      {state === 'unavailable' && (
        <p className={fieldStyles.error} role="alert">
          {unavailable}
        </p>
      )}
      {errors.length > 0 && (
        <ul id={`${id}-errors`} className={fieldStyles.error} role="alert">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
