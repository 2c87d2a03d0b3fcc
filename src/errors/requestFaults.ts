import { AsyncLocalStorage } from 'node:async_hooks'

import { isDatabaseUnavailable } from './errorDetails'
import { isStorageFault } from './storageFaults'

type Faults = { database?: unknown; storage?: unknown }

const STORE = Symbol.for('formation.requestFaults')
type WithStore = typeof globalThis & { [STORE]?: AsyncLocalStorage<Faults> }
// One per process, whichever bundle asks: the pools note faults, the API routes answer them.
const faults = ((globalThis as WithStore)[STORE] ??= new AsyncLocalStorage<Faults>())

/** Runs `task`, one API request, with its own record of the server's faults met on the way. */
export const trackingFaults = <T>(task: () => T): T => faults.run({}, task)

export type ServerFault = { kind: 'storage' | 'database'; cause: unknown }

/** The kind of server fault `error` is, if it is one. */
const kindOf = (error: unknown): ServerFault['kind'] | null =>
  isStorageFault(error) ? 'storage' : isDatabaseUnavailable(error) ? 'database' : null

/**
 * Records a fault of the server's met by the current request, if `error` is one. Some are
 * swallowed or stripped on the way: Payload takes a session it could not look up for no session
 * at all (the request goes on as a visitor's, to be refused as if it were the visitor's fault),
 * and reports a file it could not write as "a problem while uploading the file".
 */
export function noteFault(error: unknown): void {
  const store = faults.getStore()
  const kind = store ? kindOf(error) : null
  if (store && kind) store[kind] ??= error
}

/** The server's fault behind `error`: in it, or met earlier by the same request. */
export function serverFault(error?: unknown): ServerFault | null {
  const kind = error === undefined ? null : kindOf(error)
  if (kind) return { kind, cause: error }
  const noted = faults.getStore()
  if (noted?.storage) return { kind: 'storage', cause: noted.storage }
  if (noted?.database) return { kind: 'database', cause: noted.database }
  return null
}
