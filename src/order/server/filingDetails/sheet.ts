/**
 * The filing sheet of one order (docs/filing-details.md#the-filing-sheet): every value of the
 * filing details in the order of the state's own form, the portal, the fee to pay and the
 * expedite tier to choose. Read by the admin's sheet and its PDF; the SSN only masked.
 */
import type { Payload } from 'payload'

import type { Order, StateFee } from '@/payload-types'
import { fieldEncryptionKeyIsSet, decryptField } from '@/utilities/fieldEncryption'

import { industryTitle } from '../../filing/naicsList'
import { extraItems, generalItems, type SheetFacts, valueLines } from '../../filing/sheetValues'
import { type FormItem, type SheetValue, stateFormOf } from '../../filing/stateForms'
import { feeColumn, type Designator } from '../../pricing'
import { type FilingView, filingView } from './pageData'
import { loadFilingOrder } from './record'

export type SheetRow = {
  label: string
  note?: string
  values: { key: SheetValue; lines: string[] }[]
}

export type FilingSheet = {
  orderId: number
  companyName: string
  stateName: string
  entityLabel: string
  status: string
  form: { name: string; url: string | null; confidence: string; checkedOn: string | null } | null
  portal: string | null
  /** Dollars; `confirmedCents` once staff confirmed the state's fee (balances/confirm.ts). */
  fee: {
    charged: number
    current: number | null
    estimated: boolean
    confirmedCents: number | null
  }
  expedite: { wanted: boolean; tier: string }
  rows: SheetRow[]
  extras: SheetRow[]
  ein: { responsible: string; ssnMasked: string | null; lines: string[] } | null
  view: FilingView
  confirmationNumber: string | null
}

const ENTITY_LABEL = {
  llc: 'LLC',
  corporation: 'C Corporation',
  nonprofit: 'Nonprofit corporation',
}

/** Our own signer on filings where the customer lets us sign. */
export const OUR_FILER =
  'Our filing service signs as organizer or incorporator (the clerk, for the company)'

const rowsOf = (items: FormItem[], facts: SheetFacts): SheetRow[] =>
  items.map((item) => ({
    label: item.label,
    ...(item.note ? { note: item.note } : {}),
    // A form item that takes the same value twice (the organizer who also signs) shows it once.
    values: item.values
      .map((key) => ({ key, lines: valueLines(key, facts) }))
      .filter(
        (value, index, all) =>
          all.findIndex((v) => v.lines.join() === value.lines.join()) === index,
      ),
  }))

type SheetOrder = Pick<
  Order,
  | 'id'
  | 'email'
  | 'stateFee'
  | 'stateFeeEstimated'
  | 'stateFeeConfirmedCents'
  | 'expeditedFilling'
  | 'stateConfirmationNumber'
>

/** "***-**-1120": the last four digits, as staff see an SSN unless an admin reveals it. */
export function maskedSsn(stored: string | null | undefined): string | null {
  if (!stored || !fieldEncryptionKeyIsSet()) return stored ? 'On file (encrypted)' : null
  try {
    const digits = (decryptField(stored) ?? '').replace(/\D/g, '')
    return digits.length === 9 ? `***-**-${digits.slice(5)}` : 'On file'
  } catch {
    return 'On file (cannot be read with this key)'
  }
}

function expediteOf(record: Pick<StateFee, 'expedite'> | null, wanted: boolean): string {
  if (!wanted) return 'Standard processing: no expedite'
  // The fastest tier that keeps our promise of 2 business days, else the fastest there is.
  const tiers = [...(record?.expedite ?? [])].sort(
    (a, b) => (a.turnaroundHours ?? 999) - (b.turnaroundHours ?? 999),
  )
  const fit =
    tiers.filter((tier) => tier.turnaroundHours != null && tier.turnaroundHours <= 48).at(-1) ??
    tiers[0]
  if (!fit)
    return 'Expedited was bought, but the state record lists no expedite tier: check the state’s site'
  const fee = fit.fee != null ? `$${fit.fee}${fit.feeMax ? `–$${fit.feeMax}` : ''}` : 'fee unknown'
  return `${fit.name} (${fee}${fit.turnaroundHours ? `, about ${fit.turnaroundHours} hours` : ''})`
}

/**
 * The order's sheet. `admin`: the SSN's last four digits show (the order's SSN is an admin's
 * field); anyone else's sheet says only whether one is on file.
 */
export async function filingSheetOf(
  payload: Payload,
  id: number,
  { admin = false }: { admin?: boolean } = {},
): Promise<FilingSheet | null> {
  const order = await loadFilingOrder(payload, id)
  if (!order) return null
  const [view, more, record] = await Promise.all([
    filingView(payload, order),
    payload.db.findOne<SheetOrder>({
      collection: 'orders',
      where: { id: { equals: id } },
      select: {
        email: true,
        stateFee: true,
        stateFeeEstimated: true,
        stateFeeConfirmedCents: true,
        expeditedFilling: true,
        stateConfirmationNumber: true,
      },
    }),
    payload.db.findOne<StateFee>({
      collection: 'state-fees',
      where: { slug: { equals: order.formationState } },
      select: { llc: true, corporation: true, nonprofit: true, expedite: true, links: true },
    }),
  ])
  if (!view || !more) return null
  const facts: SheetFacts = {
    entity: view.entity,
    companyName: order.llcname,
    stateName: view.stateName,
    email: more.email,
    details: view.details,
    ourAgent: view.ourAgent,
    ourFiler: OUR_FILER,
    naicsTitle: industryTitle(view.details.company?.naics),
  }
  const form = stateFormOf(view.state, view.entity)
  const ein = view.details.ein
  return {
    orderId: id,
    companyName: order.llcname,
    stateName: view.stateName,
    entityLabel: ENTITY_LABEL[view.entity],
    status: order.status,
    form: form
      ? { name: form.form, url: form.url, confidence: form.confidence, checkedOn: null }
      : null,
    portal: form?.portal ?? record?.links?.filingPortal ?? null,
    fee: {
      charged: more.stateFee ?? 0,
      current: record ? (record[feeColumn[order.designator as Designator]] ?? null) : null,
      estimated: Boolean(more.stateFeeEstimated),
      confirmedCents: more.stateFeeConfirmedCents ?? null,
    },
    expedite: {
      wanted: Boolean(more.expeditedFilling),
      tier: expediteOf(record, Boolean(more.expeditedFilling)),
    },
    rows: rowsOf(form?.items ?? generalItems(view.entity), facts),
    extras: rowsOf(extraItems(view.entity), facts),
    ein: order.ein
      ? {
          responsible: [ein?.firstName, ein?.lastName].filter(Boolean).join(' ') || 'Not given',
          ssnMasked:
            ein?.hasSsn === false
              ? 'None: the IRS takes this application by fax or mail'
              : admin
                ? maskedSsn(order.ssn)
                : order.ssn
                  ? 'On file (an admin can read it)'
                  : null,
          lines: [
            `Reason: ${ein?.reason ?? 'not given'}`,
            `Employees in the next 12 months: ${ein?.employees ?? 'not given'}`,
            ...(ein?.firstWageDate ? [`First wages: ${ein.firstWageDate}`] : []),
            `Principal activity: ${ein?.activity ?? 'not given'}${ein?.activityDetail ? ` (${ein.activityDetail})` : ''}`,
          ],
        }
      : null,
    view,
    confirmationNumber: more.stateConfirmationNumber ?? null,
  }
}
