import type { AfterErrorHook } from 'payload'

import { clientErrorStatus } from './errorDetails'
import { serverFault } from './requestFaults'
import { faultAnswer, faultSummary, storageAlert } from './unavailable'

/**
 * Answers 503 with Retry-After when the server itself failed in a way that passes, in the error
 * or met earlier by the request: the database unreachable or too slow (a session Payload could
 * not look up, taken for none, then refused as a visitor's), storage that refuses writes (which
 * Payload reports as a problem with the uploaded file, and a form as an invalid field). Payload
 * alone answers 500, or a refusal that blames the request. Registered after the other error
 * hooks, so that its answer is the one given. Payload has already logged the error; storage
 * faults also get their ALERT line, since they last until someone acts.
 */
export const answerServiceFaults: AfterErrorHook = ({ error, graphqlResult, req }) => {
  const fault = serverFault(error)
  if (!fault) return
  const status = clientErrorStatus(error)
  if (fault.kind === 'storage') req.payload.logger.error(storageAlert(fault))
  // Payload logged a refusal; the fault it hides may have been swallowed without a word.
  else if (fault.cause !== error && status)
    req.payload.logger.warn(`${status} ${error.message}: answered 503, ${faultSummary(fault)}`)
  const { message, headers } = faultAnswer(fault)
  const responseHeaders = req.responseHeaders ?? new Headers()
  for (const [name, value] of Object.entries(headers)) responseHeaders.set(name, value)
  req.responseHeaders = responseHeaders
  if (graphqlResult) {
    const extensions = { ...graphqlResult.extensions, statusCode: 503 }
    return { graphqlResult: { ...graphqlResult, message, extensions } }
  }
  return { status: 503, response: { errors: [{ message }] } }
}
