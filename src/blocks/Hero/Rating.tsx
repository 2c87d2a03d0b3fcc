import { Icon } from '@/components/Icon'

import styles from './styles.module.css'

/** A review score as five stars and the figure, e.g. 4.8/5. */
export function Rating({ score, label }: { score: number; label?: string | null }) {
  const text = `${score.toLocaleString('en-US', { maximumFractionDigits: 1 })}/5`
  return (
    <p className={styles.rating}>
      <span className={styles.stars} aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Icon
            key={i}
            name="star"
            size={18}
            className={i < Math.round(score) ? styles.filled : undefined}
          />
        ))}
      </span>
      <strong className={styles.score}>{text}</strong>
      {label && <span>{label}</span>}
    </p>
  )
}
