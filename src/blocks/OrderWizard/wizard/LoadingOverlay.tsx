import styles from './LoadingOverlay.module.css'

/** Full-screen progress while the wizard moves on or pays; the spinner stands still for reduced motion. */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div
      className={styles.overlay}
      role="status"
      aria-live="assertive"
      data-testid="loading-overlay"
    >
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.overlayLabel}>{label}</span>
    </div>
  )
}
