import { databaseFaultLabel } from './errorDetails'
import type { ServerFault } from './requestFaults'
import { storageFaultLabel } from './storageFaults'

/**
 * The answers when the server failed in a way that passes (`serverFault`): 503 with Retry-After,
 * so that clients and monitors see the server's fault, never a 500 nor the visitor's mistake.
 */
export const DATABASE_UNAVAILABLE =
  'The service is briefly unavailable; please try again in a minute.'

export const DATABASE_RETRY_AFTER = { 'Retry-After': '60' }

/** Names nothing the visitor sent: their file is not the problem. */
export const STORAGE_UNAVAILABLE =
  'We could not save this because of a fault in our storage, not in what you sent; please try again in a few minutes.'

type FaultAnswer = { message: string; headers: Record<string, string> }

export const faultAnswer = (fault: ServerFault): FaultAnswer =>
  fault.kind === 'storage'
    ? { message: STORAGE_UNAVAILABLE, headers: { 'Retry-After': '300' } }
    : { message: DATABASE_UNAVAILABLE, headers: DATABASE_RETRY_AFTER }

/** The fault in a few words for the log, without the query, the file or the request's data. */
export const faultSummary = (fault: ServerFault): string =>
  fault.kind === 'storage'
    ? `files cannot be stored (${storageFaultLabel(fault.cause)})`
    : `the database is unavailable (${databaseFaultLabel(fault.cause)})`

/**
 * The line for the people on call when storage refuses writes, in the form of the other alerts
 * (`ALERT: ` first, for the log's alerting to find): it lasts until someone fixes it.
 */
export const storageAlert = (fault: ServerFault, what = 'uploads are answered 503'): string =>
  `ALERT: ${faultSummary(fault)}: ${what} until the storage is writable again.`
