import { SectionHeading } from '@/components/SectionHeading'
import type { StatsBlock } from '@/payload-types'

import styles from './styles.module.css'

const layoutClass = { band: styles.band, cards: styles.cards }

/**
 * Each figure is one list item whose value and label read as one phrase ("36K+ founders served"),
 * so a screen reader never announces a bare number.
 */
export function StatsView({ eyebrow, title, intro, layout, items }: StatsBlock) {
  return (
    <>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <ul className={`${styles.stats} ${layoutClass[layout]}`} aria-label={title ?? 'Key figures'}>
        {items.map((item, i) => (
          <li
            key={item.id ?? i}
            className={layout === 'cards' ? `card-surface ${styles.item}` : styles.item}
          >
            <p className={styles.figure}>
              <span className={styles.value}>{item.value}</span>{' '}
              <span className={styles.label}>{item.label}</span>
            </p>
            {item.text && <p className={styles.text}>{item.text}</p>}
          </li>
        ))}
      </ul>
    </>
  )
}
