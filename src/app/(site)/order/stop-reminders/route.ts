import { answeringTooLarge, readSiteForm } from '@/api/siteForm'
import { setReminders } from '@/order/server/reminders/choice'
import { REMINDERS_PAGE, withRemindersToken } from '@/order/server/reminders/links'
import { orderOfRemindersToken } from '@/security/orderLinkTokens'
import { getPayloadClient } from '@/utilities/payload'

/**
 * Stops (or resumes) a customer's deadline reminders without a login, by the signed token of
 * every reminder's link (docs/customer-page.md#reminders):
 *
 * - GET, the link in the email: reminders off at once, then the page that can turn them on again.
 * - POST `List-Unsubscribe=One-Click`, a mail client's unsubscribe button (RFC 8058): off, 200.
 * - POST `reminders=on|off`, the page's button: that choice, then back to the page.
 */
export const dynamic = 'force-dynamic'

// The token is in the address: never cached, never sent on as a referrer.
const PRIVATE = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' }

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, ...PRIVATE } })

const INVALID = `${REMINDERS_PAGE}?invalid=1`

/** A form body is a few bytes; anything larger is not one of ours. */
const MAX_BODY_BYTES = 2048

function tokenOf(request: Request): { token: string; orderId: number } | null {
  const token = new URL(request.url).searchParams.get('t') ?? ''
  const orderId = orderOfRemindersToken(token)
  return orderId ? { token, orderId } : null
}

export async function GET(request: Request) {
  const found = tokenOf(request)
  if (!found) return seeOther(INVALID)
  await setReminders(await getPayloadClient(), found.orderId, false)
  return seeOther(withRemindersToken(REMINDERS_PAGE, found.token))
}

export const POST = (request: Request) => answeringTooLarge(() => stopOrResume(request))

async function stopOrResume(request: Request) {
  const found = tokenOf(request)
  const form = await readSiteForm(request, MAX_BODY_BYTES)
  if (form?.get('List-Unsubscribe') === 'One-Click') {
    if (!found)
      return new Response('This unsubscribe link is not valid.', { status: 400, headers: PRIVATE })
    await setReminders(await getPayloadClient(), found.orderId, false)
    return new Response('Reminders are off.', {
      status: 200,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...PRIVATE },
    })
  }
  if (!found) return seeOther(INVALID)
  const choice = form?.get('reminders')
  if (choice === 'on' || choice === 'off')
    await setReminders(await getPayloadClient(), found.orderId, choice === 'on')
  return seeOther(withRemindersToken(REMINDERS_PAGE, found.token))
}
