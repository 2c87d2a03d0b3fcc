import { databaseFaultLabel } from './errorDetails'
import type { ServerFault } from './requestFaults'

/**
 * The answer when the server failed in a way that passes (`serverFault`): 503 with Retry-After,
 * so that clients and monitors see the server's fault, never a 500 nor the visitor's mistake.
 */
export const DATABASE_UNAVAILABLE =
  'The service is briefly unavailable; please try again in a minute.'

export const DATABASE_RETRY_AFTER = { 'Retry-After': '60' }

type FaultAnswer = { message: string; headers: Record<string, string> }

export const faultAnswer = (_fault: ServerFault): FaultAnswer => ({
  message: DATABASE_UNAVAILABLE,
  headers: DATABASE_RETRY_AFTER,
})

/** The fault in a few words for the log, without the query or the request's data. */
export const faultSummary = (fault: ServerFault): string =>
  `the database is unavailable (${databaseFaultLabel(fault.cause)})`
