'use client'

import type { RefObject } from 'react'

import { fieldStyles } from '@/components/FormField'

import { CardBrands } from '../CardBrands'
import type { CardFieldState } from '../useSquareCard'

import styles from '../wizard.module.css'

type Props = {
  cardContainer: RefObject<HTMLDivElement | null>
  cardState: CardFieldState
  /** The card field's own messages from the last tokenize. */
  cardErrors: string[]
}

export function BillingStep({ cardContainer, cardState, cardErrors }: Props) {
  return (
    <>
      <CardBrands />
      <div className={fieldStyles.field}>
        <p className={fieldStyles.label} id="card-label">
          Card details
        </p>
        <div
          ref={cardContainer}
          className={styles.cardField}
          role="group"
          aria-labelledby="card-label"
          aria-describedby={cardErrors.length ? 'card-errors' : undefined}
          aria-busy={cardState === 'loading'}
        />
        {cardState === 'loading' && (
          <p className={fieldStyles.hint}>Loading the secure card form…</p>
        )}
        {cardState === 'unavailable' && (
          <p className={fieldStyles.error} role="alert">
            Card payment is unavailable right now. Your order details are saved on this device:
            please try again later or contact us.
          </p>
        )}
        {cardErrors.length > 0 && (
          <ul id="card-errors" className={fieldStyles.error} role="alert">
            {cardErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </div>
      <p className={fieldStyles.hint}>
        Payments are processed by Square. Your card number never reaches our servers.
      </p>
    </>
  )
}
