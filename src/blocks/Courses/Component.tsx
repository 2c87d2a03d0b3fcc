import { Icon } from '@/components/Icon'

import { CMSLink } from '@/components/CMSLink'
import { Media } from '@/components/Media'
import { SectionHeading } from '@/components/SectionHeading'
import type { CoursesBlock } from '@/payload-types'
import { formatDollars } from '@/utilities/money'

import styles from './styles.module.css'

const price = (dollars?: number | null) => (dollars ? formatDollars(dollars, { min: 2 }) : 'Free')

export function CoursesView({ eyebrow, title, intro, items }: CoursesBlock) {
  return (
    <>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <ul className={styles.grid}>
        {items.map((course, i) => (
          <li key={course.id ?? i}>
            <article className={`card-surface ${styles.card}`}>
              <Media
                resource={course.image}
                sizes="(max-width: 700px) 100vw, 380px"
                className={`card-media ${styles.image}`}
              />
              <div className={styles.body}>
                <p className={styles.meta}>
                  <span className={`pill ${styles.tag}`}>{course.tag}</span>
                  <span className={course.price ? styles.price : styles.free}>
                    {price(course.price)}
                  </span>
                </p>
                <h3 className={styles.title}>{course.title}</h3>
                <p className={styles.facts}>
                  {typeof course.rating === 'number' && (
                    <span>
                      <Icon name="star" size={16} className={styles.star} />
                      <span className="visually-hidden">Rated </span>
                      {course.rating.toFixed(1)}
                      <span className="visually-hidden"> out of 5</span>
                    </span>
                  )}
                  {course.lessons && (
                    <span>
                      <Icon name="book-open" size={16} />
                      {course.lessons} lessons
                    </span>
                  )}
                  {course.hours && (
                    <span>
                      <Icon name="clock" size={16} />
                      {course.hours} hours
                    </span>
                  )}
                </p>
                <CMSLink {...course.link} appearance="secondary" className={styles.button}>
                  <span className="visually-hidden">: {course.title}</span>
                </CMSLink>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  )
}
