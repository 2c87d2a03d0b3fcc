/**
 * The values an order's package and designator columns accept. A leaf the collection may import;
 * the order domain (src/order/packages.ts, src/order/pricing.ts) declares the same lists, and a
 * unit test (tests/unit/order/orderChoices.test.ts) keeps the two equal.
 */
export const CLIENT_PACKAGES = ['free', 'popular', 'standard'] as const

export const DESIGNATORS = ['LLC', 'C-Corporation', 'Nonprofit'] as const
