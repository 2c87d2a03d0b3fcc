import type { ReactNode } from 'react'

import type { Source } from '@/states/figures'

import { SourceLine } from './SourceLine'
import styles from './styles.module.css'

type Props = { term: ReactNode; children: ReactNode; source?: Source; strong?: boolean }

/** One figure of a fact list (a <dl class="fact-list">): its name, value and source. */
export function Fact({ term, children, source, strong = false }: Props) {
  return (
    <div className={strong ? `${styles.fact} ${styles.strong}` : styles.fact}>
      <dt>{term}</dt>
      <dd>
        <span className={styles.value}>{children}</span>
        {source && <SourceLine source={source} />}
      </dd>
    </div>
  )
}
