/**
 * The Services Agreement's own sections (docs/documents.md#the-documents): the Company's
 * work for a client, how it is changed, paid for, accepted and owned, and its limits.
 * ./servicesAgreement.ts puts them in order with the general sections and the Statement of Work.
 */
import { bullets } from '@/order/documents/layout'
import { conspicuous, type Section } from '@/order/documents/contracts/shared'

export const scope = (): Section => [
  'Services and Statements of Work',
  'The Company will perform the services described in Statement of Work No. 1, attached, and in any later Statement of Work both parties sign (the "Services"), and hand over the deliverables each describes (the "Deliverables"). If a Statement of Work and this Agreement disagree, this Agreement controls unless the Statement of Work says, by section, which part of this Agreement it changes.',
]

export const changeOrders = (): Section => [
  'Changes',
  'Either party may ask to change a Statement of Work. A change binds the parties only when it is in a written change order both sign, saying how the Services, Deliverables, schedule and fees change. Until then, the Company may keep to the Statement of Work as it stands and need not do work outside it.',
]

export const feesAndInvoices = (): Section => [
  'Fees, invoices and late payment',
  'The Client will pay the fees set out in each Statement of Work, and the expenses it approves in writing in advance, which the Company bills at cost. The Company will invoice as the Statement of Work says (monthly if it does not say). The Client will pay each invoice within 30 days of receiving it, unless the Statement of Work sets another period.',
  "If the Client disputes part of an invoice in good faith, it will tell the Company why within that time and pay the rest; the parties will then work together to settle the dispute. An amount not paid when due bears interest at 1% a month, or the highest rate the law allows, whichever is lower, from the due date until paid. If an undisputed amount is more than 15 days late, the Company may pause the Services after giving 10 days' notice, and the schedule moves accordingly.",
  'The fees do not include sales, use or similar taxes on the Services, which the Client pays where they apply. Each party pays its own income taxes.',
]

export const clientDuties = (): Section => [
  "The Client's responsibilities",
  'The Client will:',
  bullets([
    'name a contact who can make decisions for it about the Services;',
    'give the Company, on time, the information, materials, access and decisions the Services need;',
    'make sure what it provides is accurate, and that it has the right to let the Company use it for the Services.',
  ]),
  'The Company is not responsible for a delay or failure caused by the Client not doing these things, and the schedule moves to match.',
]

export const acceptance = (): Section => [
  'Acceptance of deliverables',
  'The Client has 10 business days after a Deliverable is delivered to review it. Within that time it will either accept it or give notice of how it fails to meet the Statement of Work. The Company will then correct it and deliver it again, and the same review applies. A Deliverable is accepted when the Client accepts it, when the 10 business days pass without such a notice, or when the Client starts using it in its business, whichever comes first.',
]

export const intellectualProperty = (): Section => [
  'Intellectual property',
  'The Company keeps all rights in the tools, methods, templates, software, know-how and other materials it owned before this Agreement or develops apart from the Deliverables ("Company Materials"), and it remains free to use its general skills and know-how in work for others.',
  "Once the Client has paid in full for a Deliverable, the Client owns it, and the Company assigns to the Client its rights in it. Where Company Materials are built into a Deliverable, the Company gives the Client a non-exclusive, perpetual, royalty-free license to use them as part of that Deliverable. What the Client provides stays the Client's; it gives the Company a license to use it only to perform the Services.",
]

export const confidentiality = (): Section => [
  'Confidentiality',
  'Each party will keep secret the non-public information the other shares under this Agreement, use it only for this Agreement, and share it only with people who need it for this Agreement and are bound to keep it secret. This does not cover information that is or becomes public through no fault of the receiving party, that it already knew, develops on its own or rightfully receives from someone free to share it, or that a law or court order requires it to disclose (after prompt notice to the other party where the law allows). These duties last for three years after this Agreement ends and, for trade secrets, for as long as they remain trade secrets.',
]

export const warranties = (): Section => [
  'Warranties',
  "The Company promises that it will perform the Services in a professional and workmanlike manner, consistent with generally accepted standards for similar services. If it does not, and the Client gives notice within 30 days after those Services were performed, the Company will perform them again at no charge, or, if it cannot make them right, refund the fees paid for them. That is the Client's only remedy for a breach of this promise.",
  conspicuous(
    'Apart from the promises in this Agreement, the Company makes no other warranties, express or implied, including any warranty of merchantability, fitness for a particular purpose or non-infringement, and does not promise any particular business result.',
  ),
]

export const liability = (): Section => [
  'Limitation of liability',
  conspicuous(
    "Neither party is liable to the other for indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue or data, arising from this Agreement, even if warned of them. The Company's total liability under this Agreement is limited to the fees the Client paid it under this Agreement in the 12 months before the claim arose.",
  ),
  "These limits do not apply to the Client's duty to pay for the Services, to a breach of the confidentiality section, or to fraud, gross negligence or willful misconduct, and apply only as far as the law allows.",
]

export const termAndTermination = (): Section => [
  'Term and termination',
  "This Agreement starts on the Effective Date and lasts until either party ends it. Either party may end this Agreement, or a single Statement of Work, for any reason by giving the other 30 days' notice. Either party may also end it by notice if the other materially breaches it and does not put the breach right within 15 days after being told of it.",
  'When it ends, the Client will pay for the Services performed and the approved expenses incurred up to the end date, and the Company will hand over the work on the Deliverables done so far, which the Client owns once paid for. The sections on fees owed, intellectual property, confidentiality, warranties, limitation of liability and governing law continue after it ends.',
]

export const independence = (): Section => [
  'Independent contractors',
  "The Company is an independent contractor. It decides how to perform the Services, and its people are not the Client's employees. It may use subcontractors, but remains responsible for their work. Neither party is the other's partner or agent, or may bind the other.",
]

export const forceMajeure = (): Section => [
  'Events beyond control',
  'Neither party is responsible for a delay or failure caused by events beyond its reasonable control, such as natural disasters, fire, epidemics, war, government action, or failures of power, networks or suppliers. The party affected will tell the other promptly and resume as soon as it can. This does not excuse paying money owed. If such an event stops the Services for more than 30 days, either party may end the affected Statement of Work by notice.',
]

export const escalation = (): Section => [
  'Resolving disagreements',
  'If a disagreement arises under this Agreement, a party will first give the other notice describing it, and people from each side with authority to settle it will talk, in person or by call, in good faith. Only if they have not settled it within 30 days after the notice may either party go to court. Either party may still go to court at once to stop harm that cannot wait, or to preserve a claim before a deadline.',
]
