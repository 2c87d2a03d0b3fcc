'use client'
import { ConfirmationModal, toast, useModal } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { formatCents } from '@/utilities/money'

import { confirmationNotice } from '../feeSettlement'
import { centsFromDollars } from '../staffActions'
import type { StateFeeFacts } from '../server/balances/facts'
import { ActionGroup } from './ActionGroup'
import styles from './OrderActions.module.css'
import { problemOf, requestFeeConfirmation, requestWaiver } from './orderApi'

const dollarsOf = (cents: number) => (cents / 100).toFixed(2)

/**
 * The order's state fee beside its actions: charged, confirmed, any balance; staff confirm the
 * state's fee (a lower one is refunded, a higher one asked of the customer), admins waive a
 * balance (docs/orders-and-payments.md#the-state-fee-confirmed).
 */
export function StateFeeActions({
  id,
  fee,
  isAdmin,
  open: orderOpen,
}: {
  id: number | string
  fee: StateFeeFacts
  isAdmin: boolean
  /** The order is paid and not completed: its fee may still be confirmed. */
  open: boolean
}) {
  const uid = useId()
  const suggested = fee.confirmedCents ?? fee.record.feeCents ?? fee.chargedCents
  const [amount, setAmount] = useState(dollarsOf(suggested))
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const { openModal } = useModal()
  const cents = centsFromDollars(amount)

  async function act(request: () => ReturnType<typeof requestWaiver>, done: string) {
    setBusy(true)
    try {
      const { ok, answer } = await request()
      if (!ok) return void toast.error(problemOf(answer))
      toast.success((answer.data as { message?: string } | undefined)?.message ?? done)
      window.location.reload()
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.section} aria-label="State fee" role="group">
      <p className={styles.hint}>
        State fee charged: <strong>{formatCents(fee.chargedCents)}</strong>
        {fee.estimated ? ' (an estimate)' : ''}
        {fee.confirmedCents != null && <> · confirmed at {formatCents(fee.confirmedCents)}</>}
        {fee.record.feeCents != null && (
          <>
            {' '}
            · the state record says {formatCents(fee.record.feeCents)} (
            {fee.record.confidence ?? 'unsourced'})
          </>
        )}
      </p>
      {fee.open && (
        <p className={styles.warning} role="status">
          {fee.open.status === 'due'
            ? `A balance of ${formatCents(fee.open.amountCents)} is due from the customer (the state's fee is ${formatCents(fee.open.stateFeeCents)}): the order cannot be filed until it is paid or waived.`
            : `The customer is paying the balance of ${formatCents(fee.open.amountCents)}: it is being confirmed with Square.`}
        </p>
      )}
      {orderOpen && (
        <ActionGroup
          label="Confirm the state's fee"
          action="Confirm the state's fee"
          busy={busy}
          busyLabel="Confirming…"
          buttonStyle="secondary"
          onSubmit={() =>
            cents == null
              ? toast.error('Enter the fee in dollars, as 110 or 110.50')
              : openModal(`fee-${id}`)
          }
        >
          <ConfirmationModal
            modalSlug={`fee-${id}`}
            heading={`Confirm the state's fee of ${cents == null ? '' : formatCents(cents)}?`}
            confirmLabel="Confirm the fee"
            confirmingLabel="Confirming…"
            cancelLabel="Go back"
            body={<p>{cents == null ? '' : confirmationNotice(fee.ledger, cents)}</p>}
            onConfirm={() =>
              act(() => requestFeeConfirmation(id, { stateFeeCents: cents ?? 0 }), 'Fee confirmed.')
            }
          />
          <label htmlFor={`${uid}-fee`}>The state&apos;s fee, as its own site says ($)</label>
          <input
            id={`${uid}-fee`}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </ActionGroup>
      )}
      {isAdmin && fee.open?.status === 'due' && (
        <ActionGroup
          label="Waive the balance"
          action="Waive the balance"
          busy={busy}
          busyLabel="Waiving…"
          buttonStyle="error"
          onSubmit={() =>
            reason.trim() ? openModal(`waive-${id}`) : toast.error('Say why the balance is waived')
          }
        >
          <ConfirmationModal
            modalSlug={`waive-${id}`}
            heading={`Waive the balance of ${formatCents(fee.open.amountCents)}?`}
            confirmLabel="Waive it"
            confirmingLabel="Waiving…"
            cancelLabel="Go back"
            body={
              <p>
                We pay the difference ourselves: the customer is asked for nothing more and the
                order can be filed. The waiver and your reason go on the timeline.
              </p>
            }
            onConfirm={() => act(() => requestWaiver(id, { reason }), 'Balance waived.')}
          />
          <label htmlFor={`${uid}-reason`}>Why is it waived?</label>
          <input
            id={`${uid}-reason`}
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </ActionGroup>
      )}
    </div>
  )
}
