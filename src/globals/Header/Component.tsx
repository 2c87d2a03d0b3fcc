import { Brand } from '@/components/Brand'
import { buttonClass } from '@/components/Button'
import { CMSLink } from '@/components/CMSLink'
import type { Header as HeaderData } from '@/payload-types'

import { HeaderShell } from './HeaderShell'
import styles from './styles.module.css'

type Props = { data: HeaderData | null; siteName: string; portalUrl: string }

export function Header({ data, siteName, portalUrl }: Props) {
  const logo = data?.logo && typeof data.logo === 'object' ? data.logo : null
  return (
    <HeaderShell brand={<Brand siteName={siteName} logo={logo} priority />}>
      <nav aria-label="Main" className={styles.primary}>
        <ul className={styles.nav}>
          {data?.navItems?.map(({ id, link, submenu }, i) => (
            <li
              key={id ?? i}
              className={`${styles.item} ${submenu?.length ? styles.hasSubmenu : ''}`}
            >
              <CMSLink {...link} className={styles.link} />
              {submenu && submenu.length > 0 && (
                <ul className={styles.submenu}>
                  {submenu.map((sub, j) => (
                    <li key={sub.id ?? j}>
                      <CMSLink {...sub.link} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.actions}>
        <a href={portalUrl} className={buttonClass('ghost')}>
          {data?.loginLabel || 'Login'}
        </a>
        {data?.signUp?.label && <CMSLink {...data.signUp} appearance="primary" />}
      </div>
    </HeaderShell>
  )
}
