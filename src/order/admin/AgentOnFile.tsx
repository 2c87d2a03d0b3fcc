import type { Payload } from 'payload'

import type { Order } from '@/payload-types'
import { calendarDate } from '@/utilities/dates'
import { formatDollars } from '@/utilities/money'

import { agentServiceOf, type PageAgentService } from '../server/agent/read'
import { filingSheetOf } from '../server/filingDetails/sheet'
import styles from './AgentOnFile.module.css'

/**
 * Beside the order's "Registered agent" option (an add-on price, unticked on most packages): the
 * agent the company actually uses, from the filing details. Every package includes ours for the
 * first year, so an unticked option never means no agent (docs/filing-details.md#registered-agent).
 */
export async function AgentOnFile({ data, payload }: { data?: Partial<Order>; payload: Payload }) {
  if (!data?.id) return null
  const [sheet, service] = await Promise.all([
    filingSheetOf(payload, data.id),
    agentServiceOf(payload, data.id),
  ])
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
      <p>
        <strong>Our service:</strong> {serviceLine(service)}
      </p>
    </div>
  )
}

/** Where our service stands, for staff: not started, the customer's own agent, or its dates. */
function serviceLine(service: PageAgentService | null): string {
  if (!service) return 'starts when the order is marked filed.'
  if (service.status === 'own_agent') return 'none: the customer named their own agent.'
  const price = `then ${formatDollars(service.renewalPrice)} a year`
  const renewed = service.renewals.filter((renewal) => renewal.status === 'paid').length
  if (service.status === 'active')
    return renewed
      ? `active since ${calendarDate(service.startsOn)}, renewed ${renewed} time(s), paid until ${calendarDate(service.paidUntil)}, ${price}.`
      : `active since ${calendarDate(service.startsOn)}, free until ${calendarDate(service.freeUntil)}, ${price}.`
  const last = calendarDate(service.endsOn ?? service.paidUntil)
  if (service.status === 'ended')
    return service.cancelledAt
      ? `stopped by the customer; ended ${last}.`
      : `ended ${last}: the year was not renewed.`
  return `stopped by the customer; ours until ${last}, not renewed.`
}
