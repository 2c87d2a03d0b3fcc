import { describe, expect, it } from 'vitest'

import { cardLabel } from '@/order/server/squareCards'

describe('a saved card, as the customer and staff see it', () => {
  it('is its brand, last four digits and expiry, never more', () => {
    expect(cardLabel({ cardBrand: 'VISA', last4: '1111', expMonth: 3n, expYear: 2030n })).toBe(
      'Visa ending 1111, expires 03/2030',
    )
    expect(cardLabel({ cardBrand: 'AMERICAN_EXPRESS', last4: '0005' })).toBe(
      'American Express ending 0005',
    )
    expect(
      cardLabel({ cardBrand: 'SQUARE_GIFT_CARD', last4: '9999', expMonth: 12, expYear: 2031 }),
    ).toBe('Card ending 9999, expires 12/2031')
  })
})
