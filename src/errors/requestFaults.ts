import { AsyncLocalStorage } from 'node:async_hooks'

import { isDatabaseUnavailable } from './errorDetails'

type Faults = { database?: unknown }

const STORE = Symbol.for('formation.requestFaults')
type WithStore = typeof globalThis & { [STORE]?: AsyncLocalStorage<Faults> }
// One per process, whichever bundle asks: the pools note faults, the API routes answer them.
const faults = ((globalThis as WithStore)[STORE] ??= new AsyncLocalStorage<Faults>())

/** Runs `task`, one API request, with its own record of the server's faults met on the way. */
export const trackingFaults = <T>(task: () => T): T => faults.run({}, task)

/**
 * Records a fault of the server's met by the current request, if `error` is one. Some are
 * swallowed on the way: Payload takes a session it could not look up for no session at all,
 * and the request then goes on as a visitor's, to be refused as if it were the visitor's fault.
 */
export function noteFault(error: unknown): void {
  const store = faults.getStore()
  if (store && isDatabaseUnavailable(error)) store.database ??= error
}

export type ServerFault = { kind: 'database'; cause: unknown }

/** The server's fault behind `error`: in it, or met earlier by the same request. */
export function serverFault(error?: unknown): ServerFault | null {
  if (error !== undefined && isDatabaseUnavailable(error)) return { kind: 'database', cause: error }
  const noted = faults.getStore()?.database
  return noted ? { kind: 'database', cause: noted } : null
}
