'use client'
import { useRowLabel } from '@payloadcms/ui'
import type { BlocksFieldClient } from 'payload'

import { blockRowText } from './rowLabelText'
import styles from './rowLabel.module.css'

type BlockRow = Record<string, unknown> & { blockType?: string }

/**
 * A section of a page's layout named by its block and its content, e.g. "Hero — Form your LLC in
 * any state", so staff find a section without opening each one (docs/content-editing.md).
 * `field` is the layout field Payload hands every block label.
 */
export function BlockRowLabel({ field }: { field?: BlocksFieldClient }) {
  const { data } = useRowLabel<BlockRow>()
  const block = field?.blocks?.find((candidate) => candidate.slug === data?.blockType)
  const singular = block?.labels?.singular
  const name = typeof singular === 'string' ? singular : (data?.blockType ?? 'Section')
  const text = blockRowText(data)
  return <span className={styles.label}>{text ? `${name} — ${text}` : name}</span>
}
