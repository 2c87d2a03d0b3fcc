import styles from './styles.module.css'

type Props = { ordered: boolean; einNumber?: string | null; completed: boolean }

/** The company's EIN, when the order includes one: the number, or when it will come. */
export function EinStatus({ ordered, einNumber, completed }: Props) {
  if (!ordered) return null
  return (
    <section aria-labelledby="ein" className={`card-surface ${styles.card}`}>
      <h2 id="ein" className={styles.heading}>
        Your EIN
      </h2>
      {einNumber ? (
        <p>
          The IRS issued your Employer Identification Number: <strong>{einNumber}</strong>. The IRS
          letter is with your documents.
        </p>
      ) : (
        <p>
          {completed
            ? 'We are getting your Employer Identification Number from the IRS; we email you when it is issued.'
            : 'We apply to the IRS for your Employer Identification Number once the state has formed your company. It usually comes within a few business days after that, and we email you when it does.'}
        </p>
      )}
    </section>
  )
}
