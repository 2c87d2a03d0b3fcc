/**
 * The bylaws' articles on the officers (president, secretary, treasurer, others the board names)
 * and on the shares: their form, issue, the stock ledger and transfers (docs/documents.md#the-documents).
 */
import type { Content } from 'pdfmake/interfaces'

import type { DocumentContext } from '../../context'
import { clause, heading } from '../../layout'
import { charterName } from '../facts'

export function officersArticle(ctx: DocumentContext): Content[] {
  return [
    heading('Article 4. Officers'),
    clause(
      '4.1',
      'Offices',
      `The Company's officers are a president, a secretary and a treasurer, and any other officers the board appoints, such as vice presidents or assistant secretaries. One person may hold two or more offices, unless ${ctx.governingLaw} requires otherwise.`,
    ),
    clause(
      '4.2',
      'Appointment, removal and vacancies',
      'The board appoints the officers. Each serves at the pleasure of the board until a successor is appointed, or until the officer resigns or is removed, if sooner. The board may remove an officer at any time, with or without cause, without affecting any rights the officer has under a contract. The board fills any vacancy.',
    ),
    clause(
      '4.3',
      'President',
      'The president is the chief executive officer. Subject to the board, the president runs the business, chairs the meetings of the shareholders and of the board when no chair is named, and signs share certificates, contracts and other documents for the Company.',
    ),
    clause(
      '4.4',
      'Secretary',
      "The secretary keeps the minutes of the shareholders' and the board's meetings and their written consents, gives the notices these bylaws require, keeps the stock ledger and the corporate records, certifies the bylaws and resolutions when asked, and signs share certificates.",
    ),
    clause(
      '4.5',
      'Treasurer',
      "The treasurer is the chief financial officer. The treasurer looks after the Company's money and financial records, deposits its funds in the accounts the board approves, pays its debts as authorized, and reports on its finances when the board asks.",
    ),
    clause(
      '4.6',
      'Other officers',
      'Any other officer has the duties the board or the president gives them.',
    ),
  ]
}

export function sharesArticle(ctx: DocumentContext): Content[] {
  const charter = charterName(ctx)
  return [
    heading('Article 5. Shares'),
    clause(
      '5.1',
      'Certificated or uncertificated',
      "The Company's shares may be represented by certificates or be uncertificated, as the board decides by resolution. A certificate is signed by the president and the secretary and states what the law requires. For uncertificated shares, the Company sends the holder, within a reasonable time after the issue or transfer, a written notice giving what a certificate would state.",
    ),
    clause(
      '5.2',
      'Issuing shares',
      `The board issues shares, up to the number the ${charter} authorizes, for consideration it finds adequate: money, property, services already performed, or any other benefit ${ctx.governingLaw} allows. Once the Company receives that consideration, the shares are fully paid and non-assessable.`,
    ),
    clause(
      '5.3',
      'Stock ledger and transfers',
      "The secretary keeps the stock ledger: each holder's name and address, the number of shares held, the certificate numbers, and the dates of each issue and transfer.",
      'A transfer of shares takes effect for the Company only when it is recorded in the stock ledger: for certificated shares, on surrender of the certificate properly endorsed; for uncertificated shares, on written instructions from the holder. Until then, the Company may treat the holder of record as the owner for every purpose.',
    ),
    clause(
      '5.4',
      'Lost certificates',
      "The board may have a new certificate issued in place of one lost, stolen or destroyed, on the owner's signed statement of the loss and any indemnity the board asks for.",
    ),
    clause(
      '5.5',
      'Securities laws',
      'The shares have not been registered under the Securities Act of 1933 or any state securities law. They may not be sold or transferred without registration or an exemption from it, and each certificate or notice of uncertificated shares says so.',
    ),
  ]
}
