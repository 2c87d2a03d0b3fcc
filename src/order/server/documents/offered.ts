/**
 * The documents an order's page offers (docs/customer-page.md#documents): those made from its
 * filing details, every version, as soon as they exist, with who signed each; those staff attach,
 * once filed. An order that stopped offers none.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload, Where } from 'payload'

import type { DocumentKind } from '@/collections/OrderDocuments/kinds'
import type { Order } from '@/payload-types'
import { dataFolders } from '@/utilities/dataFolders'

import type { Signer } from '../../documents/layout'
import { isStopped } from '../../status'

/** A signature as the page shows it: never the address or browser it came from. */
export type PageSignature = { signer: string; role: string; typedName: string; signedAt: string }

/** A document as the page lists it: made from the order (each version), or attached by staff. */
export type PageDocument = {
  id: number
  filename: string
  mimeType: string | null
  kind: DocumentKind | null
  version: number | null
  current: boolean
  createdAt: string
  /** The file's SHA-256: a signature names the version it was made on. */
  sha256: string | null
  /** Who signs it on the page; empty when nobody does. */
  signers: Signer[]
  signatures: PageSignature[]
}

/** Staff's files (the state's approved documents) are the customer's once the filing is done. */
const STATE_DOCUMENTS_FROM = ['filed_with_state', 'completed']

const documentsWhere = (order: Pick<Order, 'id' | 'status'>): { and: Where[] } => ({
  and: [
    { order: { equals: order.id } },
    ...(STATE_DOCUMENTS_FROM.includes(order.status) ? [] : [{ origin: { equals: 'generated' } }]),
  ],
})

const DOCUMENT_SELECT = {
  filename: true,
  mimeType: true,
  kind: true,
  version: true,
  current: true,
  createdAt: true,
  sha256: true,
  signers: true,
} as const

type StoredDocument = {
  id: number
  filename?: string | null
  mimeType?: string | null
  kind?: DocumentKind | null
  version?: number | null
  current?: boolean | null
  createdAt: string
  sha256?: string | null
  signers?: unknown
}

type StoredSignature = PageSignature & { document: number; createdAt: string }

/** The stored list of signers, read defensively: a json column holds whatever was written. */
const signersOf = (value: unknown): Signer[] =>
  Array.isArray(value)
    ? value.filter(
        (signer): signer is Signer =>
          typeof signer?.name === 'string' && typeof signer?.role === 'string',
      )
    : []

async function signaturesOf(payload: Payload, documentIds: number[]) {
  if (!documentIds.length) return []
  const { docs } = await payload.db.find<StoredSignature>({
    collection: 'document-signatures',
    where: { document: { in: documentIds } },
    select: { document: true, signer: true, role: true, typedName: true, createdAt: true },
    sort: 'createdAt',
    limit: 1000,
    pagination: false,
  })
  return docs
}

function pageDocument(doc: StoredDocument, signatures: StoredSignature[]): PageDocument {
  return {
    id: doc.id,
    filename: doc.filename ?? '',
    mimeType: doc.mimeType ?? null,
    kind: doc.kind ?? null,
    version: doc.version ?? null,
    current: doc.current !== false,
    createdAt: doc.createdAt,
    sha256: doc.sha256 ?? null,
    signers: signersOf(doc.signers),
    signatures: signatures
      .filter((signature) => Number(signature.document) === doc.id)
      .map(({ signer, role, typedName, createdAt }) => ({
        signer,
        role,
        typedName,
        signedAt: createdAt,
      })),
  }
}

/** The documents the order's page lists, newest first, with their signatures. */
export async function orderDocuments(
  payload: Payload,
  order: Pick<Order, 'id' | 'status'>,
): Promise<PageDocument[]> {
  if (isStopped(order.status)) return []
  const { docs } = await payload.db.find<StoredDocument>({
    collection: 'order-documents',
    // What our registered agent received is listed with the agent (agent/read.ts), not here.
    where: { and: [...documentsWhere(order).and, { origin: { not_equals: 'received' } }] },
    select: DOCUMENT_SELECT,
    sort: '-createdAt',
    limit: 200,
    pagination: false,
  })
  const files = docs.filter((doc) => doc.filename)
  const signatures = await signaturesOf(
    payload,
    files.map((doc) => doc.id),
  )
  return files.map((doc) => pageDocument(doc, signatures))
}

/**
 * One of the order's documents its page offers, with its signatures, or null when the page does
 * not offer it (another order's, a staff file before filing, an order that stopped).
 */
export async function offeredOrderDocument(
  payload: Payload,
  orderId: number,
  documentId: number,
): Promise<PageDocument | null> {
  const order = await payload.db.findOne<Pick<Order, 'id' | 'status'>>({
    collection: 'orders',
    where: { id: { equals: orderId } },
    select: { status: true },
  })
  if (!order || isStopped(order.status)) return null
  const doc = await payload.db.findOne<StoredDocument>({
    collection: 'order-documents',
    where: { and: [{ id: { equals: documentId } }, ...documentsWhere(order).and] },
    select: DOCUMENT_SELECT,
  })
  if (!doc?.filename) return null
  return pageDocument(doc, await signaturesOf(payload, [doc.id]))
}

/** A stored document's bytes (the files' folder, docs/operations.md), or null when it is gone. */
export const storedDocumentBytes = (filename: string): Promise<Buffer | null> =>
  readFile(path.join(dataFolders().orderDocuments, path.basename(filename))).catch(() => null)
