import { Slider } from '@/components/islands'
import { Media } from '@/components/Media'
import { SectionHeading } from '@/components/SectionHeading'
import type { TestimonialsBlock } from '@/payload-types'

import { Stars } from './Stars'
import styles from './styles.module.css'

type Item = TestimonialsBlock['items'][number]

function Testimonial({ item, large }: { item: Item; large: boolean }) {
  const avatar = item.avatar && typeof item.avatar === 'object' ? item.avatar : null
  return (
    <figure className={`${styles.quote} ${large ? styles.large : `card-surface ${styles.card}`}`}>
      {item.rating ? <Stars rating={item.rating} /> : null}
      <blockquote className={styles.text}>
        <p>{item.quote}</p>
      </blockquote>
      <figcaption className={styles.author}>
        {avatar && <Media resource={avatar} width={56} className={styles.avatar} />}
        <span>
          <span className={styles.name}>{item.name}</span>
          {item.role && <span className={styles.role}>{item.role}</span>}
        </span>
      </figcaption>
    </figure>
  )
}

export function TestimonialsView({ eyebrow, title, intro, layout, items }: TestimonialsBlock) {
  const heading = <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
  if (layout === 'single') {
    const first = items[0]
    return (
      <>
        {heading}
        {first && <Testimonial item={first} large />}
      </>
    )
  }
  if (layout === 'slider') {
    return (
      <>
        {heading}
        <Slider
          label={title ?? 'Testimonials'}
          slides={items.map((item, i) => (
            <Testimonial key={item.id ?? i} item={item} large />
          ))}
        />
      </>
    )
  }
  return (
    <>
      {heading}
      <ul
        className={layout === 'masonry' ? styles.masonry : styles.grid}
        aria-label={title ?? 'Testimonials'}
      >
        {items.map((item, i) => (
          <li key={item.id ?? i}>
            <Testimonial item={item} large={false} />
          </li>
        ))}
      </ul>
    </>
  )
}
