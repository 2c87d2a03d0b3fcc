import { STATUS_LABELS, type OrderStatus } from '@/order/status'

import styles from './styles.module.css'

type Props = {
  companyName: string
  entityType: string
  stateName: string
  orderNumber: number
  status: OrderStatus
  /** Where the order stands, in a sentence. */
  standing: string
}

/** The page's opening: whose order this is and where it stands. */
export function OrderHeader({
  companyName,
  entityType,
  stateName,
  orderNumber,
  status,
  standing,
}: Props) {
  return (
    <header className={styles.header}>
      <p className="eyebrow">Your order</p>
      <h1 className={styles.company}>{companyName}</h1>
      <p className={styles.meta}>
        {entityType} · {stateName} · Order {orderNumber}
      </p>
      <p className={styles.standing}>
        <span className={`pill ${styles[status] ?? ''}`}>{STATUS_LABELS[status]}</span> {standing}
      </p>
    </header>
  )
}
