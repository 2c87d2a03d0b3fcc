/**
 * Faults the tests queue (POST /__standin/faults): the next n payment, refund or read requests
 * fail as Square or the network might ('delay' charges, then answers late; 'error' with
 * afterCharge charges, then answers the error; 'drop' charges, then closes the connection).
 */
import type { Json } from './answers'

export type Fault =
  | { mode: 'error'; status: number; afterCharge: boolean }
  | { mode: 'hang' }
  | { mode: 'delay'; ms: number }
  | { mode: 'drop' }

/** A fault as the control endpoint receives it, or undefined for an unknown mode. */
export function parseFault(fault: Json): Fault | undefined {
  return fault.mode === 'error'
    ? {
        mode: 'error',
        status: Number(fault.status ?? 500),
        afterCharge: fault.afterCharge === true,
      }
    : fault.mode === 'hang'
      ? { mode: 'hang' }
      : fault.mode === 'delay'
        ? { mode: 'delay', ms: Number(fault.ms ?? 1000) }
        : fault.mode === 'drop'
          ? { mode: 'drop' }
          : undefined
}
