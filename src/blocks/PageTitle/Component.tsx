import Link from 'next/link'

import type { PageTitleBlock } from '@/payload-types'

import styles from './styles.module.css'

type Props = Pick<PageTitleBlock, 'title' | 'crumb'> & {
  pageTitle: string
  /** A list page between Home and this one, e.g. Careers on a role's page. */
  parent?: { label: string; href: string }
}

export function PageTitleView({ title, crumb, pageTitle, parent }: Props) {
  // Under a parent (a topic of the blog, a role) the route's own title names the page.
  const heading = parent ? pageTitle : title || pageTitle
  return (
    <div className={styles.banner}>
      <h1>{heading}</h1>
      <nav aria-label="Breadcrumb">
        <ol className={styles.breadcrumb}>
          <li>
            <Link href="/">Home</Link>
          </li>
          {parent && (
            <li>
              <Link href={parent.href}>{parent.label}</Link>
            </li>
          )}
          <li aria-current="page">{crumb || heading}</li>
        </ol>
      </nav>
    </div>
  )
}
