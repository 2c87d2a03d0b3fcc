'use client'

import { Menu, X } from 'lucide-react'
import { usePathname } from 'next/navigation'
import type React from 'react'
import { useEffect, useState } from 'react'

import styles from './styles.module.css'

const SCROLLED_AFTER_PX = 80

/** The interactive part of the header: the scrolled style and the mobile menu toggle. */
export function HeaderShell({
  brand,
  children,
}: {
  brand: React.ReactNode
  children: React.ReactNode
}) {
  const [scrolled, setScrolled] = useState(false)
  const pathname = usePathname()
  // The menu is open on the page where it was opened: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLLED_AFTER_PX)
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
    <header
      className={`${styles.header} ${scrolled ? styles.scrolled : ''} ${open ? styles.open : ''}`}
    >
      <div className={`container ${styles.inner}`}>
        {brand}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
        </button>
        <div id="site-menu" className={styles.menu}>
          {children}
        </div>
      </div>
    </header>
  )
}
