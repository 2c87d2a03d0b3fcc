/** Where a customer stops or resumes reminders without a login (docs/customer-page.md#reminders). */
import { remindersTokenOf } from '@/security/orderLinkTokens'
import { serverUrl } from '@/utilities/serverUrl'

/** The page that shows the choice and switches it. */
export const REMINDERS_PAGE = '/order/reminders'

/** The route that changes it: GET from an email's link, POST from a mail client or the page. */
export const STOP_REMINDERS_PATH = '/order/stop-reminders'

/** A path with the order's signed reminders token. */
export const withRemindersToken = (path: string, token: string): string =>
  `${path}?${new URLSearchParams({ t: token }).toString()}`

/** The one-click link in every reminder (and its List-Unsubscribe header). */
export const stopRemindersUrl = (orderId: number): string =>
  `${serverUrl()}${withRemindersToken(STOP_REMINDERS_PATH, remindersTokenOf(orderId))}`
