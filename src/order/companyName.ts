/**
 * When two orders are for the same company: the name as a person would compare it, ignoring case
 * and spacing. Shared by the wizard and the pay endpoint, which both warn before a second payment
 * for a company whose first is still being confirmed.
 */
const comparable = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()

export const sameCompany = (a: string, b: string): boolean => comparable(a) === comparable(b)
