import styles from './styles.module.css'

/** What happens next, by the order's status. */
export function NextSteps({ steps }: { steps: string[] }) {
  return (
    <section aria-labelledby="next" className={`card-surface ${styles.card}`}>
      <h2 id="next" className={styles.heading}>
        What happens next
      </h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  )
}
