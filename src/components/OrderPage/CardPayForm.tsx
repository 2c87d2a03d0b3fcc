'use client'

import { useRef, useState } from 'react'

import { buttonClass } from '@/components/Button'
import { fieldStyles } from '@/components/FormField'
import { CardBrands } from '@/components/SquareCard/CardBrands'
import { CardField } from '@/components/SquareCard/CardField'
import { useSquareCard } from '@/components/SquareCard/useSquareCard'
import type { SquareBrowserConfig } from '@/order/squareBrowserConfig'

import fields from './FilingDetails/fields.module.css'
import styles from './styles.module.css'

type Props = {
  /** The pay endpoint: `/api/orders/balance`, `/api/orders/agent-renewal`. */
  endpoint: string
  /** What the endpoint needs besides the card token: the link's token, the amount shown, … */
  body: Record<string, string | number>
  /** "$20.00" */
  amount: string
  /** What is being paid, for the form's name: "the balance", "the renewal". */
  what: string
  /** Said once it is paid. */
  thanks: string
  /** The card field's id, unique on the page. */
  fieldId: string
  /**
   * A box the customer must tick first, with these words (saving a card for automatic renewal);
   * the endpoint gets `consent: true` and stores its own copy of the words.
   */
  consent?: string
  /**
   * A box the customer may tick to also save the card for automatic renewal, with these words;
   * the endpoint gets `saveCard: true` and says in `note` whether the card was saved.
   */
  optionalConsent?: string
  /** The buttons' words when the form does not pay now: to open it, and to send it. */
  openLabel?: string
  submitLabel?: string
  square: SquareBrowserConfig | null
}

type Wire = {
  data?: { success?: boolean; error?: string; message?: string; code?: string; note?: string }
}

const OFFLINE = 'You seem to be offline: nothing was charged. Try again in a moment.'

/**
 * Pays a charge after the checkout by card (a state-fee balance, a year of our registered agent):
 * Square's card field (loaded when the customer opens the form), one tokenize, one call with the
 * link's token. The server charges at most once whatever is clicked or repeated
 * (src/order/server/cardCharges); a charge being confirmed is said so, never "try again".
 */
export function CardPayForm({
  endpoint,
  body,
  amount,
  what,
  thanks,
  fieldId,
  square,
  consent,
  optionalConsent,
  openLabel,
  submitLabel,
}: Props) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [saveCard, setSaveCard] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  const card = useSquareCard(open ? square : null, container)

  if (!open)
    return (
      <button type="button" className={buttonClass('primary')} onClick={() => setOpen(true)}>
        {openLabel ?? `Pay ${amount} by card`}
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
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          credentials: 'omit',
          body: JSON.stringify({
            ...body,
            cardToken: result.token,
            ...(consent ? { consent: true } : {}),
            ...(optionalConsent && saveCard ? { saveCard: true } : {}),
          }),
        })
      } catch {
        setProblem(OFFLINE)
        return
      }
      const wire = (await response.json().catch(() => null)) as Wire | null
      if (response.status === 200 && wire?.data?.success) {
        // The thanks stay where the form was: refreshing the page here would replace them (a paid
        // balance's card goes away) before the customer has read them. The next visit shows it.
        setDone(thanks + (wire.data.note ?? ''))
      } else if (response.status === 202) {
        setDone(wire?.data?.message ?? 'We are confirming your payment.')
      } else {
        setProblem(
          wire?.data?.error ??
            (consent
              ? 'The card was not saved. Nothing was charged.'
              : 'The payment did not go through. Nothing was charged.'),
        )
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
      aria-label={consent ? `Save a card for ${what}` : `Pay ${what}`}
    >
      <CardBrands />
      <CardField
        id={fieldId}
        container={container}
        state={card.state}
        errors={problem ? [problem] : []}
        unavailable="Card payment is unavailable right now. Please try again later or contact us."
      />
      {consent && (
        <label className={fields.check}>
          <input type="checkbox" name="consent" required />
          <span>{consent}</span>
        </label>
      )}
      {optionalConsent && (
        <label className={fields.check}>
          <input
            type="checkbox"
            name="saveCard"
            checked={saveCard}
            onChange={(event) => setSaveCard(event.target.checked)}
          />
          <span>
            Also renew automatically with this card. <span>{optionalConsent}</span>
          </span>
        </label>
      )}
      <button
        type="submit"
        className={buttonClass('primary')}
        disabled={busy || card.state !== 'ready'}
      >
        {busy ? (consent ? 'Saving…' : 'Paying…') : (submitLabel ?? `Pay ${amount}`)}
      </button>
      <p className={fieldStyles.hint}>
        Payments are processed by Square. Your card number never reaches our servers.
      </p>
    </form>
  )
}
