'use client'

import { type Card, payments, type TokenResult } from '@square/web-sdk'
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'

import type { SquareBrowserConfig } from '@/order/squareBrowserConfig'

export type CardFieldState = 'loading' | 'ready' | 'unavailable'

/**
 * Loads Square's script (once per page, by `@square/web-sdk`) and attaches the card field to
 * `container` while it is mounted. A script that cannot load leaves the state 'unavailable'.
 */
export function useSquareCard(
  config: SquareBrowserConfig | null,
  container: RefObject<HTMLDivElement | null>,
) {
  const card = useRef<Card | null>(null)
  const [state, setState] = useState<CardFieldState>(config ? 'loading' : 'unavailable')
  const { applicationId, locationId, scriptUrl } = config ?? {}

  useEffect(() => {
    if (!applicationId || !locationId || !container.current) return
    const element = container.current
    let cancelled = false
    let attached: Card | null = null
    ;(async () => {
      try {
        const square = await payments(
          applicationId,
          locationId,
          scriptUrl ? { scriptSrc: scriptUrl } : undefined,
        )
        if (!square) throw new Error('Square.js is not available')
        const created = await square.card()
        attached = created
        if (cancelled) return
        await created.attach(element)
        if (cancelled) return
        card.current = created
        setState('ready')
      } catch (error) {
        // The visitor sees that card payment is unavailable; the details are for us.
        console.error('Square card field could not load:', error)
        if (!cancelled) setState('unavailable')
      }
    })()
    return () => {
      cancelled = true
      card.current = null
      attached?.destroy().catch(() => undefined)
    }
  }, [applicationId, locationId, scriptUrl, container])

  const tokenize = useCallback(async (): Promise<TokenResult> => {
    if (!card.current)
      throw new Error('Card payment is not available right now. Please try again later.')
    return card.current.tokenize()
  }, [])

  return { state, tokenize }
}
