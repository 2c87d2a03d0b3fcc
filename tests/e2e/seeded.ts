/** The eleven services of the spec, in the order the seeded pages list them. */
export const services = [
  'EIN',
  'LLC Formation',
  'Business Licenses and permits',
  'Business Banking',
  'Business Insurance',
  'Taxes and bookkeeping',
  'Logo',
  'Website experts',
  'Business Cards',
  'Trademark',
  'Branded Merchandise',
]
