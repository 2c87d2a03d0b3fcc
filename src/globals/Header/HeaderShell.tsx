'use client'

import { Icon } from '@/components/Icon'
import { usePathname } from 'next/navigation'
import type React from 'react'
import { useEffect, useState } from 'react'

import styles from './styles.module.css'

const SCROLLED_AFTER_PX = 80
const REVEALED_AFTER_PX = 700

/**
 * Where the visitor is: at the top the header sits in the page; past 80 px it takes its scrolled
 * style and, while they scroll down, waits above the screen, out of the way of what they started
 * reading. It slides in past 700 px, on any scroll up, and on a page too short to reach 700 px,
 * so the menu is never out of reach.
 */
type HeaderState = 'top' | 'scrolled' | 'revealed'

type ScrollPosition = { y: number; previousY: number; maxY: number }

export const headerStateAt = ({ y, previousY, maxY }: ScrollPosition): HeaderState => {
  if (y <= SCROLLED_AFTER_PX) return 'top'
  if (y > REVEALED_AFTER_PX || y < previousY || maxY <= REVEALED_AFTER_PX) return 'revealed'
  return 'scrolled'
}

/** The interactive part of the header: its scroll states and the mobile menu toggle. */
export function HeaderShell({
  brand,
  children,
}: {
  brand: React.ReactNode
  children: React.ReactNode
}) {
  const [state, setState] = useState<HeaderState>('top')
  const pathname = usePathname()
  // The menu is open on the page where it was opened: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname

  useEffect(() => {
    // React skips the render when the state is unchanged, so most scroll events cost nothing.
    let previousY = window.scrollY
    const onScroll = () => {
      const position = {
        y: window.scrollY,
        previousY,
        maxY: document.documentElement.scrollHeight - window.innerHeight,
      }
      previousY = position.y
      // An event without movement (a resize, a restored position) keeps a revealed header.
      setState((current) =>
        position.y === position.previousY && current === 'revealed'
          ? current
          : headerStateAt(position),
      )
    }
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  return (
    // The slot keeps the header's room in the page while the header itself leaves the flow.
    <div className={styles.slot}>
      <header className={`${styles.header} ${open ? styles.open : ''}`} data-state={state}>
        <div className={`container ${styles.inner}`}>
          {brand}
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls="site-menu"
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            {open ? <Icon name="x" /> : <Icon name="menu" />}
            <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
          </button>
          <div id="site-menu" className={styles.menu}>
            {children}
          </div>
        </div>
      </header>
    </div>
  )
}
