import styles from './styles.module.css'

/** Support's hours and reply time (the specification's), and the footer's contact details. */
export const SUPPORT_HOURS = 'Monday to Friday, 9 am to 5 pm Eastern'
export const REPLY_TIME = 'we reply to email within 24 hours'

type Props = { email?: string | null; phone?: string | null; orderNumber: number }

export function SupportContact({ email, phone, orderNumber }: Props) {
  return (
    <section aria-labelledby="support" className={`card-surface ${styles.card}`}>
      <h2 id="support" className={styles.heading}>
        Questions? Contact us
      </h2>
      <p>
        We are here {SUPPORT_HOURS}, and {REPLY_TIME}. Mention order {orderNumber}.
      </p>
      <ul className={styles.contact}>
        {email && (
          <li>
            Email: <a href={`mailto:${email}?subject=Order%20${orderNumber}`}>{email}</a>
          </li>
        )}
        {phone && (
          <li>
            Phone: <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
          </li>
        )}
      </ul>
    </section>
  )
}
