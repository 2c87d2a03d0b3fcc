/**
 * When two orders are for the same company: the name as a person would compare it, ignoring case
 * and spacing. Shared by the wizard and the pay endpoint, which both warn before a second payment
 * for a company whose first is still being confirmed.
 */
const comparable = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()

export const sameCompany = (a: string, b: string): boolean => comparable(a) === comparable(b)

/**
 * What the name field is called: "LLC Name" for an LLC, as the spec words it (and before a
 * designator is chosen), "Company Name" for a corporation or a nonprofit.
 */
export const nameLabelOf = (designator: string | null | undefined): string =>
  designator && designator !== 'LLC' ? 'Company Name' : 'LLC Name'

/** The schema's one message for a missing name, said with the field's own label. */
export const LLC_NAME_REQUIRED = 'LLC Name is required.'
