/**
 * The Independent Contractor Agreement's own sections (docs/documents.md#the-documents):
 * the work, pay, status, ownership, secrecy and ending. ./contractorAgreement.ts puts them in
 * order with the general sections and the Statement of Work.
 */
import type { DocumentContext } from '@/order/documents/context'
import { bullets } from '@/order/documents/layout'
import { BLANK, conspicuous, type Section } from '@/order/documents/contracts/shared'

export const services = (): Section => [
  'Services',
  'The Contractor will perform the services described in Statement of Work No. 1, attached, and in any later Statement of Work both parties sign (the "Services"). Each Statement of Work says what is to be done and delivered, the schedule and the fee. If a Statement of Work and this Agreement disagree, this Agreement controls unless the Statement of Work says, by section, which part of this Agreement it changes.',
]

export const fees = (): Section => [
  'Fees and invoices',
  'The Company will pay the fees set out in each Statement of Work. The Contractor will invoice as the Statement of Work says (monthly if it does not say), listing the Services performed and, for hourly work, the hours. The Company will pay each invoice within 30 days of receiving it (net 30), unless the Statement of Work sets another period. If the Company disputes part of an invoice in good faith, it will tell the Contractor why within that time and pay the rest.',
]

export const expenses = (): Section => [
  'Expenses',
  'The Contractor pays its own costs of doing business. The Company will repay only the expenses it approved in writing before they were incurred, at cost, once the Contractor sends receipts.',
]

export const status = (): Section => [
  'Independent contractor',
  'The Contractor is an independent contractor, not an employee, partner or agent of the Company, and has no authority to bind the Company. In particular:',
  bullets([
    "The Contractor is not entitled to any of the Company's employee benefits, such as health insurance, retirement plans, paid leave, workers' compensation or unemployment insurance.",
    'The Company will not withhold taxes from its payments. The Contractor pays all of its own taxes, including income and self-employment taxes, on what it is paid. The Contractor will give the Company a completed IRS Form W-9, and the Company will issue an IRS Form 1099-NEC for the payments where federal tax rules require one.',
    "The Contractor decides how, when and where to perform the Services, so long as it meets the Statement of Work's deliverables and schedule.",
    'The Contractor provides its own tools, equipment and workspace, and may hire helpers at its own cost, who are bound by the same duties of confidentiality and ownership as the Contractor.',
    'The Contractor may work for others, so long as it keeps to this Agreement.',
  ]),
]

/**
 * Who owns what the Contractor makes. California makes anyone who commissions a "work made for
 * hire" from an individual that person's employer for state unemployment and workers'
 * compensation purposes, so a California company takes the work by assignment alone.
 */
export function ownership(ctx: DocumentContext): Section {
  const assignment =
    ctx.state.code === 'CA'
      ? 'The Contractor assigns to the Company'
      : 'Work Product that can be a "work made for hire" under U.S. copyright law is one, made for the Company. To the extent any Work Product is not, the Contractor assigns to the Company'
  return [
    'Ownership of work product',
    `"Work Product" is everything the Contractor creates, alone or with others, in performing the Services: deliverables, drafts, designs, code, writing, inventions and the like. ${assignment} all of its rights in the Work Product, including copyrights, patent rights and trade secrets, as each piece is created. The Contractor will sign any further papers the Company reasonably asks for to record or protect these rights, at the Company's expense, and waives any "moral rights" in the Work Product to the extent the law allows.`,
    'The Contractor keeps what it owned before this Agreement or creates outside it ("Contractor Materials"). If Contractor Materials are built into the Work Product, the Contractor gives the Company a non-exclusive, perpetual, worldwide, royalty-free license to use, copy, change and distribute them as part of the Work Product. The Contractor will not build in anything owned by someone else, including open-source software, without the Company\'s written approval.',
  ]
}

export const confidentiality = (): Section => [
  'Confidentiality',
  'The Contractor will keep secret all non-public information of the Company it learns through this Agreement, including the Work Product ("Confidential Information"), use it only to perform the Services, and share it only with helpers who need it for the Services and are bound to keep it secret. This does not cover information that is or becomes public through no fault of the Contractor, that the Contractor already knew or rightfully receives from someone free to share it, or that a law or court order requires it to disclose (after prompt notice to the Company where the law allows).',
  'When this Agreement ends, or when the Company asks, the Contractor will return or destroy the Confidential Information. These duties last for three years after this Agreement ends and, for trade secrets, for as long as they remain trade secrets.',
]

export const noConflicts = (): Section => [
  'No conflicting obligations',
  "The Contractor promises that signing and performing this Agreement does not break any other agreement it has, such as one with a former employer or client, and that it will not bring to the Company, or use in the Services, anyone else's confidential information without their permission.",
]

export const termination = (): Section => [
  'Term and termination',
  "This Agreement starts on the Effective Date and lasts until the Services are complete or either party ends it. Either party may end it for any reason by giving the other 14 days' notice, or at once by notice if the other party materially breaches it.",
  "When it ends, the Company will pay for the Services performed, and the approved expenses incurred, up to the end date. The Contractor will deliver the Work Product made so far and return the Company's property and Confidential Information. The sections on ownership, confidentiality, warranties, limitation of liability, governing law and whistleblower immunity continue after it ends.",
]

export const warranties = (): Section => [
  'Warranties',
  "The Contractor promises that it will perform the Services carefully and professionally, to the standard of a skilled provider of similar services; that the Work Product will be its own original work (apart from materials the Company approved) and will not infringe anyone's intellectual property; and that it will follow the laws that apply to its work. Each party promises that it has the right to sign this Agreement.",
]

export const liability = (): Section => [
  'Limitation of liability',
  conspicuous(
    "Neither party is liable to the other for indirect, incidental, special, consequential or punitive damages, or for lost profits, arising from this Agreement, even if warned of them. Each party's total liability under this Agreement is limited to the fees paid and payable under it in the 12 months before the claim arose.",
  ),
  "These limits do not apply to the Company's duty to pay for Services performed, to a breach of the confidentiality or ownership sections, to a claim that the Work Product infringes someone else's rights, or to fraud, gross negligence or willful misconduct.",
]

export const insurance = (): Section => [
  'Insurance',
  `While performing the Services, the Contractor will carry the following insurance, and show proof of it when asked: ${BLANK} (for example, general liability or professional liability coverage and its amount; write "None" if none is required).`,
]
