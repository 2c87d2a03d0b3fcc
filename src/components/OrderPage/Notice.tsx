import styles from './styles.module.css'

/** A short confirmation at the top of the page after a form posted back to it. */
export function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className={styles.notice}>
      {children}
    </p>
  )
}
