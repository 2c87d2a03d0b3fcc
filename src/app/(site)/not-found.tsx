import Link from 'next/link'

import { buttonClass } from '@/components/Button'

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
        <Link href="/" className={buttonClass()}>
          Back to Homepage
        </Link>
      </div>
    </section>
  )
}
