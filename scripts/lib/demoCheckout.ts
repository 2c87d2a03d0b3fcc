/**
 * A checkout as the order wizard sends it, priced by the same function the wizard shows: for the
 * benchmark and the failure drills. Each has its own company and email, as each visitor would,
 * so no checkout waits on another's unsettled payment.
 */
import { randomUUID } from 'node:crypto'

import { CLIENT_PACKAGES, DESIGNATORS, feeTableFrom, priceOrder } from '../../src/order/pricing'
import { stateFeeSeed } from '../../src/seed/stateFees'

const table = feeTableFrom(stateFeeSeed)
const slugs = Object.keys(table)
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!

export function demoCheckout() {
  const checkoutId = randomUUID()
  const tag = checkoutId.slice(0, 8)
  const choices = {
    clientPackage: pick(CLIENT_PACKAGES),
    designator: pick(DESIGNATORS),
    formationState: pick(slugs),
    expeditedFilling: pick([true, false, null]),
    businessLicense: pick([true, false]),
  }
  const order = {
    ...choices,
    checkoutId,
    llcname: `Benchmark Holdings ${tag}`,
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `grace+${tag}@example.com`,
    phone: '+1 555 010 0100',
    password: 'benchmark password 1',
    // A contact field: the client record must repeat what pay stored (src/order/server/paidContact.ts).
    hasSSN: false,
    amount: priceOrder(choices, table).total,
  }
  return {
    checkoutId,
    pay: { ...order, token: 'cnon:card-nonce-ok' },
    client: { ...order, companyCity: 'Arlington' },
  }
}
