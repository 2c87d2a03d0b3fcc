import { toast, useModal } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { moveNotice } from '../moveNotice'
import { type OrderStatus, STATUS_LABELS, type StaffTarget } from '../status'
import { ActionGroup } from './ActionGroup'
import { FeePaidInput } from './FeePaidInput'
import { MoveConfirmation } from './MoveConfirmation'
import { centsFromDollars } from '../staffActions'
import { requestMove, problemOf, uploadDocuments } from './orderApi'

const today = () => new Date().toLocaleDateString('en-CA')

/**
 * Moves the order to one of its next statuses, with what that step needs recorded, once staff
 * have confirmed what the move does: most moves cannot be taken back.
 */
export function MoveOrder({
  id,
  from,
  targets,
  einOrdered,
  confirmation,
  feePaidCents,
}: {
  id: number | string
  /** The status shown: a move is refused if the order has moved since. */
  from: OrderStatus
  targets: StaffTarget[]
  einOrdered: boolean
  confirmation: string
  /** The state's fee to prefill when the move files the order: confirmed, the record's, or charged. */
  feePaidCents: number | null
}) {
  const uid = useId()
  const [to, setTo] = useState<StaffTarget>(targets[0]!)
  const [filedAt, setFiledAt] = useState(today)
  const [number, setNumber] = useState(confirmation)
  const [ein, setEin] = useState('')
  const [note, setNote] = useState('')
  const [feePaid, setFeePaid] = useState(
    feePaidCents == null ? '' : (feePaidCents / 100).toFixed(2),
  )
  const [files, setFiles] = useState<File[]>([])
  const [busy, setBusy] = useState(false)
  const { openModal } = useModal()
  const confirmSlug = `move-order-${id}`
  const filing = to === 'filed_with_state' || to === 'completed'
  // Filing confirms the state's fee paid: once, when the order first moves to filed or beyond.
  const confirmsFee = filing && (from === 'paid' || from === 'in_review')

  async function submit() {
    setBusy(true)
    try {
      if (files.length) await uploadDocuments(id, files)
      const { ok, answer } = await requestMove(id, {
        status: to,
        from,
        ...(filing ? { filedAt, stateConfirmationNumber: number } : {}),
        ...(confirmsFee && centsFromDollars(feePaid) != null
          ? { stateFeePaidCents: centsFromDollars(feePaid)! }
          : {}),
        ...(to === 'completed' && ein ? { einNumber: ein } : {}),
        ...(note ? { note } : {}),
      })
      if (!ok) {
        toast.error(problemOf(answer))
        return
      }
      toast.success(`The order is now ${STATUS_LABELS[to]}.`)
      window.location.reload()
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <ActionGroup
      label="Move the order"
      action={`Move to ${STATUS_LABELS[to]}`}
      busy={busy}
      busyLabel="Saving…"
      buttonStyle="secondary"
      onSubmit={() => openModal(confirmSlug)}
    >
      <MoveConfirmation
        slug={confirmSlug}
        notice={moveNotice(from, to, { einOrdered })}
        onConfirm={submit}
      />
      <label htmlFor={`${uid}-to`}>Move to</label>
      <select id={`${uid}-to`} value={to} onChange={(e) => setTo(e.target.value as StaffTarget)}>
        {targets.map((target) => (
          <option key={target} value={target}>
            {STATUS_LABELS[target]}
          </option>
        ))}
      </select>
      {filing && (
        <>
          <label htmlFor={`${uid}-filed`}>Filed on</label>
          <input
            id={`${uid}-filed`}
            type="date"
            required
            max={today()}
            value={filedAt}
            onChange={(e) => setFiledAt(e.target.value)}
          />
          <label htmlFor={`${uid}-number`}>State&apos;s confirmation number</label>
          <input
            id={`${uid}-number`}
            required
            maxLength={100}
            value={number}
            onChange={(e) => setNumber(e.target.value)}
          />
          {confirmsFee && <FeePaidInput id={`${uid}-fee`} value={feePaid} onChange={setFeePaid} />}
        </>
      )}
      {to === 'completed' && (
        <>
          <label htmlFor={`${uid}-docs`}>
            Formation documents (PDF, PNG or JPEG), unless attached on the Filing tab
          </label>
          <input
            id={`${uid}-docs`}
            type="file"
            multiple
            accept="application/pdf,image/png,image/jpeg"
            onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
          />
          {einOrdered && (
            <>
              <label htmlFor={`${uid}-ein`}>EIN</label>
              <input
                id={`${uid}-ein`}
                required
                placeholder="12-3456789"
                pattern="\d{2}-?\d{7}"
                value={ein}
                onChange={(e) => setEin(e.target.value)}
              />
            </>
          )}
        </>
      )}
      <label htmlFor={`${uid}-note`}>
        {to === 'cancelled' ? 'Why is it cancelled?' : 'Note for the timeline (optional)'}
      </label>
      <input
        id={`${uid}-note`}
        required={to === 'cancelled'}
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
    </ActionGroup>
  )
}
