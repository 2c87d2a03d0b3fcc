import { describe, expect, it } from 'vitest'

import {
  CLIENT_PACKAGES as STORED_PACKAGES,
  DESIGNATORS as STORED_DESIGNATORS,
} from '@/collections/Orders/choices'
import { CLIENT_PACKAGES, DESIGNATORS } from '@/order/pricing'

describe('the orders collection stores what the order domain sells', () => {
  it('has the same packages and designators, in the same order', () => {
    expect(STORED_PACKAGES).toEqual(CLIENT_PACKAGES)
    expect(STORED_DESIGNATORS).toEqual(DESIGNATORS)
  })
})
