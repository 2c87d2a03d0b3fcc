import { Icon } from '@/components/Icon'
import { Media } from '@/components/Media'
import { SectionHeading } from '@/components/SectionHeading'
import type { TickerBlock } from '@/payload-types'

import styles from './styles.module.css'

type Item = TickerBlock['items'][number]

function TickerItem({ item }: { item: Item }) {
  if (item.logo && typeof item.logo === 'object') {
    return (
      <li className={styles.logo}>
        <Media resource={{ ...item.logo, alt: item.label }} width={160} />
      </li>
    )
  }
  return (
    <li className={styles.word}>
      <Icon name={item.icon} size={22} strokeWidth={1.75} className={styles.icon} />
      {item.label}
    </li>
  )
}

/**
 * The list twice in a row, moving left by one list's width and starting over: the copy fills the
 * gap, so the band never runs empty. Screen readers read the first list only.
 */
export function TickerView({ eyebrow, title, intro, items }: TickerBlock) {
  const label = title || intro || eyebrow || 'Topics'
  return (
    <>
      {title ? (
        <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      ) : (
        intro && <p className={styles.caption}>{intro}</p>
      )}
      <div className={styles.ticker}>
        <ul className={styles.track} aria-label={label}>
          {items.map((item, i) => (
            <TickerItem key={item.id ?? i} item={item} />
          ))}
        </ul>
        <ul className={`${styles.track} ${styles.copy}`} aria-hidden="true">
          {items.map((item, i) => (
            <TickerItem key={item.id ?? i} item={item} />
          ))}
        </ul>
      </div>
    </>
  )
}
