import { Icon } from '@/components/Icon'

import { IconBadge } from '@/components/CardBody'
import type { ContentBlock } from '@/payload-types'

import styles from './list.module.css'

type Props = NonNullable<ContentBlock['list']>

/** The points of a content section: check marks or numbers beside the text, or icon cards. */
export function ContentList({ style, items }: Props) {
  if (!items?.length) return null
  const List = style === 'numbered' ? 'ol' : 'ul'
  const listClass = styles[style ?? 'checks']
  return (
    <List className={`${styles.list} ${listClass}`}>
      {items.map((item, i) => (
        <li
          key={item.id ?? i}
          className={style === 'cards' ? `card-surface ${styles.item}` : styles.item}
        >
          {style === 'cards' && item.icon && <IconBadge name={item.icon} />}
          {style === 'numbered' && (
            <span className={styles.marker} aria-hidden="true">
              {i + 1}
            </span>
          )}
          {(style ?? 'checks') === 'checks' && (
            <span className={styles.marker} aria-hidden="true">
              <Icon name="check" size={16} strokeWidth={3} />
            </span>
          )}
          <div>
            {item.title &&
              (style === 'cards' ? <h3>{item.title}</h3> : <strong>{item.title}</strong>)}
            {item.title && style !== 'cards' && ' '}
            <span className={styles.text}>{item.text}</span>
          </div>
        </li>
      ))}
    </List>
  )
}
