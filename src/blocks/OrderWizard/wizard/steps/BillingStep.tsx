'use client'

import type { RefObject } from 'react'

import { fieldStyles } from '@/components/FormField'
import { CardBrands } from '@/components/SquareCard/CardBrands'
import { CardField } from '@/components/SquareCard/CardField'
import type { CardFieldState } from '@/components/SquareCard/useSquareCard'

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
      <CardField
        id="card"
        container={cardContainer}
        state={cardState}
        errors={cardErrors}
        unavailable="Card payment is unavailable right now. Your order details are saved on this device: please try again later or contact us."
      />
      <p className={fieldStyles.hint}>
        Payments are processed by Square. Your card number never reaches our servers.
      </p>
    </>
  )
}
