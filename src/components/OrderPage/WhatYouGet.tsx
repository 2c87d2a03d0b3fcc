import type { Delivery, DeliveryState } from '@/order/deliveries'

import { dayOf } from './format'
import own from './Documents.module.css'
import styles from './styles.module.css'

type Props = { deliveries: Delivery[]; detailsSubmitted: boolean }

/** Where each thing stands, in the customer's words. */
const WORDS: Record<Exclude<DeliveryState, 'done'>, string> = {
  waiting: 'Made from your filing details as soon as you submit them',
  delivered: 'Ready: in your documents below',
  to_do: 'Not started yet: we start once your company is formed',
  assigned: 'In progress',
}

/**
 * Everything the order paid for or its package includes, and where each stands
 * (docs/customer-page.md#the-page): documents once made, work once done.
 */
export function WhatYouGet({ deliveries, detailsSubmitted }: Props) {
  if (!deliveries.length) return null
  return (
    <section aria-labelledby="what-you-get" className={`card-surface ${styles.card}`}>
      <h2 id="what-you-get" className={styles.heading}>
        What your order includes
      </h2>
      <ul className={own.list}>
        {deliveries.map((delivery) => (
          <li key={delivery.key} className={own.item}>
            <strong>{delivery.label}</strong>
            <span className={own.state}>
              {delivery.state === 'done'
                ? `Done${delivery.doneAt ? ` on ${dayOf(delivery.doneAt)}` : ''}`
                : delivery.state === 'waiting' && detailsSubmitted
                  ? 'Being made from your filing details'
                  : WORDS[delivery.state]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
