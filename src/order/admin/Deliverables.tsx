'use client'
import { Button, toast } from '@payloadcms/ui'
import { useState } from 'react'

import type { WorkItem } from '@/collections/OrderWork/items'

import { DELIVERY_LABELS, type Delivery, type DeliveryState } from '../deliveries'
import { DOCUMENT_TITLES } from '../documents/kinds'
import styles from './OrderActions.module.css'
import { problemOf, requestWork } from './orderApi'
import { useHydrated } from './useHydrated'

/** A file staff attached to the order, which a work item may name when done. */
export type AttachedFile = { id: number; filename: string }

type Props = {
  id: number | string
  deliveries: Delivery[]
  files: AttachedFile[]
  /** The order is paid and not stopped: its work can move. */
  open: boolean
}

type WorkAction = 'assign' | 'done' | 'reopen'

/** Each action on a work item, and the states it is offered in. */
const ACTIONS: { action: WorkAction; label: string; shownIn: DeliveryState[] }[] = [
  { action: 'assign', label: 'Assign to me', shownIn: ['to_do'] },
  { action: 'done', label: 'Mark done', shownIn: ['to_do', 'assigned'] },
  { action: 'reopen', label: 'Reopen', shownIn: ['done'] },
]

function Work({ id, delivery, files, open }: Omit<Props, 'deliveries'> & { delivery: Delivery }) {
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const [file, setFile] = useState('')

  async function act(action: WorkAction) {
    setBusy(true)
    try {
      const body = {
        item: delivery.key as WorkItem,
        action,
        ...(action === 'done' && file ? { document: Number(file) } : {}),
      }
      const { ok, answer } = await requestWork(id, body)
      if (!ok) return toast.error(problemOf(answer))
      window.location.reload()
    } catch {
      toast.error('No answer from the server: reload the order to see whether it changed.')
    } finally {
      setBusy(false)
    }
  }

  const done = delivery.state === 'done'
  const disabled = busy || !hydrated || !open
  return (
    <li className={styles.deliverable}>
      <strong>{delivery.label}</strong>{' '}
      <span className={styles.hint}>
        {DELIVERY_LABELS[delivery.state]}
        {delivery.assignedTo ? ` · ${delivery.assignedTo}` : ''}
      </span>
      <p className={styles.hint}>{delivery.work}</p>
      {open && !done && files.length > 0 && (
        <label>
          File to attach when done
          <select value={file} onChange={(event) => setFile(event.target.value)}>
            <option value="">None</option>
            {files.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.filename}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className={styles.buttons}>
        {ACTIONS.filter(({ shownIn }) => shownIn.includes(delivery.state)).map(
          ({ action, label }) => (
            <Button
              key={action}
              type="button"
              buttonStyle="secondary"
              size="small"
              disabled={disabled}
              onClick={() => act(action)}
            >
              {label}
            </Button>
          ),
        )}
      </div>
    </li>
  )
}

/**
 * What the order paid for and where each stands (docs/documents.md#deliverables): documents are
 * delivered once made; work is assigned, then done. The order is completed only when all are.
 */
export function Deliverables({ id, deliveries, files, open }: Props) {
  if (!deliveries.length) return null
  return (
    <div className={styles.section} role="group" aria-label="Deliverables">
      <p className={styles.hint}>
        <strong>Deliverables</strong>: the order can be completed once every one is delivered or
        done.
      </p>
      <ul className={styles.deliverables}>
        {deliveries.map((delivery) =>
          delivery.work ? (
            <Work key={delivery.key} id={id} delivery={delivery} files={files} open={open} />
          ) : (
            <li key={delivery.key} className={styles.deliverable}>
              <strong>{delivery.label}</strong>{' '}
              <span className={styles.hint}>
                {DELIVERY_LABELS[delivery.state]}
                {delivery.state === 'waiting' && delivery.made.length
                  ? ` (${delivery.made.map((kind) => DOCUMENT_TITLES[kind]).join(', ')} made)`
                  : ''}
              </span>
            </li>
          ),
        )}
      </ul>
    </div>
  )
}
