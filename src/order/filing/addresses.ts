/** Checks of a postal address as the state's form takes it. Pure. */
import type { Address } from './details'

export type Problem = { path: string; message: string }

// "PO Box 12", "P.O. Box", "Post Office Box", "POB 12", "Box 12" at the start of the line.
const PO_BOX = /\b(p\.?\s*o\.?\s*b(ox)?|post\s+office\s+box|postal\s+box)\b|^\s*box\s+\d/i

export const isPoBox = (street: string | null | undefined): boolean => PO_BOX.test(street ?? '')

const ZIP = /^\d{5}(-?\d{4})?$/

type AddressRules = {
  /** The two-letter code the address must be in (a registered office is in the state). */
  inState?: { code: string; name: string }
  noPoBox?: boolean
  postalCodes: ReadonlySet<string>
}

/** What is missing or wrong in an address, each problem with its path under `at`. */
export function addressProblems(
  address: Address | null | undefined,
  at: string,
  { inState, noPoBox, postalCodes }: AddressRules,
): Problem[] {
  const problems: Problem[] = []
  const need = (field: keyof Address, message: string) => {
    if (!address?.[field]) problems.push({ path: `${at}.${field}`, message })
  }
  need('street', 'Enter the street address.')
  need('city', 'Enter the city.')
  need('state', 'Choose the state.')
  need('zip', 'Enter the ZIP code.')
  if (!address) return problems
  if (noPoBox && (isPoBox(address.street) || isPoBox(address.street2)))
    problems.push({
      path: `${at}.street`,
      message: 'Enter a street address: the state does not accept a PO box here.',
    })
  const state = address.state?.toUpperCase()
  if (state && !postalCodes.has(state))
    problems.push({ path: `${at}.state`, message: 'Choose a US state.' })
  else if (state && inState && state !== inState.code)
    problems.push({ path: `${at}.state`, message: `This address must be in ${inState.name}.` })
  if (address.zip && !ZIP.test(address.zip))
    problems.push({ path: `${at}.zip`, message: 'Enter a ZIP code of 5 digits (or ZIP+4).' })
  return problems
}
