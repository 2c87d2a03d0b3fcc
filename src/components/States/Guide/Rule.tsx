import type { Ruled } from '@/order/filing/rules'

import { Fact } from './Fact'
import styles from './styles.module.css'

/** One of the state's filing rules, with its source, or marked as our default when it has none. */
export function Rule<T>({
  term,
  rule,
  words,
}: {
  term: string
  rule: Ruled<T>
  words: (value: T) => string
}) {
  return (
    <Fact term={term} {...(rule.source ? { source: rule.source } : {})}>
      {words(rule.value)}
      {rule.isDefault && (
        <span className={styles.sum}>Our default rule: the state’s own is not recorded yet.</span>
      )}
    </Fact>
  )
}
