import { bullets, heading, paragraph, richText } from '../richText'

import type { SeedPost } from './types'

/** Posts of the category "Banking & money". */
export const bankAccountPost: SeedPost = {
  title: 'Opening a business bank account: what banks will ask for',
  slug: 'opening-a-business-bank-account',
  category: 'banking-and-money',
  tags: ['Banking', 'EIN', 'Operating agreement'],
  cover: 'post-business-bank-account.svg',
  coverAlt:
    'Illustration of a bank building with columns and steps, with a payment card and a stack of coins in front',
  author: 'Sofia Rossi',
  daysAgo: 52,
  excerpt:
    'The documents banks ask for when you open a business account, from your EIN letter to a banking resolution, and how to keep company money separate once it is open.',
  content: richText(
    paragraph(
      'Opening a business bank account is usually the first thing founders do once their company is approved, and for good reason: you cannot keep business money separate without one. Every bank has its own checklist, but the core documents are much the same everywhere. Having them ready turns a frustrating appointment into a short one.',
    ),
    heading('The documents banks ask for'),
    bullets([
      'EIN confirmation: the IRS letter with your company’s Employer Identification Number, usually the CP 575 notice issued with the EIN; if you have lost it, the IRS can send a 147C verification letter',
      'Formation documents: your approved Articles of Organization for an LLC, or Articles of Incorporation for a corporation, as filed with the state',
      'Operating agreement or bylaws: to show who owns the company and who may act for it',
      'Identification: a government-issued photo ID, such as a driver’s license or passport, for each person opening the account',
      'Ownership details: names, addresses, dates of birth and ID numbers for anyone who owns 25% or more of the company, and for one person who controls it',
      'An opening deposit: some accounts require a minimum amount to open',
    ]),
    paragraph(
      'Some banks also ask for a certificate of good standing from the state, especially if the company was formed a while ago or in another state, and for a business license if your city or county requires one.',
    ),
    heading('Corporations: the banking resolution'),
    paragraph(
      'If your company is a corporation, the bank will usually ask for a banking resolution as well. This is a short document, adopted by the board of directors, that authorizes the company to open the account and names the officers who may sign checks, move money and deal with the bank. Many banks provide their own template. An LLC sometimes provides a similar resolution signed by its members, especially when the operating agreement does not clearly say who may open accounts.',
    ),
    heading('Founders outside the US'),
    paragraph(
      'Founders who live abroad can usually open an account for their US company, but it takes more planning. Some banks require a visit to a branch in person; others accept online applications with a passport and proof of your home address. Expect more questions about what the company does and where its money will come from. Have your EIN letter ready before you apply, since it is the tax ID the bank will record for the company.',
    ),
    heading('Keep business and personal money apart'),
    paragraph(
      'Once the account is open, use it for everything the company earns and spends, and for nothing else. Paying personal bills from the business account, or business costs from your own card, is called commingling. Besides making your bookkeeping harder, it can weaken your liability protection: if a court finds that you and the company were not really separate, it can pierce the corporate veil and hold you personally responsible for company debts.',
    ),
    paragraph(
      'When you take money out as an owner, record it properly: as an owner’s draw or distribution from an LLC, or as salary or a dividend from a corporation. If you pay a business cost personally by mistake, reimburse yourself from the business account and keep the receipt.',
    ),
    heading('Set up bookkeeping from day one'),
    bullets([
      'Pick a tool: accounting software, or even a well-kept spreadsheet, linked to the business account if possible',
      'Categorize as you go: income, costs and owner withdrawals, every week or month rather than at tax time',
      'Keep receipts: digital copies of invoices and receipts, stored with the transactions they belong to',
      'Reconcile monthly: check that your books match the bank statement',
    ]),
    paragraph(
      'The Popular and Standard packages include help opening a business bank account once your company and EIN are in place. For questions about how to pay yourself or how to set up your books, a bookkeeper or accountant can advise on your specific situation.',
    ),
  ),
  comments: [
    {
      name: 'Wei C.',
      daysAfter: 4,
      text: 'I live in Singapore and this was exactly my experience: the bank wanted the EIN letter and my passport, then a video call.',
    },
    {
      name: 'Daniela F.',
      daysAfter: 10,
      text: 'I did not know about the 147C letter. That saved me a lot of digging.',
    },
  ],
}
