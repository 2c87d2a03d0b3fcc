import styles from './styles.module.css'

/** Staff pick primary, secondary or text; `ghost` is the header's quiet Login button. */
export type Appearance = 'primary' | 'secondary' | 'text' | 'ghost'

/** The class of a link or button drawn in one of the site's appearances. */
export const buttonClass = (appearance: Appearance | null | undefined = 'primary'): string =>
  appearance === 'text' ? styles.text! : `${styles.button} ${styles[appearance ?? 'primary']}`

/** Buttons side by side, wrapping on narrow screens. */
export const buttonRowClass = styles.buttons!
