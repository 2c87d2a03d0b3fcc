import { useSyncExternalStore } from 'react'

/** False until React runs in the browser: a form sent before that would reload the page instead. */
const noSubscription = () => () => {}
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
