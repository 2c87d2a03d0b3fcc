'use client'
import { useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'

import { isAdminUser } from '@/access'
import { formatCents } from '@/utilities/money'

import {
  isCharged,
  isUnderWay,
  nextStatuses,
  type OrderStatus,
  REFUNDABLE_STATUSES,
  STATUS_LABELS,
} from '../status'
import type { StateFeeFacts } from '../server/balances/facts'
import type { Delivery } from '../deliveries'
import { CustomerLink } from './CustomerLink'
import { type AttachedFile, Deliverables } from './Deliverables'
import { MakeDocuments } from './MakeDocuments'
import { MoveOrder } from './MoveOrder'
import styles from './OrderActions.module.css'
import { RefundOrder } from './RefundOrder'
import { StateFeeActions } from './StateFeeActions'

/**
 * The order's actions in the admin sidebar: staff move it to its next status with what that step
 * needs, confirm the state's fee, and revoke or re-issue the customer's order page link; admins
 * refund it through Square and waive a balance. Both call the order endpoints, which check everything
 * again, then reload the order to show the result and its timeline.
 */
type Props = {
  fee: StateFeeFacts | null
  deliveries: Delivery[]
  files: AttachedFile[]
}

export function OrderActions({ fee, deliveries, files }: Props) {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const fields = useFormFields(([all]) => ({
    status: all.status?.value as OrderStatus | undefined,
    ein: Boolean(all.ein?.value),
    amountCents: Number(all.amountCents?.value ?? 0),
    refundedCents: Number(all.refundedCents?.value ?? 0),
    confirmation: (all.stateConfirmationNumber?.value as string | undefined) ?? '',
    unconfirmedCents: Number(
      (all.refundPending?.value as { amountCents?: number } | null | undefined)?.amountCents ?? 0,
    ),
    linkIssuedAt: all.linkIssuedAt?.value as string | null | undefined,
    linkRevokedAt: all.linkRevokedAt?.value as string | null | undefined,
    email: (all.email?.value as string | undefined) ?? '',
  }))
  if (!id || !fields.status) return null
  const isAdmin = isAdminUser(user)
  const left = fields.amountCents - fields.refundedCents
  const refundable = isAdmin && REFUNDABLE_STATUSES.includes(fields.status) && left > 0
  const targets = nextStatuses(fields.status)
  return (
    <div className={styles.panel}>
      <h3 className={styles.title}>Order actions</h3>
      <p className={styles.status}>
        Status: <strong>{STATUS_LABELS[fields.status]}</strong>
        {fields.refundedCents > 0 && <> · refunded {formatCents(fields.refundedCents)}</>}
      </p>
      {targets.length > 0 && (
        <MoveOrder
          id={id}
          from={fields.status}
          targets={targets}
          einOrdered={fields.ein}
          confirmation={fields.confirmation}
          feePaidCents={
            fee ? (fee.confirmedCents ?? fee.record.feeCents ?? fee.chargedCents) : null
          }
        />
      )}
      {fee && isCharged(fields.status) && (
        <StateFeeActions
          id={id}
          fee={fee}
          isAdmin={isAdmin}
          open={['paid', 'in_review', 'filed_with_state'].includes(fields.status)}
        />
      )}
      {fields.unconfirmedCents > 0 && (
        <p className={styles.warning} role="status">
          A refund of {formatCents(fields.unconfirmedCents)} is not confirmed by Square yet. Refund
          asks Square about it before anything else.
        </p>
      )}
      {refundable && (
        <RefundOrder
          id={id}
          leftCents={left}
          chargedCents={fields.amountCents}
          balancesPaidCents={fee?.ledger.balancesPaidCents ?? 0}
          email={fields.email}
        />
      )}
      {isCharged(fields.status) && (
        <Deliverables
          id={id}
          deliveries={deliveries}
          files={files}
          open={isUnderWay(fields.status)}
        />
      )}
      {['in_review', 'filed_with_state', 'completed'].includes(fields.status) && (
        <MakeDocuments id={id} />
      )}
      {isCharged(fields.status) && (
        <CustomerLink
          id={id}
          issuedAt={fields.linkIssuedAt}
          revokedAt={fields.linkRevokedAt}
          email={fields.email}
          canReissue={isAdmin}
        />
      )}
      {!targets.length && !refundable && (
        <p className={styles.hint}>
          {isCharged(fields.status)
            ? 'Nothing left to do on this order.'
            : 'Staff act on an order once it is paid.'}
        </p>
      )}
    </div>
  )
}
