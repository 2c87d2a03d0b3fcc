import type { EntityKey } from '@/collections/StateFees/vocabulary'
import type { Designator } from '@/order/pricing'

/** The comparison of every state. */
export const STATES_PATH = '/states'

/** One state's guide. */
export const statePath = (slug: string): string => `${STATES_PATH}/${slug}`

/** The designator the order wizard stores for each entity type. */
export const ENTITY_DESIGNATORS: Record<EntityKey, Designator> = {
  llc: 'LLC',
  corporation: 'C-Corporation',
  nonprofit: 'Nonprofit',
}

/** The wizard of the Popular package, opened with this state and entity type chosen. */
export const formationHref = (slug: string, entity: EntityKey): string =>
  `/popular?${new URLSearchParams({ state: slug, designator: ENTITY_DESIGNATORS[entity] })}`
