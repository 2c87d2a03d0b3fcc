'use client'

import { toast } from '@payloadcms/ui'
import { useId, useState } from 'react'

import type { OrderStatus } from '../../status'
import { centsFromDollars } from '../../staffActions'
import { FeePaidInput } from '../FeePaidInput'
import { problemOf, requestMove } from '../orderApi'
import styles from './FilingSheet.module.css'

const today = () => new Date().toLocaleDateString('en-CA')

/**
 * "Mark filed" from the sheet: the day the state filed it, its confirmation number and the fee
 * paid, which settles any difference with the customer first (a balance stops the filing).
 */
export function MarkFiled({
  id,
  from,
  feeCents,
}: {
  id: number
  from: OrderStatus
  /** The state's fee to prefill: the record's today (or the one charged). */
  feeCents: number
}) {
  const uid = useId()
  const [fee, setFee] = useState((feeCents / 100).toFixed(2))
  const [filedAt, setFiledAt] = useState(today)
  const [number, setNumber] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const stateFeePaidCents = centsFromDollars(fee)
    if (stateFeePaidCents == null)
      return void toast.error('Enter the fee in dollars, as 110 or 110.50')
    setBusy(true)
    try {
      const { ok, answer } = await requestMove(id, {
        status: 'filed_with_state',
        from,
        filedAt,
        stateConfirmationNumber: number,
        stateFeePaidCents,
      })
      if (!ok) return void toast.error(problemOf(answer))
      toast.success('The order is now Filed with the state.')
      window.location.reload()
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className={styles.markFiled}
      onSubmit={(event) => void submit(event)}
      aria-label="Mark filed"
    >
      <label htmlFor={`${uid}-day`}>Filed on</label>
      <input
        id={`${uid}-day`}
        type="date"
        required
        value={filedAt}
        onChange={(e) => setFiledAt(e.target.value)}
      />
      <label htmlFor={`${uid}-number`}>State&apos;s confirmation number</label>
      <input
        id={`${uid}-number`}
        required
        value={number}
        onChange={(e) => setNumber(e.target.value)}
      />
      <FeePaidInput id={`${uid}-fee`} value={fee} onChange={setFee} />
      <button type="submit" className="btn btn--style-primary btn--size-small" disabled={busy}>
        {busy ? 'Saving…' : 'Mark filed'}
      </button>
    </form>
  )
}
