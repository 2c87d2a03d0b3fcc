'use client'
import { Button, toast } from '@payloadcms/ui'
import { useState } from 'react'

import type { LinkActionRequest } from '../staffActions'
import styles from './OrderActions.module.css'
import { problemOf, requestLinkAction } from './orderApi'
import { useHydrated } from './useHydrated'

const dayAndTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

const CONFIRM: Record<LinkActionRequest['action'], (email: string) => string> = {
  reissue: (email) =>
    `Make a new link to the order page and email it to ${email || 'the customer'}? The link they have stops working.`,
  revoke: () =>
    'Revoke the link to the order page? It stops working at once; the next email to the customer carries a new one.',
}

/**
 * The customer's order page link: when it was made, and what staff can do with it
 * (docs/customer-page.md#the-link): any of them revoke it, an admin emails a new one to the
 * order's address. The link itself is never shown: only the customer has it.
 */
export function CustomerLink({
  id,
  issuedAt,
  revokedAt,
  email,
  canReissue,
}: {
  id: number | string
  issuedAt?: string | null
  revokedAt?: string | null
  email: string
  canReissue: boolean
}) {
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)

  async function act(action: LinkActionRequest['action']) {
    if (!window.confirm(CONFIRM[action](email))) return
    setBusy(true)
    try {
      const { ok, answer } = await requestLinkAction(id, { action })
      if (!ok) {
        toast.error(problemOf(answer))
        return
      }
      toast.success(action === 'revoke' ? 'Link revoked.' : 'New link emailed to the customer.')
      window.location.reload()
    } catch {
      toast.error('No answer from the server: reload the order to see whether it changed.')
    } finally {
      setBusy(false)
    }
  }

  const working = Boolean(issuedAt) && !revokedAt
  return (
    <div className={styles.section} role="group" aria-label="Customer's order page link">
      <p className={styles.hint}>
        {working
          ? `Order page link made ${dayAndTime(issuedAt!)}.`
          : revokedAt
            ? `No working link: revoked ${dayAndTime(revokedAt)}.`
            : 'No link yet: it is made when the confirmation is sent.'}
      </p>
      {!canReissue && <p className={styles.hint}>An admin can email a new link.</p>}
      <div className={styles.buttons}>
        {canReissue && (
          <Button
            type="button"
            buttonStyle="secondary"
            size="small"
            disabled={busy || !hydrated}
            onClick={() => act('reissue')}
          >
            Email a new link
          </Button>
        )}
        {working && (
          <Button
            type="button"
            buttonStyle="error"
            size="small"
            disabled={busy || !hydrated}
            onClick={() => act('revoke')}
          >
            Revoke link
          </Button>
        )}
      </div>
    </div>
  )
}
