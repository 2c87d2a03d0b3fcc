import { Icon } from '@/components/Icon'

import { CardBody } from '@/components/CardBody'
import { CMSLink } from '@/components/CMSLink'
import { SectionHeading } from '@/components/SectionHeading'
import { serviceCards } from '@/content/services'
import type { CardGridBlock } from '@/payload-types'

import styles from './styles.module.css'

const columnClass = { '2': styles.cols2, '3': styles.cols3, '4': styles.cols4 }
const cardClass = {
  outlined: `card-surface card-lift ${styles.outlined}`,
  tinted: `card-tinted ${styles.tinted}`,
  plain: styles.plain,
}

export async function CardGridView({
  eyebrow,
  title,
  intro,
  columns,
  cardStyle,
  numbered,
  source,
  items,
}: CardGridBlock) {
  const cards = source === 'services' ? await serviceCards() : (items ?? [])
  const List = numbered ? 'ol' : 'ul'
  return (
    <>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <List
        className={`card-list ${styles.grid} ${columnClass[columns]}`}
        aria-label={title ?? undefined}
      >
        {cards.map((item, i) => (
          <li key={item.id ?? i} className={`${styles.card} ${cardClass[cardStyle]}`}>
            {numbered && (
              <span className={styles.number} aria-hidden="true">
                {item.number || String(i + 1).padStart(2, '0')}
              </span>
            )}
            <CardBody icon={item.icon} image={item.image} title={item.title} text={item.text} />
            {item.enableLink && item.link && (
              <CMSLink {...item.link} appearance="text">
                <span className="visually-hidden"> about {item.title}</span>
                <Icon name="arrow-right" size={16} />
              </CMSLink>
            )}
          </li>
        ))}
      </List>
    </>
  )
}
