import type React from 'react'

import type { SectionBackground, SectionSpacing } from '@/fields/section'

import styles from './styles.module.css'

type Props = {
  id?: string
  background?: SectionBackground | null
  spacing?: SectionSpacing | null
  children: React.ReactNode
}

/** The frame of every block on a page: its anchor, background, vertical rhythm and width. */
export function Section({ id, background, spacing, children }: Props) {
  const className = [
    styles.section,
    styles[background ?? 'plain'],
    styles[spacing ?? 'normal'],
  ].join(' ')
  return (
    <section id={id} className={className}>
      <div className="container">{children}</div>
    </section>
  )
}
