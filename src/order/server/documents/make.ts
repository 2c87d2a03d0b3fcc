/**
 * Makes an order's documents from its filing details (docs/documents.md#when-they-are-made): each
 * document its deliverables call for, once per version of the details. A document already made
 * from this version is left alone; a changed version makes a new file, the older one kept and no
 * longer current. Safe to run twice at once: one file per order, kind and version (a unique index).
 */
import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import type { DocumentKind } from '@/collections/OrderDocuments/kinds'
import type { OrderDocument } from '@/payload-types'
import { renderPdf } from '@/utilities/pdf'
import { slugify } from '@/utilities/slugify'

import { documentsOf } from '../../deliverables'
import { DOCUMENT_ENTITIES, DOCUMENT_TITLES, SIGNED_ON_PAGE } from '../../documents/kinds'
import type { DocumentContext } from '../../documents/context'
import { NAME_NOT_GIVEN } from '../../documents/fromDetails'
import { documentDefinition, type Signer } from '../../documents/layout'
import { WRITERS } from '../../documents/writers'
import { documentSourceOf } from './context'

type Made = Pick<OrderDocument, 'id' | 'kind' | 'version' | 'madeFrom' | 'current'>

export type MadeDocuments = {
  /** Why nothing was made, when nothing was. */
  skipped?: 'no details' | 'details not submitted'
  made: { kind: DocumentKind; version: number; pages?: number; bytes: number; ms: number }[]
  unchanged: number
}

/**
 * Who may sign on the order page: not our own company where it signs as the filer (staff sign
 * for it), and not a line whose name the details left out.
 */
const signsOnPage = (ctx: DocumentContext) => {
  const ours = [ctx.llc?.organizer, ctx.corporation?.incorporator, ctx.nonprofit?.incorporator]
    .filter((person) => person?.ours)
    .map((person) => person!.name)
  return (signer: Signer) => !ours.includes(signer.name) && signer.name !== NAME_NOT_GIVEN
}

/** The details are complete once the customer submitted them (check.ts found nothing missing). */
const READY = 'submitted'

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/**
 * Makes what is missing or out of date; `force` makes a new version of every document even from
 * unchanged details (staff's "Make the documents again", after the templates changed).
 */
export async function makeOrderDocuments(
  payload: Payload,
  orderId: number,
  { force = false }: { force?: boolean } = {},
): Promise<MadeDocuments> {
  const source = await documentSourceOf(payload, orderId)
  if (!source) return { skipped: 'no details', made: [], unchanged: 0 }
  const { order, record, ctx } = source
  if (record.status !== READY) return { skipped: 'details not submitted', made: [], unchanged: 0 }
  const madeFrom = new Date(record.updatedAt).toISOString()
  const kinds = documentsOf(order).filter((kind) => DOCUMENT_ENTITIES[kind].includes(ctx.entity))
  const { docs: earlier } = await payload.db.find<Made>({
    collection: 'order-documents',
    where: { and: [{ order: { equals: orderId } }, { origin: { equals: 'generated' } }] },
    select: { kind: true, version: true, madeFrom: true, current: true },
    limit: 500,
    pagination: false,
  })
  const result: MadeDocuments = { made: [], unchanged: 0 }
  for (const kind of kinds) {
    const versions = earlier.filter((doc) => doc.kind === kind)
    const current = versions.find((doc) => doc.current)
    if (!force && current?.madeFrom && new Date(current.madeFrom).toISOString() === madeFrom) {
      result.unchanged++
      continue
    }
    const version = Math.max(0, ...versions.map((doc) => doc.version ?? 0)) + 1
    const started = Date.now()
    const draft = WRITERS[kind](ctx)
    const bytes = await renderPdf(documentDefinition(ctx, draft))
    const name = `${slugify(ctx.company)}-${slugify(DOCUMENT_TITLES[kind])}-v${version}.pdf`
    const signers = SIGNED_ON_PAGE.includes(kind) ? draft.signers.filter(signsOnPage(ctx)) : []
    const created = await createVersion(payload, {
      orderId,
      kind,
      version,
      madeFrom,
      bytes,
      name,
      signers,
    })
    if (!created) continue // another run made this version first
    for (const older of versions.filter((doc) => doc.current))
      await payload.db.updateOne({
        collection: 'order-documents',
        id: older.id,
        data: { current: false },
        returning: false,
      })
    result.made.push({ kind, version, bytes: bytes.length, ms: Date.now() - started })
  }
  return result
}

type NewVersion = {
  orderId: number
  kind: DocumentKind
  version: number
  madeFrom: string
  bytes: Buffer
  name: string
  signers: Signer[]
}

async function createVersion(payload: Payload, v: NewVersion): Promise<boolean> {
  try {
    await payload.create({
      collection: 'order-documents',
      data: {
        order: v.orderId,
        origin: 'generated',
        kind: v.kind,
        version: v.version,
        current: true,
        sha256: sha256(v.bytes),
        madeFrom: v.madeFrom,
        signers: v.signers,
      },
      file: { data: v.bytes, mimetype: 'application/pdf', name: v.name, size: v.bytes.length },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    return true
  } catch (error) {
    const taken = await payload.db.count({
      collection: 'order-documents',
      where: {
        and: [
          { order: { equals: v.orderId } },
          { kind: { equals: v.kind } },
          { version: { equals: v.version } },
        ],
      },
    })
    if (taken.totalDocs > 0) return false
    throw error
  }
}
