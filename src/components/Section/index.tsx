import type React from 'react'

import type { SectionBackground, SectionSpacing } from '@/fields/section'

import styles from './styles.module.css'

type Props = {
  id?: string
  background?: SectionBackground | null
  spacing?: SectionSpacing | null
  /** May fade in when scrolled to (see ScrollReveal); never the first section, the page's largest paint. */
  reveal?: boolean
  children: React.ReactNode
}

/** The frame of every block on a page: its anchor, background, vertical rhythm and width. */
export function Section({ id, background, spacing, reveal = false, children }: Props) {
  const className = [
    styles.section,
    styles[background ?? 'plain'],
    styles[spacing ?? 'normal'],
  ].join(' ')
  return (
    <section id={id} className={className} data-reveal={reveal ? '' : undefined}>
      <div className="container">{children}</div>
    </section>
  )
}
