import type { Payload, PayloadRequest } from 'payload'

import { portalUrlOf, siteNameOf } from '@/utilities/siteSettings'

export type SiteContact = {
  siteName: string
  portalUrl: string | null
  support: { email?: string | null; phone?: string | null; hours?: string | null }
  /** Where a customer's reply goes: the footer's contact email, when set. */
  replyTo?: string
}

/** Who the customer's emails come from and how to reach us, from the site's globals. */
export async function siteContact(payload: Payload, req?: PayloadRequest): Promise<SiteContact> {
  const [footer, settings] = await Promise.all([
    payload.findGlobal({ slug: 'footer', depth: 0, req }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, req }),
  ])
  return {
    siteName: siteNameOf(settings),
    // As the site's Login button reads it, read here without the site's cache: an email goes
    // out from inside a request that may be changing the settings.
    portalUrl: portalUrlOf(settings),
    support: {
      email: footer?.contact?.email,
      phone: footer?.contact?.phone,
      hours: footer?.contact?.supportHours,
    },
    ...(footer?.contact?.email ? { replyTo: footer.contact.email } : {}),
  }
}
