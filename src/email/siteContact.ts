import type { Payload, PayloadRequest } from 'payload'

import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings/config'

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
    siteName: settings?.siteName || DEFAULT_SITE_NAME,
    // As the site's Login button reads them (src/utilities/globals.ts, which this module cannot
    // import: it loads the Payload config, whose Orders collection imports this module).
    portalUrl: settings?.portalUrl || process.env.PORTAL_URL || null,
    support: {
      email: footer?.contact?.email,
      phone: footer?.contact?.phone,
      hours: footer?.contact?.supportHours,
    },
    ...(footer?.contact?.email ? { replyTo: footer.contact.email } : {}),
  }
}
