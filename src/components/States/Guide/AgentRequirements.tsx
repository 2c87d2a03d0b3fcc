import { filingRulesOf } from '@/order/filing/rules'
import { agentOfferSentence } from '@/order/agentService'
import type { StateFee } from '@/payload-types'

import { Rule } from './Rule'
import styles from './styles.module.css'

/**
 * What a registered agent must be in the state, and ours (docs/registered-agent.md): the street
 * address rule from the state record's filing rules (every entity type files the same office),
 * marked as our default where the state's own is not recorded.
 */
export function AgentRequirements({ record, price }: { record: StateFee; price: number }) {
  const rules = filingRulesOf('llc', record.llcFacts.filing)
  return (
    <div className={styles.guide}>
      <p>
        Every LLC, corporation and nonprofit formed in {record.name} must keep a registered agent
        from the day it is filed: a person or company at an office in {record.name} during business
        hours, who receives legal papers (service of process) and official mail for it. If the agent
        changes, the state must be told.
      </p>
      <dl className={`fact-list ${styles.facts}`}>
        <Rule
          term="The registered office"
          rule={rules.poBoxRefused}
          words={() => `A street address in ${record.name}: a PO box is not accepted`}
        />
      </dl>
      <p>
        <strong>Ours comes with every package.</strong> {agentOfferSentence(price)} You may name
        your own agent instead in your filing details.
      </p>
    </div>
  )
}
