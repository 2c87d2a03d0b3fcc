import type { Payload } from 'payload'

import type { Order, User } from '@/payload-types'
import { isAdminUser } from '@/access'
import { longDate } from '@/utilities/dates'

import { filingSheetOf } from '../server/filingDetails/sheet'
import styles from './FilingSheet/FilingSheet.module.css'
import { SheetRows } from './FilingSheet/SheetRows'
import { RequestChanges } from './RequestChanges'

const STATUS_WORDS = {
  waiting: 'Waiting for the customer',
  submitted: 'Submitted by the customer',
  changes_requested: 'Changes asked of the customer',
} as const

/**
 * The order's "Filing details" tab (docs/filing-details.md#staff): where the details stand, what
 * each section still needs, the values as the customer gave them, and "Request changes".
 */
export async function FilingDetailsPanel({
  data,
  payload,
  user,
}: {
  data?: Partial<Order>
  payload: Payload
  user?: User | null
}) {
  if (!data?.id) return null
  const sheet = await filingSheetOf(payload, data.id, { admin: isAdminUser(user) })
  if (!sheet) return <p>This order was filed before filing details were collected.</p>
  const { view } = sheet
  const record = await payload.db.findOne<{ id: number }>({
    collection: 'filing-details',
    where: { order: { equals: data.id } },
    select: {},
  })
  const missing = view.reports.filter((report) => !report.complete)
  return (
    <div className={styles.sheet}>
      <p>
        <strong>{STATUS_WORDS[view.status]}</strong>
        {view.submittedAt && view.status === 'submitted'
          ? `, on ${longDate(view.submittedAt)}`
          : ''}
        . <a href={`/admin/collections/orders/${data.id}/filing-sheet`}>Open the filing sheet</a>
        {isAdminUser(user) && record && (
          <>
            {' · '}
            <a href={`/admin/collections/filing-details/${record.id}`}>
              Correct a value (admins, versioned)
            </a>
          </>
        )}
      </p>
      {view.changeRequest && (
        <p className={styles.notReady}>
          Asked: {view.changeRequest.message} ({view.changeRequest.sections.join(', ')})
        </p>
      )}
      <ul>
        {view.reports.map((report) => {
          const plan = view.plans.find((p) => p.name === report.name)
          return (
            <li key={report.name}>
              {plan?.title}: {report.complete ? 'complete' : `${report.problems.length} to answer`}
              {!report.complete && (
                <ul>
                  {report.problems.slice(0, 5).map((problem) => (
                    <li key={problem.path}>{problem.message}</li>
                  ))}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
      {missing.length === 0 && <p>Every section is complete.</p>}
      {view.editable && (
        <RequestChanges
          id={data.id}
          sections={view.plans.map(({ name, title }) => ({ name, title }))}
        />
      )}
      <SheetRows rows={[...sheet.rows, ...sheet.extras]} />
    </div>
  )
}
