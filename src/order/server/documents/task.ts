/**
 * The job that makes an order's documents (docs/documents.md#when-they-are-made), queued in the
 * transaction that completes or changes the filing details, so it is never lost; and run at once
 * after that request when it can be, so the customer need not wait for the next round of jobs.
 */
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { makeOrderDocuments } from './make'

const TASK = 'makeOrderDocuments'

type Input = { orderId: number }

export const makeOrderDocumentsTask: TaskConfig<{ input: Input; output: { made: number } }> = {
  slug: TASK,
  label: "Make an order's documents from its filing details",
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [{ name: 'orderId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    const started = Date.now()
    const result = await makeOrderDocuments(req.payload, input.orderId)
    if (result.made.length)
      req.payload.logger.info(
        `Order ${input.orderId}: ${result.made.length} document(s) made in ${Date.now() - started} ms.`,
      )
    return { output: { made: result.made.length } }
  },
}

/** Queues the job in the request's transaction; returns its id. */
export async function queueOrderDocuments(req: PayloadRequest, orderId: number) {
  const job = await req.payload.jobs.queue({ task: TASK, input: { orderId }, req })
  return job.id
}

/**
 * Runs a queued job now, outside the request that queued it (its transaction committed). A
 * failure is left to the queue's retries; the queue's own round finds the job done otherwise.
 */
export function runOrderDocumentsSoon(payload: Payload, jobId: number | string): void {
  setTimeout(() => {
    payload.jobs.runByID({ id: jobId }).catch((error: unknown) => {
      payload.logger.warn(
        `Documents job ${jobId} did not run at once (${(error as Error)?.name ?? 'error'}); the queue retries it.`,
      )
    })
  }, 0).unref()
}
