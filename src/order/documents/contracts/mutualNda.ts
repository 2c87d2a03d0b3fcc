/**
 * The Mutual Nondisclosure Agreement of the Business Contract Templates
 * (docs/documents.md#the-documents): the Company and another party, named by hand, each
 * keep what the other shares secret while they explore working together.
 */
import { DOCUMENT_TITLES } from '@/order/documents/kinds'
import { bullets, type DocumentWriter } from '@/order/documents/layout'
import {
  counterparts,
  lawAndCourts,
  notices,
  whistleblowerNotice,
  wholeAgreement,
} from '@/order/documents/contracts/general'
import {
  LONG_BLANK,
  parties,
  sections,
  signers,
  signingNote,
} from '@/order/documents/contracts/shared'

const TITLE = DOCUMENT_TITLES.mutualNda

export const mutualNda: DocumentWriter = (ctx) => ({
  title: TITLE,
  body: [
    ...parties(ctx, TITLE, 'Other Party'),
    ...sections([
      [
        'Purpose',
        'The parties want to share information with each other to explore, and perhaps carry out, this possible business relationship (the "Purpose"):',
        `${LONG_BLANK}\n${LONG_BLANK}`,
      ],
      [
        'What is confidential',
        '"Confidential Information" is any non-public information that one party (the "Discloser") shares with the other (the "Recipient") for the Purpose, in any form: written, electronic, spoken or shown. It covers information that is marked or described as confidential when it is shared, and information that a reasonable person would understand to be confidential from its nature and the way it is shared, even if it is not marked. Examples are business plans, finances, prices, customer and supplier details, product plans, designs, software, know-how and trade secrets. Notes and analyses the Recipient makes from it are Confidential Information too.',
      ],
      [
        'What is not confidential',
        'Information is not Confidential Information if the Recipient can show that it:',
        bullets([
          'was already known to the Recipient, without a duty to keep it confidential, before the Discloser shared it;',
          'is or becomes public, other than through a breach of this Agreement;',
          'was developed by the Recipient independently, without using the Confidential Information; or',
          'was received rightfully from a third party who was free to share it without a duty of confidentiality.',
        ]),
      ],
      [
        "The Recipient's duties",
        'The Recipient will:',
        bullets([
          'use the Confidential Information only for the Purpose;',
          'protect it with at least the care it uses for its own information of the same kind, and never less than reasonable care;',
          'share it only with its own owners, directors, officers, employees, contractors and professional advisers who need to know it for the Purpose and who are bound by duties of confidentiality at least as protective as this Agreement; and',
          'tell the Discloser promptly after learning of any use or sharing of it that this Agreement does not allow.',
        ]),
        'The Recipient is responsible for any breach of this Agreement by a person it shares Confidential Information with.',
      ],
      [
        'Disclosure the law requires',
        "If a law, regulation, subpoena or court order requires the Recipient to disclose Confidential Information, the Recipient may do so. Where the law allows, it must first give the Discloser prompt written notice and reasonable help, at the Discloser's expense, so the Discloser can seek a protective order or other protection. The Recipient will disclose only the part it is legally required to disclose, and that part remains Confidential Information for every other purpose.",
      ],
      [
        'Return or destruction',
        'When the Discloser asks in writing, and when this Agreement ends, the Recipient will promptly return or destroy the Confidential Information, including copies, and confirm this in writing if asked. The Recipient may keep copies held in automatic backups, or that the law or its professional rules require it to keep, as long as it keeps protecting them under this Agreement.',
      ],
      [
        'No license',
        'Confidential Information stays the property of the Discloser. Sharing it gives the Recipient no license or other right to it, or to any patent, copyright, trademark or trade secret, beyond using it for the Purpose. The Discloser shares it "as is": neither party promises that what it shares is accurate or complete, except as a later signed agreement says.',
      ],
      [
        'No obligation to do a deal',
        "This Agreement does not require either party to share any particular information, to enter into any other agreement, or to go ahead with the business relationship. Either party may end the discussions at any time. Each party may keep working with others, and developing its own products and services, as long as it does not use or disclose the other's Confidential Information in breach of this Agreement.",
      ],
      [
        'Term',
        'This Agreement covers Confidential Information shared during the two years after the Effective Date. Either party may end it earlier by notice to the other.',
        "The Recipient's duties for Confidential Information shared while this Agreement was in effect last for three years after it ends. For anything that is a trade secret under the law, they last for as long as it remains a trade secret.",
      ],
      [
        'Remedies',
        'A breach of this Agreement may cause the Discloser harm that money alone cannot make good. So, besides any other remedy, the Discloser may ask a court for an injunction (an order to stop or prevent the breach) without having to prove money damages and, where the law allows, without posting a bond.',
      ],
      whistleblowerNotice(),
      lawAndCourts(ctx),
      notices(),
      wholeAgreement(),
      counterparts(),
    ]),
  ],
  signers: signers(ctx, 'Other party'),
  use: `${signingNote(ctx)} Write the possible business relationship in section 1 plainly; the Agreement protects only what is shared for that purpose.`,
})
