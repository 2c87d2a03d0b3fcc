// The list of jurisdictions is a leaf beside the state-fees collection, which validates its slugs.
export { isStateSlug, type StateSlug, US_STATES } from '@/collections/StateFees/usStates'
