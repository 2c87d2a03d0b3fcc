import { ConfirmationModal } from '@payloadcms/ui'

import type { MoveNotice } from '../moveNotice'

/** Asks before a move, saying what it changes, what the customer is sent and whether it can be undone. */
export function MoveConfirmation({
  slug,
  notice,
  onConfirm,
}: {
  slug: string
  notice: MoveNotice
  onConfirm: () => Promise<void>
}) {
  return (
    <ConfirmationModal
      modalSlug={slug}
      heading={notice.heading}
      confirmLabel="Move the order"
      confirmingLabel="Moving…"
      cancelLabel="Keep it as it is"
      body={
        <>
          <ul>
            {notice.does.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>
            <strong>Email:</strong> {notice.email}
          </p>
          <p>
            <strong>{notice.undo}</strong>
          </p>
        </>
      }
      onConfirm={onConfirm}
    />
  )
}
