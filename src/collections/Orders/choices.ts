/**
 * The values an order's package and designator columns accept: a leaf the collection stores and
 * the order domain (src/order/packages.ts, src/order/pricing.ts) builds its rules on.
 */
export const CLIENT_PACKAGES = ['free', 'popular', 'standard'] as const

export const DESIGNATORS = ['LLC', 'C-Corporation', 'Nonprofit'] as const
