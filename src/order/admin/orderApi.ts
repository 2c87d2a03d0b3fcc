/** The order endpoints as the admin's order actions call them, with the staff member's session. */
import type {
  ConfirmFeeRequest,
  LinkActionRequest,
  MoveOrderRequest,
  RefundRequestBody,
  WorkActionRequest,
} from '../staffActions'

export type Answer = {
  data?: {
    success?: boolean
    error?: string
    /** What to do after a refusal (a refund Square refused). */
    nextStep?: string
    refund?: { amountCents: number }
    message?: string
    /** How many documents were made. */
    made?: number
  }
  errors?: { message: string }[]
}

async function post(
  path: string,
  body: unknown,
): Promise<{ ok: boolean; status: number; answer: Answer }> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json().catch(() => ({}))) as Answer
  return { ok: response.ok, status: response.status, answer }
}

export const problemOf = (answer: Answer) =>
  answer.data?.error ?? answer.errors?.[0]?.message ?? 'The server did not accept it.'

/** Uploads each file as a document of the order. */
export async function uploadDocuments(order: number | string, files: File[]): Promise<void> {
  for (const file of files) {
    const form = new FormData()
    form.append('file', file)
    form.append('_payload', JSON.stringify({ order: Number(order) }))
    const response = await fetch('/api/order-documents', {
      method: 'POST',
      credentials: 'include',
      body: form,
    })
    const answer = (await response.json().catch(() => ({}))) as {
      doc?: { id: number }
      errors?: { message: string }[]
    }
    if (!response.ok || !answer.doc)
      throw new Error(`${file.name}: ${answer.errors?.[0]?.message ?? 'not uploaded'}`)
  }
}

/** POST /api/orders/:id/status (src/order/server/lifecycle.ts). */
export const requestMove = (order: number | string, body: MoveOrderRequest) =>
  post(`/api/orders/${order}/status`, body)

/** POST /api/orders/:id/refund (src/order/server/refund.ts). */
export const requestRefund = (order: number | string, body: RefundRequestBody) =>
  post(`/api/orders/${order}/refund`, body)

/** POST /api/orders/:id/link (src/order/server/linkActions.ts). */
export const requestLinkAction = (order: number | string, body: LinkActionRequest) =>
  post(`/api/orders/${order}/link`, body)

/** POST /api/orders/:id/reveal-ssn (admins only; logged on the timeline). */
export const requestSsnReveal = (order: number | string) =>
  post(`/api/orders/${order}/reveal-ssn`, {})

/** POST /api/orders/:id/filing-changes (src/order/server/filingDetails/requestChanges.ts). */
export const requestFilingChanges = (
  order: number | string,
  body: { message: string; sections: string[] },
) => post(`/api/orders/${order}/filing-changes`, body)

/** POST /api/orders/:id/state-fee (src/order/server/balances/staff.ts). */
export const requestFeeConfirmation = (order: number | string, body: ConfirmFeeRequest) =>
  post(`/api/orders/${order}/state-fee`, body)

/** POST /api/orders/:id/waive-balance (admins only; on the timeline). */
export const requestWaiver = (order: number | string, body: { reason: string }) =>
  post(`/api/orders/${order}/waive-balance`, body)

/** POST /api/orders/:id/documents (src/order/server/documents/endpoint.ts). */
export const requestDocuments = (order: number | string) =>
  post(`/api/orders/${order}/documents`, {})

/** POST /api/orders/:id/work (src/order/server/deliveries/endpoint.ts). */
export const requestWork = (order: number | string, body: WorkActionRequest) =>
  post(`/api/orders/${order}/work`, body)
