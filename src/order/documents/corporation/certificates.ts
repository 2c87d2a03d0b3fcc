/**
 * The share certificates a new corporation issues, one per shareholder in order: CS-1, CS-2, ...
 * The stock ledger and the certificates number them here, so the two always agree
 * (docs/documents.md#the-documents).
 */
import type { DocumentContext, Shareholder } from '../context'
import { corporationOf } from './facts'

export type IssuedCertificate = Shareholder & { number: string }

export const certificateNumber = (index: number): string => `CS-${index + 1}`

export const issuedCertificates = (ctx: DocumentContext): IssuedCertificate[] =>
  corporationOf(ctx).shareholders.map((holder, index) => ({
    ...holder,
    number: certificateNumber(index),
  }))
