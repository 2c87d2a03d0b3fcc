import Link from 'next/link'

import styles from './styles.module.css'

type Props = {
  /** The heading staff typed, when it differs from the page's title. */
  title?: string | null
  /** The last breadcrumb, when it differs from the heading. */
  crumb?: string | null
  pageTitle: string
  /** A list page between Home and this one, e.g. Careers on a role's page. */
  parent?: { label: string; href: string }
}

/** The banner that opens a page: its heading and the breadcrumb back home. */
export function PageTitle({ title, crumb, pageTitle, parent }: Props) {
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
