import Link from 'next/link'

import { CMSLink } from '@/components/CMSLink'
import { Media } from '@/components/Media'
import type { Header as HeaderData } from '@/payload-types'

import { HeaderShell } from './HeaderShell'

export function Header({ data, portalUrl }: { data: HeaderData | null; portalUrl: string }) {
  const siteName = data?.siteName || 'Formation'
  const logo = data?.logo && typeof data.logo === 'object' ? data.logo : null
  const brand = (
    <Link href="/" className="brand" aria-label={`${siteName} home`}>
      {logo ? <Media resource={logo} sizes="160px" className="brand__logo" priority /> : <span className="brand__mark" aria-hidden="true" />}
      <span className="brand__name">{siteName}</span>
    </Link>
  )

  return (
    <HeaderShell brand={brand}>
      <nav aria-label="Main">
        <ul className="nav">
          {data?.navItems?.map((item, i) => (
            <li key={item.id ?? i} className={item.submenu?.length ? 'nav__item has-submenu' : 'nav__item'}>
              <CMSLink href={item.url} className="nav__link">
                {item.label}
              </CMSLink>
              {item.submenu && item.submenu.length > 0 && (
                <ul className="nav__submenu">
                  {item.submenu.map((sub, j) => (
                    <li key={sub.id ?? j}>
                      <CMSLink href={sub.url}>{sub.label}</CMSLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="site-header__actions">
        <a href={portalUrl} className="btn btn--ghost">
          {data?.loginLabel || 'Login'}
        </a>
        {data?.signUp?.url && data.signUp.label && (
          <CMSLink href={data.signUp.url} className="btn btn--primary">
            {data.signUp.label}
          </CMSLink>
        )}
      </div>
    </HeaderShell>
  )
}
