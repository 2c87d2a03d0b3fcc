'use client'
import { Button, toast, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useId, useState, useSyncExternalStore } from 'react'

import { centsFromDollars, formatCents } from '@/order/staffActions'
import {
  isCharged,
  nextStatuses,
  REFUNDABLE_STATUSES,
  STATUS_LABELS,
  type OrderStatus,
  type StaffTarget,
} from '@/order/status'

import styles from './OrderActions.module.css'

type Answer = {
  data?: { success?: boolean; error?: string; refund?: { amountCents: number } }
  errors?: { message: string }[]
}

async function post(
  path: string,
  body: unknown,
): Promise<{ ok: boolean; status: number; answer: Answer }> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json().catch(() => ({}))) as Answer
  return { ok: response.ok, status: response.status, answer }
}

const problemOf = (answer: Answer) =>
  answer.data?.error ?? answer.errors?.[0]?.message ?? 'The server did not accept it.'

/** Uploads each file as a document of the order. */
async function uploadDocuments(order: number | string, files: File[]): Promise<void> {
  for (const file of files) {
    const form = new FormData()
    form.append('file', file)
    form.append('_payload', JSON.stringify({ order: Number(order) }))
    const response = await fetch('/api/order-documents', {
      method: 'POST',
      credentials: 'include',
      body: form,
    })
    const answer = (await response.json().catch(() => ({}))) as {
      doc?: { id: number }
      errors?: { message: string }[]
    }
    if (!response.ok || !answer.doc)
      throw new Error(`${file.name}: ${answer.errors?.[0]?.message ?? 'not uploaded'}`)
  }
}

const today = () => new Date().toLocaleDateString('en-CA')

/** Enter in one of the panel's fields acts on the panel, not on the admin's document form. */
const enterSubmits = (submit: () => void) => (event: React.KeyboardEvent<HTMLElement>) => {
  const target = event.target as HTMLInputElement
  if (event.key === 'Enter' && target.tagName === 'INPUT' && target.type !== 'file') {
    event.preventDefault()
    submit()
  }
}

/**
 * One action of the panel: its fields and its button. Not a <form>: the panel sits inside the
 * admin's own document form, so Enter in a field and the button act here instead.
 */
function ActionGroup({
  label,
  action,
  busy,
  busyLabel,
  buttonStyle,
  onSubmit,
  children,
}: {
  label: string
  action: string
  busy: boolean
  busyLabel: string
  buttonStyle: 'secondary' | 'error'
  onSubmit: () => void
  children: React.ReactNode
}) {
  const hydrated = useHydrated()
  return (
    <div
      className={styles.section}
      role="group"
      aria-label={label}
      onKeyDown={enterSubmits(onSubmit)}
    >
      {children}
      <Button
        type="button"
        buttonStyle={buttonStyle}
        size="small"
        disabled={busy || !hydrated}
        onClick={onSubmit}
      >
        {busy ? busyLabel : action}
      </Button>
    </div>
  )
}

/** False until React runs in the browser: a form sent before that would reload the page instead. */
const noSubscription = () => () => {}
const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

/**
 * The order's actions in the admin sidebar: staff move it to its next status with what that step
 * needs; admins refund it through Square. Both call the order endpoints, which check everything
 * again, then reload the order to show the result and its timeline.
 */
export function OrderActions() {
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
  }))
  if (!id || !fields.status) return null
  const isAdmin = (user as { role?: string } | null)?.role === 'admin'
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
        />
      )}
      {fields.unconfirmedCents > 0 && (
        <p className={styles.warning} role="status">
          A refund of {formatCents(fields.unconfirmedCents)} is not confirmed by Square yet. Refund
          asks Square about it before anything else.
        </p>
      )}
      {refundable && <RefundOrder id={id} leftCents={left} chargedCents={fields.amountCents} />}
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

function MoveOrder({
  id,
  from,
  targets,
  einOrdered,
  confirmation,
}: {
  id: number | string
  /** The status shown: a move is refused if the order has moved since. */
  from: OrderStatus
  targets: StaffTarget[]
  einOrdered: boolean
  confirmation: string
}) {
  const uid = useId()
  const [to, setTo] = useState<StaffTarget>(targets[0]!)
  const [filedAt, setFiledAt] = useState(today)
  const [number, setNumber] = useState(confirmation)
  const [ein, setEin] = useState('')
  const [note, setNote] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [busy, setBusy] = useState(false)
  const filing = to === 'filed_with_state' || to === 'completed'

  async function submit() {
    setBusy(true)
    try {
      if (files.length) await uploadDocuments(id, files)
      const { ok, answer } = await post(`/api/orders/${id}/status`, {
        status: to,
        from,
        ...(filing ? { filedAt, stateConfirmationNumber: number } : {}),
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
      onSubmit={() => void submit()}
    >
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

function RefundOrder({
  id,
  leftCents,
  chargedCents,
}: {
  id: number | string
  leftCents: number
  chargedCents: number
}) {
  const uid = useId()
  const [amount, setAmount] = useState((leftCents / 100).toFixed(2))
  const [reason, setReason] = useState('')
  // One key per refund asked for: a second click, or a retry after no answer, sends the same one.
  const [key, setKey] = useState(() => crypto.randomUUID())
  const [busy, setBusy] = useState(false)
  const cents = centsFromDollars(amount)

  async function submit() {
    if (cents === null || cents < 1 || cents > leftCents) {
      toast.error(`Enter an amount from $0.01 to ${formatCents(leftCents)}.`)
      return
    }
    if (!reason.trim()) {
      toast.error('Give a reason for the refund.')
      return
    }
    if (!window.confirm(`Refund ${formatCents(cents)} to the customer's card?`)) return
    setBusy(true)
    try {
      const { ok, status, answer } = await post(`/api/orders/${id}/refund`, {
        amountCents: cents,
        reason,
        key,
      })
      if (!ok) {
        toast.error(problemOf(answer))
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
      onSubmit={() => void submit()}
    >
      <p className={styles.hint}>
        Charged {formatCents(chargedCents)}; {formatCents(leftCents)} can be refunded.
      </p>
      <label htmlFor={`${uid}-amount`}>Refund amount ($)</label>
      <input
        id={`${uid}-amount`}
        inputMode="decimal"
        required
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
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
