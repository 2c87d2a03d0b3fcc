import { Icon } from '@/components/Icon'

import styles from './styles.module.css'

/** A rating as stars, with the same figure in words for screen readers. */
export function Stars({ rating }: { rating: number }) {
  const score = Math.min(5, Math.max(1, Math.round(rating)))
  return (
    <p className={styles.stars}>
      <span className="visually-hidden">Rated {score} out of 5</span>
      {Array.from({ length: 5 }, (_, i) => (
        <Icon key={i} name="star" size={18} className={i < score ? styles.filled : undefined} />
      ))}
    </p>
  )
}
