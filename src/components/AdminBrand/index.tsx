import type { Payload } from 'payload'

import { DEFAULT_SITE_NAME } from '@/utilities/siteSettings'

import styles from './styles.module.css'

/** The site's mark, the same drawing as the browser tab's icon (app/(site)/icon.svg). */
export function AdminIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 32 32" aria-hidden="true">
      <defs>
        <linearGradient id="admin-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1d4ed8" />
          <stop offset="1" stopColor="#60a5fa" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#admin-mark)" />
      <rect
        x="6"
        y="6"
        width="20"
        height="20"
        rx="4"
        fill="none"
        stroke="#fff"
        strokeOpacity=".35"
        strokeWidth="3"
      />
    </svg>
  )
}

/** The login screen's logo: the mark and the site's name from the settings. */
export async function AdminLogo({ payload }: { payload?: Payload }) {
  const settings = await payload
    ?.findGlobal({ slug: 'site-settings', depth: 0 })
    .catch(() => undefined)
  return (
    <span className={styles.logo}>
      <AdminIcon />
      <span>{settings?.siteName || DEFAULT_SITE_NAME}</span>
    </span>
  )
}
