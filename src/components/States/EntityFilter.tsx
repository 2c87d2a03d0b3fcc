import Link from 'next/link'

import { ENTITY_KEYS, ENTITY_LABELS } from '@/collections/StateFees/vocabulary'
import { STATES_PATH } from '@/states/links'
import { type ComparisonView, viewHref } from '@/states/sorting'

import styles from './filter.module.css'

/** Links to the comparison for each entity type, keeping the order the visitor chose. */
export function EntityFilter({ view }: { view: ComparisonView }) {
  return (
    <nav aria-label="Entity type" className={styles.filter}>
      <span className={styles.label}>Costs for</span>
      <ul>
        {ENTITY_KEYS.map((entity) => (
          <li key={entity}>
            <Link
              href={viewHref(STATES_PATH, { ...view, entity })}
              aria-current={entity === view.entity ? 'page' : undefined}
              prefetch={false}
              scroll={false}
            >
              {ENTITY_LABELS[entity]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
