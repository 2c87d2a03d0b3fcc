import Link from 'next/link'

import type { PageTitleBlock as PageTitleBlockProps } from '@/payload-types'

import styles from './styles.module.css'

export function PageTitleBlock({
  title,
  crumb,
  pageTitle,
}: PageTitleBlockProps & { pageTitle: string }) {
  const heading = title || pageTitle
  return (
    <div className={styles.banner}>
      <h1>{heading}</h1>
      <nav aria-label="Breadcrumb">
        <ol className={styles.breadcrumb}>
          <li>
            <Link href="/">Home</Link>
          </li>
          <li aria-current="page">{crumb || heading}</li>
        </ol>
      </nav>
    </div>
  )
}
