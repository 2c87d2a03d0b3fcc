import type { FilingView, OurAgent } from '@/order/server/filingDetails/pageData'

export type { OurAgent }

/**
 * What the order page's filing details form shows, and nothing else: the order's filing view
 * (src/order/server/filingDetails/pageData.ts), the link's token to save with, and the day the
 * details were last submitted (YYYY-MM-DD in the business's time zone).
 */
export type FilingFormProps = Omit<FilingView, 'submittedAt'> & {
  token: string
  submittedOn: string | null
}
