/**
 * The sections every Business Contract Template ends with (docs/documents.md#the-documents):
 * the whistleblower notice, the state's law and courts, notices, the whole agreement, signing in
 * copies. Each returns a `Section` for the document to number in its own order.
 */
import type { DocumentContext } from '@/order/documents/context'
import { contractLaw, type Section, stateOf } from '@/order/documents/contracts/shared'

/**
 * The Defend Trade Secrets Act's immunity, in our words. An agreement with an individual that
 * governs trade secrets must carry it, or the Company loses exemplary damages and fees under the
 * Act: the other party to the NDA, and a contractor, may well be an individual.
 */
export const whistleblowerNotice = (): Section => [
  'Whistleblower immunity',
  'Nothing in this Agreement stops anyone from reporting a possible breach of the law to a government agency, or from taking part in its investigation, without telling the other party.',
  'A federal law, the Defend Trade Secrets Act (18 U.S.C. § 1833(b)), protects an individual who shares a trade secret in two ways. First, the individual cannot be held criminally or civilly liable under any federal or state trade secret law for sharing it in confidence with a federal, state or local government official, directly or indirectly, or with a lawyer, only to report or investigate a suspected breach of the law. Second, the same is true for sharing it in a complaint or other paper filed in a lawsuit or other proceeding, if the paper is filed under seal. An individual who sues an employer for retaliation for reporting a suspected breach of the law may give the trade secret to their lawyer and use it in the case, as long as they file any paper that contains it under seal and do not disclose it except as a court orders.',
]

/** The state's law, its courts, and an injunction wherever it is needed. */
export const lawAndCourts = (ctx: DocumentContext): Section => [
  'Governing law and courts',
  `${contractLaw(ctx).replace(/^t/, 'T')} govern this Agreement, without regard to rules that would apply another place's law.`,
  `A lawsuit about this Agreement must be brought in the state or federal courts located in ${stateOf(ctx)}, and each party accepts the jurisdiction of those courts and agrees that venue there is proper. Either party may still ask any court that has jurisdiction for an order to protect its confidential information or intellectual property.`,
]

/** How the parties tell each other things: in writing, to the addresses in the opening. */
export const notices = (): Section => [
  'Notices',
  'A notice under this Agreement must be in writing. It may be delivered by hand, by a recognized overnight courier, by certified mail, or by email, to the addresses given at the start of this Agreement (or new ones a party gives by notice). It takes effect when received. An email counts as received when sent, unless the sender learns it was not delivered.',
]

/** The whole agreement, changes, waivers, a void part, assignment. `assignment` replaces the default. */
export const wholeAgreement = (assignment?: string): Section => [
  'Entire agreement and general terms',
  'This Agreement, with anything it says is attached, is the whole agreement between the parties on its subject. It replaces all earlier agreements, proposals and understandings about that subject, spoken or written. It may be changed only in a writing both parties sign.',
  'A waiver counts only if it is in writing. Not enforcing a right, or enforcing it late, does not waive it. If a court finds part of this Agreement unenforceable, that part is enforced as far as the law allows and the rest stays in effect.',
  assignment ??
    'Neither party may transfer this Agreement without the written consent of the other, except to a buyer of all or most of its business that agrees in writing to be bound by it. This Agreement binds and benefits the parties and their permitted successors.',
]

/** Signing in separate copies, and electronically. */
export const counterparts = (): Section => [
  'Counterparts and electronic signatures',
  'The parties may sign this Agreement in separate copies (counterparts). Each signed copy is an original, and together they are one agreement. A signature made through an electronic signature service, or a signed copy sent as a PDF, counts the same as an original signed by hand.',
]
