import { Icon } from '@/components/Icon'
import Link from 'next/link'

import styles from './styles.module.css'

type Props = {
  current: number
  total: number
  /** The address of page n. */
  href: (page: number) => string
  /** What the links to the page before and after say: a blog's newer and older posts by default. */
  steps?: { previous: string; next: string }
}

const DATED_STEPS = { previous: 'Newer', next: 'Older' }

/** Page numbers to show: all of a short list, else the ends and the pages around the current. */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1)
  const near = [1, current - 1, current, current + 1, total].filter((n) => n >= 1 && n <= total)
  const pages = [...new Set(near)].sort((a, b) => a - b)
  return pages.flatMap((n, i) => (i > 0 && n - pages[i - 1]! > 1 ? ['gap' as const, n] : [n]))
}

/** Links to the other pages of a list; nothing when it fits on one. */
export function Pagination({ current, total, href, steps = DATED_STEPS }: Props) {
  if (total <= 1) return null
  return (
    <nav className={styles.pagination} aria-label="Pages">
      {current > 1 ? (
        <Link href={href(current - 1)} className={styles.step} rel="prev">
          <Icon name="chevron-left" size={18} />
          {steps.previous}
        </Link>
      ) : (
        <span />
      )}
      <ol className={styles.pages}>
        {pageWindow(current, total).map((page, i) =>
          page === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={href(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={`Page ${page}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < total ? (
        <Link href={href(current + 1)} className={styles.step} rel="next">
          {steps.next}
          <Icon name="chevron-right" size={18} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
