import type { Payload } from 'payload'

import type { Order } from '@/payload-types'

import { filingSheetOf } from '../server/filingDetails/sheet'
import styles from './AgentOnFile.module.css'

/**
 * Beside the order's "Registered agent" option (an add-on price, unticked on most packages): the
 * agent the company actually uses, from the filing details. Every package includes ours for the
 * first year, so an unticked option never means no agent (docs/filing-details.md#registered-agent).
 */
export async function AgentOnFile({ data, payload }: { data?: Partial<Order>; payload: Payload }) {
  if (!data?.id) return null
  const sheet = await filingSheetOf(payload, data.id)
  if (!sheet) return null
  const lines = (key: 'registeredAgent' | 'registeredOffice') =>
    [...sheet.rows, ...sheet.extras].flatMap((row) => row.values).find((value) => value.key === key)
      ?.lines ?? []
  return (
    <div className={styles.onFile}>
      <p>
        <strong>Registered agent on file:</strong>{' '}
        {[...lines('registeredAgent'), ...lines('registeredOffice')].join(' — ')}
      </p>
      <p className={styles.source}>
        From the filing details (
        {sheet.view.status === 'submitted'
          ? 'submitted'
          : 'not submitted yet; ours unless the customer names another'}
        ). The first year of ours is free with every package.
      </p>
    </div>
  )
}
