import { Icon } from '@/components/Icon'
import Link from 'next/link'

import styles from './styles.module.css'

type Props = { appStore?: string | null; googlePlay?: string | null }

/**
 * Download buttons for the two app stores, drawn by the site (no store artwork is shipped): a
 * glyph, a small line and the store's name, like the badges visitors know.
 */
export function StoreBadges({ appStore, googlePlay }: Props) {
  if (!appStore && !googlePlay) return null
  return (
    <div className={styles.badges}>
      {appStore && (
        <Link href={appStore} className={styles.badge}>
          <Icon name="smartphone" size={26} />
          <span>
            <span className={styles.small}>Download on the</span>
            <span className={styles.store}>App Store</span>
          </span>
        </Link>
      )}
      {googlePlay && (
        <Link href={googlePlay} className={styles.badge}>
          <Icon name="play" size={26} />
          <span>
            <span className={styles.small}>Get it on</span>
            <span className={styles.store}>Google Play</span>
          </span>
        </Link>
      )}
    </div>
  )
}
