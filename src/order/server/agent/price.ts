import type { Payload } from 'payload'

import { agentRenewalPriceOf } from '@/utilities/siteSettings'

/** Our registered agent's yearly price after the free year, as Site settings has it now. */
export async function agentRenewalPrice(payload: Payload): Promise<number> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { registeredAgent: true },
  })
  return agentRenewalPriceOf(settings)
}
