'use client'

import type { KeyboardEvent, ReactNode } from 'react'

import type { SectionPlan } from '@/order/filing/sections'

import { toggleId } from './paths'
import styles from './styles.module.css'

type Props = {
  plan: SectionPlan
  open: boolean
  complete: boolean
  /** Staff asked for a change here, not saved since. */
  asked: boolean
  onToggle: () => void
  children: ReactNode
}

/** Up and down arrows, Home and End move between the sections' buttons, as in an accordion. */
export function moveBetweenToggles(event: KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement
  if (!target.matches('[data-toggle]')) return
  const toggles = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-toggle]')]
  const at = toggles.indexOf(target)
  const moves: Record<string, number> = {
    ArrowDown: at + 1,
    ArrowUp: at - 1,
    Home: 0,
    End: toggles.length - 1,
  }
  const to = moves[event.key]
  if (to === undefined) return
  event.preventDefault()
  toggles[(to + toggles.length) % toggles.length]?.focus()
}

/** One section: its button (title and state) and, when open, its form. */
export function SectionPanel({ plan, open, complete, asked, onToggle, children }: Props) {
  const buttonId = toggleId(plan.name)
  const panelId = `${buttonId}-panel`
  const state = asked ? 'Change asked' : complete ? 'Complete' : 'Needs answers'
  return (
    <li className={open ? `${styles.panel} ${styles.open}` : styles.panel}>
      <h3 className={styles.panelHeading}>
        <button
          type="button"
          id={buttonId}
          data-toggle
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span>{plan.title}</span>
          <span
            className={`${styles.state} ${complete && !asked ? styles.complete : styles.needed}`}
          >
            {state}
          </span>
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className={styles.body}
        hidden={!open}
      >
        <p className={styles.sectionIntro}>{plan.intro}</p>
        {children}
      </div>
    </li>
  )
}
