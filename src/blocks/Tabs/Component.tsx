import { Icon } from '@/components/Icon'

import { Tabs } from '@/components/islands'
import { Media } from '@/components/Media'
import { SectionHeading } from '@/components/SectionHeading'
import type { TabsBlock } from '@/payload-types'

import styles from './styles.module.css'

export function TabsView({ eyebrow, title, intro, items }: TabsBlock) {
  return (
    <>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <Tabs
        label={title || 'Features'}
        tabs={items.map((item, i) => ({
          id: item.id ?? String(i),
          label: item.label,
          content: (
            <div className={styles.panel}>
              {item.media && typeof item.media === 'object' && (
                <Media
                  resource={item.media}
                  sizes="(max-width: 900px) 100vw, 600px"
                  className={styles.media}
                />
              )}
              <div>
                <h3 className={styles.title}>{item.title}</h3>
                {item.text && <p className={styles.text}>{item.text}</p>}
                {item.points && item.points.length > 0 && (
                  <ul className="icon-list">
                    {item.points.map((point, j) => (
                      <li key={point.id ?? j}>
                        <Icon name="check" size={20} />
                        {point.text}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          ),
        }))}
      />
    </>
  )
}
