'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { buttonClass } from '@/components/Button'
import { fieldStyles } from '@/components/FormField'
import { CardBrands } from '@/components/SquareCard/CardBrands'
import { CardField } from '@/components/SquareCard/CardField'
import { useSquareCard } from '@/components/SquareCard/useSquareCard'
import type { SquareBrowserConfig } from '@/order/squareBrowserConfig'

import styles from './styles.module.css'

type Props = {
  token: string
  balanceId: number
  amountCents: number
  /** "$20.00" */
  amount: string
  square: SquareBrowserConfig | null
}

type Wire = { data?: { success?: boolean; error?: string; message?: string; code?: string } }

const OFFLINE = 'You seem to be offline: nothing was charged. Try again in a moment.'

/**
 * Pays the balance by card: Square's card field (loaded when the customer opens the form), one
 * tokenize, one call with the link's token. The server charges at most once per balance whatever
 * is clicked or repeated (src/order/server/balances/pay.ts); a charge being confirmed is said so,
 * never "try again".
 */
export function BalanceCardForm({ token, balanceId, amountCents, amount, square }: Props) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const container = useRef<HTMLDivElement>(null)
  const card = useSquareCard(open ? square : null, container)

  if (!open)
    return (
      <button type="button" className={buttonClass('primary')} onClick={() => setOpen(true)}>
        Pay {amount} by card
      </button>
    )

  async function pay(event: React.FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setProblem(null)
    try {
      const result = await card.tokenize()
      if (result.status !== 'OK' || !result.token) {
        const messages = (result as { errors?: { message?: string }[] }).errors ?? []
        setProblem(messages.map((error) => error.message).join(' ') || 'Check the card details.')
        return
      }
      let response: Response
      try {
        response = await fetch('/api/orders/balance', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          credentials: 'omit',
          body: JSON.stringify({ token, balanceId, cardToken: result.token, amountCents }),
        })
      } catch {
        setProblem(OFFLINE)
        return
      }
      const wire = (await response.json().catch(() => null)) as Wire | null
      if (response.status === 200 && wire?.data?.success) {
        setDone(`Thank you: ${amount} is paid. We go on with your filing.`)
        router.refresh()
      } else if (response.status === 202) {
        setDone(wire?.data?.message ?? 'We are confirming your payment.')
      } else {
        setProblem(wire?.data?.error ?? 'The payment did not go through. Nothing was charged.')
      }
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }

  if (done)
    return (
      <p role="status" className={styles.notice}>
        {done}
      </p>
    )

  return (
    <form
      className={styles.payForm}
      onSubmit={(event) => void pay(event)}
      aria-label="Pay the balance"
    >
      <CardBrands />
      <CardField
        id="balance-card"
        container={container}
        state={card.state}
        errors={problem ? [problem] : []}
        unavailable="Card payment is unavailable right now. Please try again later or contact us."
      />
      <button
        type="submit"
        className={buttonClass('primary')}
        disabled={busy || card.state !== 'ready'}
      >
        {busy ? 'Paying…' : `Pay ${amount}`}
      </button>
      <p className={fieldStyles.hint}>
        Payments are processed by Square. Your card number never reaches our servers.
      </p>
    </form>
  )
}
