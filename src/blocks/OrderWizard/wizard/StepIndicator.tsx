import styles from './StepIndicator.module.css'

export function StepIndicator({ titles, current }: { titles: readonly string[]; current: number }) {
  return (
    <nav aria-label="Order progress">
      <ol className={styles.steps}>
        {titles.map((title, index) => {
          const number = index + 1
          const state = number < current ? 'done' : number === current ? 'current' : 'todo'
          return (
            <li
              key={title}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.stepNumber} aria-hidden="true">
                {number}
              </span>
              <span className={styles.stepTitle}>
                {title}
                {state === 'done' && <span className="visually-hidden"> (completed)</span>}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
