import dynamic from 'next/dynamic'

import type { FilingView } from '@/order/server/filingDetails/pageData'
import { calendarDayIn } from '@/utilities/dates'

// Its own chunk: the form's code is sent only with the order page, and still drawn on the server.
const FilingDetailsForm = dynamic(() =>
  import('./FilingDetails/FilingDetailsForm').then((module) => module.FilingDetailsForm),
)

/** "Your filing details": the one step left after payment (docs/filing-details.md). */
export function FilingDetailsCard({ view, token }: { view: FilingView; token: string }) {
  const { submittedAt, ...shown } = view
  return (
    <FilingDetailsForm
      {...shown}
      token={token}
      submittedOn={submittedAt ? calendarDayIn(submittedAt) : null}
    />
  )
}
