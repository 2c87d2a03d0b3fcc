import { DOCUMENT_TITLES, SIGNED_ON_PAGE } from '@/order/documents/kinds'
import type { Signer } from '@/order/documents/layout'
import type { PageDocument, PageSignature } from '@/order/server/documents/offered'

import { dayOf, orderPath } from './format'
import own from './Documents.module.css'
import { SignForm } from './SignForm'

type Props = {
  token: string
  document: PageDocument
  /** The same document's earlier versions, newest first. */
  earlier: PageDocument[]
  /** The outcome of a signature just sent for this document. */
  signing?: { signed?: boolean; problem?: string }
}

const isSigned = (document: PageDocument, line: Signer) =>
  document.signatures.some((s) => s.signer === line.name && s.role === line.role)

const forCompany = (document: PageDocument, signature: PageSignature) =>
  document.signers.some(
    (line) => line.forCompany && line.name === signature.signer && line.role === signature.role,
  )

/** The lines still to sign, grouped by name: one person signs all their lines at once. */
function waitingByName(document: PageDocument): Signer[][] {
  const groups = new Map<string, Signer[]>()
  for (const line of document.signers.filter((line) => !isSigned(document, line)))
    groups.set(line.name, [...(groups.get(line.name) ?? []), line])
  return [...groups.values()]
}

/** Each person once, however many lines of the document name them. */
const people = (names: string[]) => new Set(names).size

function stateOf(document: PageDocument, waiting: Signer[][]): string {
  if (!SIGNED_ON_PAGE.includes(document.kind!) || !document.signers.length) return 'Ready'
  if (!document.signatures.length) return 'Ready to sign'
  if (!waiting.length) return 'Signed by everyone named'
  const named = people(document.signers.map((line) => line.name))
  return `Signed by ${named - waiting.length} of ${named}`
}

/** One document made from the details: its download, its signatures, and the form to sign it. */
export function MadeDocument({ token, document, earlier, signing }: Props) {
  const title = DOCUMENT_TITLES[document.kind!]
  const waiting = waitingByName(document)
  const signedBefore = earlier.find((version) => version.signatures.length)
  const signable = SIGNED_ON_PAGE.includes(document.kind!) && document.signers.length > 0
  return (
    <li id={`document-${document.id}`} className={own.item}>
      <a href={orderPath(token, `documents/${document.id}`)} download>
        {title}
      </a>
      <span className={own.state}>
        {stateOf(document, waiting)} · version {document.version} · PDF
      </span>
      {document.signatures.length > 0 && (
        <ul className={own.signatures} aria-label={`Signatures on the ${title}`}>
          {document.signatures.map((signature) => (
            <li key={`${signature.signer}-${signature.role}`}>
              Signed by {signature.typedName}
              {forCompany(document, signature) ? ` for ${signature.signer}` : ''} as{' '}
              {signature.role}, {dayOf(signature.signedAt)}
            </li>
          ))}
        </ul>
      )}
      {signing?.signed && (
        <p role="status" className={own.outcome}>
          Signed. Download it again for the copy with its signature record as the last page.
        </p>
      )}
      {signedBefore && !document.signatures.length && (
        <p className={own.outcome}>
          Version {signedBefore.version} was signed, then your details changed: this version needs
          signing again.
        </p>
      )}
      {signing?.problem && !(signable && waiting.length > 0) && (
        <p role="alert" className={own.outcome}>
          {signing.problem}
        </p>
      )}
      {signable && waiting.length > 0 && document.sha256 && (
        <SignForm
          token={token}
          documentId={document.id}
          title={title}
          sha256={document.sha256}
          waiting={waiting}
          problem={signing?.problem}
        />
      )}
    </li>
  )
}
