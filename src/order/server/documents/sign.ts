/**
 * Signing a document on the order page (docs/documents.md#signatures): the person named types
 * their name and agrees to sign electronically; we record the name they typed, the time, the
 * client's address and browser, and the SHA-256 of the very file they signed. Only the current
 * version of a document its page offers can be signed, and only if the file is still the one the
 * customer read: a changed document is signed again.
 */
import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { isSingleLine } from '@/utilities/text'

import { DOCUMENT_TITLES, SIGNED_ON_PAGE } from '../../documents/kinds'
import type { Signer } from '../../documents/layout'
import { offeredOrderDocument, type PageDocument, storedDocumentBytes } from './offered'

export type SignInput = {
  documentId: number
  /** The name of the signer as the document gives it. */
  signer: string
  typedName: string
  consent: boolean
  /** The fingerprint of the version the customer read (the page gave it). */
  sha256: string
  ipAddress: string
  userAgent: string
}

export type SignProblem =
  'gone' | 'unsigned' | 'replaced' | 'changed' | 'consent' | 'signer' | 'name' | 'signed'

export type SignOutcome =
  | { ok: true; document: PageDocument; signedAs: Signer[] }
  | { ok: false; problem: SignProblem; status: 400 | 404 | 409; message: string }

const refuse = (problem: SignProblem, status: 400 | 404 | 409, message: string): SignOutcome => ({
  ok: false,
  problem,
  status,
  message,
})

/** Names compared as people write them: case, spacing and accents' encoding aside. */
export const sameName = (a: string, b: string) => {
  const plain = (name: string) => name.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase()
  return plain(a) === plain(b)
}

const NAME_LENGTH = { min: 2, max: 100 }

async function fileFingerprint(filename: string): Promise<string | null> {
  const bytes = await storedDocumentBytes(filename)
  return bytes && createHash('sha256').update(bytes).digest('hex')
}

/** Checks everything, then records one signature for each line of the document naming the signer. */
export async function signDocument(
  payload: Payload,
  orderId: number,
  input: SignInput,
): Promise<SignOutcome> {
  const doc = await offeredOrderDocument(payload, orderId, input.documentId)
  if (!doc) return refuse('gone', 404, 'This order has no such document.')
  const title = doc.kind ? DOCUMENT_TITLES[doc.kind] : doc.filename
  if (!doc.kind || !SIGNED_ON_PAGE.includes(doc.kind) || !doc.signers.length)
    return refuse('unsigned', 409, `The ${title} is not signed on this page.`)
  if (!doc.current)
    return refuse(
      'replaced',
      409,
      `Version ${doc.version} of the ${title} was replaced by a newer one made from your changed details: sign the newest version.`,
    )
  if (
    !doc.sha256 ||
    input.sha256 !== doc.sha256 ||
    (await fileFingerprint(doc.filename)) !== doc.sha256
  )
    return refuse(
      'changed',
      409,
      `The ${title} changed since you opened the page: reload it, read the new version and sign that.`,
    )
  if (!input.consent) return refuse('consent', 400, 'Tick the box to agree to sign electronically.')
  const lines = doc.signers.filter((signer) => signer.name === input.signer)
  if (!lines.length)
    return refuse('signer', 400, `The ${title} names no signer "${input.signer.slice(0, 100)}".`)
  const open = lines.filter(
    (line) => !doc.signatures.some((s) => s.signer === line.name && s.role === line.role),
  )
  if (!open.length) return refuse('signed', 409, `${input.signer} has already signed this version.`)
  const typed = input.typedName.replace(/\s+/g, ' ').trim()
  const forCompany = open.some((line) => line.forCompany)
  if (typed.length < NAME_LENGTH.min || typed.length > NAME_LENGTH.max || !isSingleLine(typed))
    return refuse('name', 400, 'Type your full name as your signature.')
  if (!forCompany && !sameName(typed, input.signer))
    return refuse('name', 400, `Type the name as the document gives it: ${input.signer}.`)

  const signedAs: Signer[] = []
  for (const line of open) {
    const recorded = await recordSignature(payload, orderId, doc, line, {
      ...input,
      typedName: typed,
    })
    if (recorded) signedAs.push(line)
  }
  if (!signedAs.length)
    return refuse('signed', 409, `${input.signer} has already signed this version.`)
  return { ok: true, document: doc, signedAs }
}

/** One signature; false when the same line was signed a moment before (the unique index). */
async function recordSignature(
  payload: Payload,
  orderId: number,
  doc: PageDocument,
  line: Signer,
  input: SignInput,
): Promise<boolean> {
  const title = DOCUMENT_TITLES[doc.kind!]
  const as = line.forCompany ? `for ${line.name} (${line.role})` : `as ${line.role}`
  try {
    await payload.create({
      collection: 'document-signatures',
      data: {
        order: orderId,
        document: doc.id,
        signer: line.name,
        role: line.role,
        typedName: input.typedName,
        sha256: doc.sha256!,
        ipAddress: input.ipAddress.slice(0, 100),
        userAgent: input.userAgent.slice(0, 300),
        summary: `${input.typedName} signed the ${title} (version ${doc.version}) ${as}`,
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    return true
  } catch (error) {
    const taken = await payload.db.count({
      collection: 'document-signatures',
      where: {
        and: [
          { document: { equals: doc.id } },
          { signer: { equals: line.name } },
          { role: { equals: line.role } },
        ],
      },
    })
    if (taken.totalDocs > 0) return false
    throw error
  }
}

/** What the order page says after a refused signature: the messages above, in short. */
export const SIGNING_PROBLEMS: Record<SignProblem, string> = {
  gone: 'This document is no longer on your order.',
  unsigned: 'This document is not signed on this page.',
  replaced: 'That version was replaced by a newer one: sign the newest version.',
  changed: 'The document changed since you opened the page: read the current version and sign it.',
  consent: 'Tick the box to agree to sign electronically.',
  signer: 'Choose who is signing from the names the document gives.',
  name: 'Type your full name as the document gives it.',
  signed: 'That person has already signed this version.',
}
