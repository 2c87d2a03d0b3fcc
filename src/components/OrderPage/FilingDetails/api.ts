/** The order page's one endpoint for filing details: a section saved, or the whole submitted. */
import type { FilingDetailStatus } from '@/collections/FilingDetails/statuses'
import type { Problem, SectionReport } from '@/order/filing/check'
import type { SectionName } from '@/order/filing/details'

type Body = { token: string; sections?: Partial<Record<SectionName, unknown>>; submit?: true }

export type Answer =
  | { ok: true; status: FilingDetailStatus; reports: SectionReport[] }
  /** `code` 0: no answer at all (offline). */
  | { ok: false; code: number; error: string; problems: Problem[] }

type Wire = {
  data?: {
    success?: boolean
    status?: FilingDetailStatus
    sections?: SectionReport[]
    error?: string
  }
  errors?: { path?: string; message?: string }[]
}

const OFFLINE = 'You seem to be offline: nothing was sent. Try again in a moment.'
const FAILED = 'That did not go through. Try again in a moment, or write to us if it keeps failing.'

export async function postFilingDetails(body: Body): Promise<Answer> {
  let response: Response
  try {
    response = await fetch('/api/orders/filing-details', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    })
  } catch {
    return { ok: false, code: 0, error: OFFLINE, problems: [] }
  }
  const wire = (await response.json().catch(() => null)) as Wire | null
  if (response.ok && wire?.data?.success && wire.data.status && wire.data.sections)
    return { ok: true, status: wire.data.status, reports: wire.data.sections }
  const problems = (wire?.errors ?? []).flatMap(({ path, message }) =>
    path && message ? [{ path, message }] : [],
  )
  return { ok: false, code: response.status, error: wire?.data?.error || FAILED, problems }
}
