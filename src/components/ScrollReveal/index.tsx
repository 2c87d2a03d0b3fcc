'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Wide screens only (as the design), and never for visitors who asked for less motion. */
const ENABLED = '(min-width: 991px) and (prefers-reduced-motion: no-preference)'

/**
 * Fades each marked section (components/Section) in once, the first time it scrolls into view.
 * Only sections that start below the fold are hidden, and only from here, after the script ran.
 */
export function ScrollReveal() {
  const pathname = usePathname()

  useEffect(() => {
    if (!window.matchMedia(ENABLED).matches || !('IntersectionObserver' in window)) return
    const below = [...document.querySelectorAll<HTMLElement>('[data-reveal=""]')].filter(
      (section) => section.getBoundingClientRect().top >= window.innerHeight,
    )
    if (below.length === 0) return
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { isIntersecting, target } of entries) {
          if (!isIntersecting) continue
          target.setAttribute('data-reveal', 'shown')
          observer.unobserve(target)
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    )
    for (const section of below) {
      section.setAttribute('data-reveal', 'pending')
      observer.observe(section)
    }
    return () => {
      observer.disconnect()
      // A section kept by the next page must not stay hidden with nothing watching it.
      for (const section of below) {
        if (section.dataset.reveal === 'pending') section.setAttribute('data-reveal', '')
      }
    }
  }, [pathname])

  return null
}
