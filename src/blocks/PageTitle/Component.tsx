import Link from 'next/link'

import type { PageTitleBlock as PageTitleBlockProps } from '@/payload-types'

export function PageTitleBlock({ title, crumb, pageTitle }: PageTitleBlockProps & { pageTitle: string }) {
  const heading = title || pageTitle
  return (
    <section className="page-title">
      <div className="container">
        <h1>{heading}</h1>
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumb">
            <li>
              <Link href="/">Home</Link>
            </li>
            <li aria-current="page">{crumb || heading}</li>
          </ol>
        </nav>
      </div>
    </section>
  )
}
