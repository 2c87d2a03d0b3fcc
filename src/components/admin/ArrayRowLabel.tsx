'use client'
import { useRowLabel } from '@payloadcms/ui'

import { firstText } from './rowLabelText'
import styles from './rowLabel.module.css'

type Props = {
  /** What a row is called while it has no text yet, numbered: "Card" gives "Card 3". */
  fallback: string
  /** The row's fields that name it, the first with text wins, e.g. `['link.label']`. */
  text: string[]
}

/** A row of a list staff edit, named by its own text rather than "Item 03" (src/fields/rowLabel). */
export function ArrayRowLabel({ fallback, text }: Props) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const label = firstText(data, text) ?? `${fallback} ${(rowNumber ?? 0) + 1}`
  return <span className={styles.label}>{label}</span>
}
