/**
 * One share certificate, a page of its own (docs/documents.md#the-documents): its number as
 * the stock ledger has it, the holder and shares in words and digits, the securities legend, and
 * lines for the president and the secretary to sign.
 */
import type { Content } from 'pdfmake/interfaces'

import type { DocumentContext } from '../../context'
import { dayWords } from '../../layout'
import type { IssuedCertificate } from '../certificates'
import {
  corporationOf,
  type Office,
  OFFICE_TITLES,
  parPhrase,
  shareCount,
  sharesInWords,
  stateOf,
} from '../facts'

const LEGEND =
  'The shares this certificate represents have not been registered under the Securities Act of 1933 or the securities laws of any state. They may not be sold, offered for sale, pledged or otherwise transferred without registration under that Act and those laws, or an exemption from registration.'

const signatureLine = (ctx: DocumentContext, office: Office): Content => {
  const name = corporationOf(ctx).officers[office]
  return {
    stack: [
      { text: '______________________________', margin: [0, 30, 0, 0] },
      { text: name ? `${name}, ${OFFICE_TITLES[office]}` : OFFICE_TITLES[office] },
    ],
  }
}

export function certificatePage(
  ctx: DocumentContext,
  certificate: IssuedCertificate,
  first: boolean,
): Content {
  const noun = certificate.shares === 1 ? 'share' : 'shares'
  return {
    pageBreak: first ? undefined : 'before',
    unbreakable: true,
    table: {
      widths: ['*'],
      body: [
        [
          {
            margin: [14, 14, 14, 14],
            stack: [
              {
                columns: [
                  { text: `Certificate No. ${certificate.number}`, bold: true },
                  {
                    text: `${shareCount(certificate.shares)} ${noun}`,
                    bold: true,
                    alignment: 'right',
                  },
                ],
              },
              {
                text: ctx.company,
                fontSize: 20,
                bold: true,
                alignment: 'center',
                margin: [0, 24, 0, 4],
              },
              {
                text: `Incorporated under the laws of ${stateOf(ctx)}`,
                alignment: 'center',
              },
              {
                text: `Common stock, ${parPhrase(ctx)}`,
                alignment: 'center',
                margin: [0, 0, 0, 20],
              },
              {
                text: `This certifies that ${certificate.name} is the owner of ${sharesInWords(certificate.shares)} fully paid and non-assessable ${noun} of common stock, ${parPhrase(ctx)}, of ${ctx.company} (the "Company"), transferable only on the books of the Company by the holder in person or by an attorney authorized in writing, on surrender of this certificate properly endorsed.`,
                margin: [0, 0, 0, 10],
              },
              {
                text: `The Company has had this certificate signed by its president and its secretary. Dated ${dayWords(ctx.date)}.`,
              },
              {
                columns: [signatureLine(ctx, 'president'), signatureLine(ctx, 'secretary')],
                columnGap: 24,
                margin: [0, 0, 0, 24],
              },
              { text: 'Legend', bold: true, fontSize: 8 },
              { text: LEGEND, fontSize: 8 },
            ],
          },
        ],
      ],
    },
    layout: { hLineWidth: () => 2, vLineWidth: () => 2 },
  }
}
