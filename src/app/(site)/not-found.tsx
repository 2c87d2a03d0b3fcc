import Link from 'next/link'

import { buttonClass } from '@/components/Button'
import { SearchBox } from '@/components/SearchBox'

import styles from './not-found.module.css'

export default function NotFound() {
  return (
    <section className={styles.notFound}>
      <div className="container">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1>Page not found</h1>
        <p>The requested URL you are looking for doesn&apos;t exist on this server.</p>
        <div className={styles.search}>
          <label htmlFor="not-found-search">Search the site</label>
          <SearchBox action="/search" id="not-found-search" placeholder="e.g. Delaware LLC" />
        </div>
        <Link href="/" className={buttonClass()}>
          Back to Homepage
        </Link>
      </div>
    </section>
  )
}
