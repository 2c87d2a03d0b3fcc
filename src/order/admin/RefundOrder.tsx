import { ConfirmationModal, toast, useModal } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { formatCents } from '@/utilities/money'

import { centsFromDollars } from '../staffActions'
import { ActionGroup } from './ActionGroup'
import styles from './OrderActions.module.css'
import { requestRefund, problemOf } from './orderApi'

/**
 * Refunds all or part of what is left of the charge through Square (admins only). The amount
 * starts empty, so nothing is refunded that was not typed, and the refund is confirmed in the
 * same dialog as a move, naming the amount and the customer's email.
 */
export function RefundOrder({
  id,
  leftCents,
  chargedCents,
  balancesPaidCents,
  email,
}: {
  id: number | string
  leftCents: number
  chargedCents: number
  /** State-fee balances the customer paid since: refunded with a full refund, each on its own. */
  balancesPaidCents: number
  email: string
}) {
  const uid = useId()
  const { openModal } = useModal()
  const confirmSlug = `refund-order-${id}`
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  // One key per refund asked for: a second click, or a retry after no answer, sends the same one.
  const [key, setKey] = useState(() => crypto.randomUUID())
  const [busy, setBusy] = useState(false)
  // A refusal stays in the panel with its next step: a toast is gone before it is read.
  const [refusal, setRefusal] = useState<string | null>(null)
  const cents = centsFromDollars(amount)

  function ask() {
    if (cents === null || cents < 1 || cents > leftCents) {
      toast.error(`Enter an amount from $0.01 to ${formatCents(leftCents)}.`)
      return
    }
    if (!reason.trim()) {
      toast.error('Give a reason for the refund.')
      return
    }
    openModal(confirmSlug)
  }

  async function submit() {
    if (cents === null) return
    setBusy(true)
    setRefusal(null)
    try {
      const { ok, status, answer } = await requestRefund(id, {
        amountCents: cents,
        reason,
        key,
      })
      if (!ok) {
        if (answer.data?.nextStep) {
          setRefusal(
            `Square refused the refund: ${answer.data.error} ${answer.data.nextStep} The attempt is on the order's timeline.`,
          )
          toast.error('Square refused the refund.')
        } else toast.error(problemOf(answer))
        // Only a refusal of the request itself ends this refund. After no answer (502) or while
        // a refund is in progress (409), a retry keeps the key, so it can never refund twice.
        if (status === 422) setKey(crypto.randomUUID())
        return
      }
      toast.success(`Refunded ${formatCents(answer.data?.refund?.amountCents ?? cents)}.`)
      window.location.reload()
    } catch {
      toast.error('No answer from the server: press Refund again to check, it never refunds twice.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <ActionGroup
      label="Refund the order"
      action="Refund"
      busy={busy}
      busyLabel="Refunding…"
      buttonStyle="error"
      onSubmit={ask}
    >
      <ConfirmationModal
        modalSlug={confirmSlug}
        heading={`Refund ${cents ? formatCents(cents) : ''} to the customer's card?`}
        confirmLabel="Refund"
        confirmingLabel="Refunding…"
        cancelLabel="Keep the money"
        body={
          <>
            <ul>
              <li>
                Square refunds {cents ? formatCents(cents) : 'the amount'} to the card that paid;{' '}
                {cents && cents >= leftCents
                  ? 'that is all that is left, and the order becomes Refunded.'
                  : `${formatCents(leftCents - (cents ?? 0))} stays refundable.`}
              </li>
              {balancesPaidCents > 0 && cents !== null && cents >= leftCents && (
                <li>
                  The state-fee balance the customer paid ({formatCents(balancesPaidCents)}) is
                  refunded with it, as its own refund.
                </li>
              )}
              <li>The refund and your reason go on the order&apos;s timeline.</li>
            </ul>
            <p>
              <strong>Email:</strong> the customer is emailed the refund at{' '}
              {email || 'their address'}.
            </p>
            <p>
              <strong>A refund cannot be taken back.</strong>
            </p>
          </>
        }
        onConfirm={submit}
      />
      {refusal && (
        <p className={styles.warning} role="alert">
          {refusal}
        </p>
      )}
      <label htmlFor={`${uid}-amount`}>Refund amount ($)</label>
      <input
        id={`${uid}-amount`}
        inputMode="decimal"
        required
        placeholder="0.00"
        aria-describedby={`${uid}-left`}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <p id={`${uid}-left`} className={styles.hint}>
        Refundable: {formatCents(leftCents)} of {formatCents(chargedCents)} charged.
        {balancesPaidCents > 0 &&
          ` A full refund also refunds the ${formatCents(balancesPaidCents)} state-fee balance paid since.`}
      </p>
      <label htmlFor={`${uid}-reason`}>Reason</label>
      <input
        id={`${uid}-reason`}
        required
        maxLength={192}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </ActionGroup>
  )
}
