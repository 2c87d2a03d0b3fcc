'use client'

import type React from 'react'
import { useEffect, useState } from 'react'

import styles from './styles.module.css'

const LABELS = ['Days', 'Hours', 'Minutes', 'Seconds'] as const

/** Days, then hours, minutes and seconds as two digits each. */
const figures = (left: number) => [
  String(Math.floor(left / 86_400)),
  ...[Math.floor(left / 3_600) % 24, Math.floor(left / 60) % 60, left % 60].map((n) =>
    String(n).padStart(2, '0'),
  ),
]

type Props = {
  /** The launch, as an ISO date. */
  target: string
  /** Shown until the launch, above the figures. */
  heading: React.ReactNode
  /** Replaces everything once the launch has passed. */
  live: React.ReactNode
  /** Shown until the launch, under the figures: the date in words and any note. */
  children: React.ReactNode
}

const secondsUntil = (end: number) => Math.max(0, Math.ceil((end - Date.now()) / 1000))

/**
 * Days, hours, minutes and seconds until the launch, ticking every second. The page is served
 * from cache, so the figures come from the visitor's clock after mount; until then (and without
 * JavaScript) the date in words stands alone. The figures are not announced as they tick.
 */
export function Countdown({ target, heading, live, children }: Props) {
  const [left, setLeft] = useState<number | null>(null)

  useEffect(() => {
    const end = Date.parse(target)
    const update = () => {
      const seconds = secondsUntil(end)
      setLeft(seconds)
      if (seconds === 0) window.clearInterval(timer)
    }
    const timer = window.setInterval(update, 1000)
    update()
    return () => window.clearInterval(timer)
  }, [target])

  if (left === 0) return <>{live}</>
  return (
    <>
      {heading}
      <div className={styles.clock}>
        {left !== null && (
          <ul className={styles.units} aria-label="Time left">
            {figures(left).map((value, i) => (
              <li key={LABELS[i]} className={styles.unit}>
                <span className={styles.value}>{value}</span>
                <span className={styles.label}>{LABELS[i]}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {children}
    </>
  )
}
