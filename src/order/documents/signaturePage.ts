/**
 * The page added to a signed document (docs/documents.md#signatures): who signed it, as what, the
 * name they typed and when, who has not signed yet, and the fingerprint of
 * the file they signed. Pure: a pdfmake definition, drawn on the server and appended to the file.
 */
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces'

import type { Signer } from './layout'

export type SignatureRecord = {
  signer: string
  role: string
  typedName: string
  /** ISO time. */
  signedAt: string
}

export type SignedDocument = {
  title: string
  company: string
  version: number
  /** The SHA-256 of the unsigned file, which every signature below names. */
  sha256: string
  signers: Signer[]
  signatures: SignatureRecord[]
}

const MARGIN = 56

/** "2026-12-06 14:03:12 UTC": one clock for every signer, wherever they signed. */
const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`

const signed = (signer: Signer, signature: SignatureRecord) =>
  signature.signer === signer.name && signature.role === signer.role

function signatureRows(doc: SignedDocument): Content {
  const header = ['Signer', 'Signed as', 'Typed signature', 'Time'].map((text) => ({
    text,
    bold: true,
  }))
  const rows = doc.signatures.map((signature) => [
    signature.signer,
    signature.role,
    { text: signature.typedName, italics: true },
    utc(signature.signedAt),
  ])
  return {
    table: { headerRows: 1, widths: ['*', '*', '*', 'auto'], body: [header, ...rows] },
    fontSize: 9,
    margin: [0, 4, 0, 12],
  }
}

export function signaturePageDefinition(doc: SignedDocument): TDocumentDefinitions {
  const waiting = doc.signers.filter(
    (signer) => !doc.signatures.some((signature) => signed(signer, signature)),
  )
  return {
    info: { title: `Signatures: ${doc.title}, ${doc.company}`, creator: 'Order documents' },
    pageSize: 'LETTER',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.25 },
    footer: {
      text: `${doc.title} · version ${doc.version} · signature record`,
      alignment: 'center',
      fontSize: 8,
      color: '#555555',
    },
    content: [
      { text: 'Signature record', fontSize: 18, bold: true, margin: [0, 0, 0, 2] },
      {
        text: `${doc.title} of ${doc.company}, version ${doc.version}`,
        fontSize: 11,
        color: '#333333',
        margin: [0, 0, 0, 12],
      },
      {
        text: 'Each person below signed the pages before this one electronically, on the order page, by typing their name and agreeing that the typed name is their signature. Where a company signs, the typed name is that of the person who signed for it. The internet address and browser each signature came from are kept in our records, not printed here.',
        margin: [0, 0, 0, 8],
      },
      doc.signatures.length ? signatureRows(doc) : { text: 'Nobody has signed yet.' },
      waiting.length
        ? {
            text: `Not signed yet: ${waiting.map((signer) => `${signer.name} (${signer.role})`).join('; ')}.`,
            margin: [0, 0, 0, 12],
          }
        : { text: 'Everyone named to sign has signed.', margin: [0, 0, 0, 12] },
      { text: 'The document signed', bold: true, margin: [0, 4, 0, 2] },
      { text: 'Each signature was made on the file whose SHA-256 fingerprint is:' },
      { text: doc.sha256, fontSize: 8.5, bold: true, margin: [0, 2, 0, 2] },
      {
        text: 'That is the fingerprint of the document as downloaded before any signature page was added. A changed document has another fingerprint and is signed again.',
      },
    ],
  }
}
