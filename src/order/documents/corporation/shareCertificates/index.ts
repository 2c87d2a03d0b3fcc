/**
 * The share certificates (docs/documents.md#the-documents): one page per shareholder,
 * numbered as the stock ledger numbers them, then a record of issue the officers sign and the
 * Company keeps with the ledger.
 */
import { DOCUMENT_TITLES } from '@/order/documents/kinds'
import type { Content } from 'pdfmake/interfaces'

import type { DocumentContext } from '../../context'
import { type DocumentWriter, dayWords, paragraph, table } from '../../layout'
import { issuedCertificates } from '../certificates'
import { officerSigners, shareCount } from '../facts'
import { certificatePage } from './certificate'

function recordOfIssue(ctx: DocumentContext): Content[] {
  const rows = issuedCertificates(ctx).map((c) => [
    c.number,
    c.name,
    shareCount(c.shares),
    dayWords(ctx.date),
  ])
  return [
    { text: 'Record of issue', style: 'heading', pageBreak: 'before' },
    paragraph(
      `The officers who sign below signed the certificates above for ${ctx.company} and issued them to the holders named. Keep this page with the stock ledger.`,
    ),
    table(['Certificate', 'Holder', 'Shares', 'Date issued'], rows, ['auto', '*', 'auto', 'auto']),
  ]
}

export const shareCertificates: DocumentWriter = (ctx) => {
  const certificates = issuedCertificates(ctx)
  const signers = officerSigners(ctx, ['president', 'secretary'])
  if (!certificates.length)
    return {
      title: 'Share Certificates',
      body: [
        paragraph(
          'No shares have been issued yet, so there are no certificates. Once the board issues shares, a certificate is made out for each holder.',
        ),
      ],
      signers: [],
    }
  return {
    title: DOCUMENT_TITLES.shareCertificates,
    body: [
      ...certificates.map((certificate, index) => certificatePage(ctx, certificate, index === 0)),
      ...recordOfIssue(ctx),
    ],
    signers,
    use: 'Have the president and the secretary sign each certificate, give each holder theirs, and keep the record of issue on the last page with the stock ledger.',
  }
}
