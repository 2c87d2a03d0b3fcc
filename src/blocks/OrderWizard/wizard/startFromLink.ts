/**
 * A link into the wizard with the state and designator chosen, as a state's guide gives one
 * (`/popular?state=texas&designator=LLC`). Read in the browser after hydration: the order pages
 * stay static. A value the wizard does not offer is ignored.
 */
import { DESIGNATORS, type Designator } from '@/order/pricing'

import type { StateOption } from './form'

export type LinkChoice = { formationState?: string; designator?: Designator }

const PARAMS = ['state', 'designator'] as const

export function choiceFromLink(search: string, states: readonly StateOption[]): LinkChoice {
  const params = new URLSearchParams(search)
  const asked = (name: string) => params.get(name)?.trim().toLowerCase()
  const state = states.find(({ slug }) => slug === asked('state'))
  const designator = DESIGNATORS.find((value) => value.toLowerCase() === asked('designator'))
  return {
    ...(state ? { formationState: state.slug } : {}),
    ...(designator ? { designator } : {}),
  }
}

/** The address without the link's choice: a reload then continues from the saved order. */
export function withoutChoice(href: string): string {
  const url = new URL(href)
  PARAMS.forEach((name) => url.searchParams.delete(name))
  return `${url.pathname}${url.search}${url.hash}`
}
