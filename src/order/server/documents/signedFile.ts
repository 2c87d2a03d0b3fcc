/**
 * A signed document as the customer downloads it (docs/documents.md#signatures): the file they
 * signed, unchanged, with the signature record added as its last page. Made on each download from
 * the stored file and the recorded signatures, so it always shows every signature so far.
 */

import type { Payload } from 'payload'
import { PDFDocument } from 'pdf-lib'

import type { Order } from '@/payload-types'
import { renderPdf } from '@/utilities/pdf'

import { DOCUMENT_TITLES } from '../../documents/kinds'
import { signaturePageDefinition, type SignatureRecord } from '../../documents/signaturePage'
import { type PageDocument, storedDocumentBytes } from './offered'

async function signatureRecords(payload: Payload, documentId: number) {
  const { docs } = await payload.db.find<SignatureRecord & { createdAt: string }>({
    collection: 'document-signatures',
    where: { document: { equals: documentId } },
    select: { signer: true, role: true, typedName: true, createdAt: true },
    sort: 'createdAt',
    limit: 200,
    pagination: false,
  })
  return docs.map((doc) => ({ ...doc, signedAt: doc.createdAt }))
}

/** The signed file's bytes and the name the customer saves it under; null when its file is gone. */
export async function signedDocumentFile(
  payload: Payload,
  orderId: number,
  doc: PageDocument,
): Promise<{ bytes: Uint8Array; filename: string } | null> {
  const order = await payload.db.findOne<Pick<Order, 'id' | 'llcname'>>({
    collection: 'orders',
    where: { id: { equals: orderId } },
    select: { llcname: true },
  })
  const original = await storedDocumentBytes(doc.filename)
  if (!order || !original) return null
  const record = await renderPdf(
    signaturePageDefinition({
      title: doc.kind ? DOCUMENT_TITLES[doc.kind] : doc.filename,
      company: order.llcname,
      version: doc.version ?? 1,
      sha256: doc.sha256 ?? '',
      signers: doc.signers,
      signatures: await signatureRecords(payload, doc.id),
    }),
  )
  const signed = await PDFDocument.load(original)
  const extra = await PDFDocument.load(record)
  for (const page of await signed.copyPages(extra, extra.getPageIndices())) signed.addPage(page)
  return {
    bytes: await signed.save(),
    filename: doc.filename.replace(/\.pdf$/i, '') + '-signed.pdf',
  }
}
