import Link from 'next/link'

import { Media } from '@/components/Media'
import type { Media as MediaDoc } from '@/payload-types'

import styles from './styles.module.css'

type Props = { siteName: string; logo?: MediaDoc | null; light?: boolean; priority?: boolean }

/** The site's mark and name, leading home: the uploaded logo when there is one. */
export function Brand({ siteName, logo, light = false, priority = false }: Props) {
  return (
    <Link
      href="/"
      className={`${styles.brand} ${light ? styles.light : ''}`}
      aria-label={`${siteName} home`}
    >
      {logo ? (
        <Media resource={logo} width={160} className={styles.logo} priority={priority} />
      ) : (
        <span className={styles.mark} aria-hidden="true" />
      )}
      <span>{siteName}</span>
    </Link>
  )
}
