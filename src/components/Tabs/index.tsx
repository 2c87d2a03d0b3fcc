'use client'

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

import styles from './styles.module.css'

export type TabItem = { id: string; label: string; content: ReactNode }

type Props = {
  tabs: TabItem[]
  /** Names the set of tabs for screen readers, e.g. "Questions by topic". */
  label: string
  orientation?: 'horizontal' | 'vertical'
}

const BACK = { horizontal: ['ArrowLeft'], vertical: ['ArrowUp', 'ArrowLeft'] }
const FORWARD = { horizontal: ['ArrowRight'], vertical: ['ArrowDown', 'ArrowRight'] }

/**
 * Panels behind a row (or column) of tabs, following the WAI-ARIA tabs pattern: only the
 * active tab is in the tab order, arrow keys move to the previous or next tab and show it,
 * Home and End jump to the first and last. The first tab is active on the server-rendered page.
 */
export function Tabs({ tabs, label, orientation = 'horizontal' }: Props) {
  const [active, setActive] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const base = useId()
  const last = tabs.length - 1

  const onKeyDown = (event: KeyboardEvent) => {
    let next: number | null = null
    if (BACK[orientation].includes(event.key)) next = active === 0 ? last : active - 1
    else if (FORWARD[orientation].includes(event.key)) next = active === last ? 0 : active + 1
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = last
    if (next === null) return
    event.preventDefault()
    setActive(next)
    buttons.current[next]?.focus()
  }

  return (
    <div className={`${styles.tabs} ${styles[orientation]}`}>
      <div role="tablist" aria-label={label} aria-orientation={orientation} className={styles.list}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[i] = element
            }}
            type="button"
            role="tab"
            id={`${base}t${i}`}
            aria-selected={i === active}
            aria-controls={`${base}p${i}`}
            tabIndex={i === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(i)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}p${i}`}
          aria-labelledby={`${base}t${i}`}
          tabIndex={0}
          hidden={i !== active}
          className={styles.panel}
        >
          {tab.content}
        </div>
      ))}
    </div>
  )
}
