import type { CollectionAfterOperationHook } from 'payload'

import { forgetFailedSignIns } from '../signInLimits'

/**
 * An administrator's unlock (the admin's Force unlock, REST or GraphQL) lifts the account's
 * sign-in locks: its failures from every address are forgotten.
 */
export const forgetFailuresOnUnlock: CollectionAfterOperationHook = async ({
  args,
  operation,
  result,
}) => {
  if (operation === 'unlock' && result && typeof args.data.email === 'string') {
    await forgetFailedSignIns(args.data.email)
  }
  return result
}
