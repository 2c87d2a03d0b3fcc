import { CMSLink } from '@/components/CMSLink'
import { Media } from '@/components/Media'
import { SectionHeading } from '@/components/SectionHeading'
import type { LogosBlock } from '@/payload-types'

import styles from './styles.module.css'

export function LogosView({ layout, eyebrow, title, intro, logos }: LogosBlock) {
  const name = title || intro || eyebrow || 'Logos'
  return (
    <>
      {/* Without a title the line above a strip is a caption, not a heading of its own. */}
      {title ? (
        <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      ) : (
        (eyebrow || intro) && (
          <div className={styles.caption}>
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            {intro && <p>{intro}</p>}
          </div>
        )
      )}
      <ul
        className={`${layout === 'grid' ? 'card-list ' : ''}${styles.list} ${styles[layout]}`}
        aria-label={name}
      >
        {logos.map(({ id, logo, enableLink, link }, i) => {
          const image = <Media resource={logo} width={160} className={styles.logo} />
          return (
            <li key={id ?? i} className={styles.item}>
              {enableLink && link ? (
                <CMSLink {...link} label={null} className={styles.link}>
                  {image}
                  <span className="visually-hidden">{link.label}</span>
                </CMSLink>
              ) : (
                image
              )}
            </li>
          )
        })}
      </ul>
    </>
  )
}
