'use client'

import { type ReactNode, useId, useState } from 'react'

import styles from './styles.module.css'

export type AccordionItem = { id: string; title: string; content: ReactNode }

type Props = {
  items: AccordionItem[]
  /** The level of the headings that hold the buttons, below the section's own heading. */
  headingLevel?: 3 | 4
}

// Landmarks help with a few panels and become noise with many.
const MAX_REGIONS = 6

/**
 * Questions (or any titled content) that open one at a time: the first starts open, so the
 * server-rendered page shows an answer even before scripts run, and clicking the open one
 * closes it. Each title is a button inside a heading, as the WAI-ARIA accordion pattern asks.
 */
export function Accordion({ items, headingLevel = 3 }: Props) {
  const [openId, setOpenId] = useState<string | null>(items[0]?.id ?? null)
  const base = useId()
  const Heading = `h${headingLevel}` as const
  const regions = items.length <= MAX_REGIONS
  return (
    <div className={styles.accordion}>
      {items.map((item, i) => {
        const open = item.id === openId
        const buttonId = `${base}b${i}`
        const panelId = `${base}p${i}`
        return (
          <div key={item.id} className={open ? `${styles.item} ${styles.open}` : styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                {item.title}
                <span className={styles.sign} aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              role={regions ? 'region' : undefined}
              aria-labelledby={regions ? buttonId : undefined}
              className={styles.panel}
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        )
      })}
    </div>
  )
}
