/** Contexts of the documents' tests: one of each shape a document must handle. */
import { extractText, getDocumentProxy } from 'unpdf'

import type { DocumentContext } from '@/order/documents/context'
import { type DocumentDraft, documentDefinition } from '@/order/documents/layout'
import { renderPdf } from '@/utilities/pdf'

const base = {
  date: '2027-01-15',
  purpose: 'any lawful purpose',
  purposeKind: 'general',
  principalAddress: '100 Congress Ave, Suite 200, Austin, TX 78701',
  fiscalYearEndMonth: 12,
  agent: { name: 'Registered Agents of America LLC', address: '5 Main St, Austin, TX 78701' },
} as const

/** A two-member, member-managed Texas LLC. */
export const texasLlc: DocumentContext = {
  ...base,
  orderId: 101,
  company: 'Lone Star Widgets LLC',
  entity: 'llc',
  state: { slug: 'texas', name: 'Texas', code: 'TX' },
  governingLaw: 'the Texas Business Organizations Code',
  llc: {
    management: 'member',
    members: [
      {
        kind: 'person',
        name: 'Ana Ruiz',
        address: '12 Oak St, Austin, TX 78702',
        ownership: 60,
        contribution: '$6,000 in cash',
      },
      { kind: 'person', name: 'Ben Okafor', address: '9 Elm St, Dallas, TX 75201', ownership: 40 },
    ],
    managers: [],
  },
}

/** A single-member, manager-managed Wyoming LLC whose member is a company. */
export const wyomingLlc: DocumentContext = {
  ...base,
  orderId: 102,
  company: 'High Plains Holdings LLC',
  entity: 'llc',
  state: { slug: 'wyoming', name: 'Wyoming', code: 'WY' },
  governingLaw: 'the laws of the State of Wyoming',
  purpose: 'Owning and renting out residential property.',
  purposeKind: 'specific',
  fiscalYearEndMonth: 6,
  llc: {
    management: 'manager',
    members: [{ kind: 'company', name: 'Prairie Capital Inc.', ownership: 100 }],
    managers: [{ name: 'Cora Lindqvist', address: '3 Ridge Rd, Cheyenne, WY 82001' }],
  },
}

/** A Delaware corporation with two directors and two shareholders. */
export const delawareCorporation: DocumentContext = {
  ...base,
  orderId: 103,
  company: 'Harbor Robotics, Inc.',
  entity: 'corporation',
  state: { slug: 'delaware', name: 'Delaware', code: 'DE' },
  governingLaw: 'the Delaware General Corporation Law',
  principalAddress: '20 Market St, Wilmington, DE 19801',
  corporation: {
    directors: [{ name: 'Dana Whitfield' }, { name: 'Eli Brandt' }],
    officers: { president: 'Dana Whitfield', secretary: 'Eli Brandt', treasurer: 'Eli Brandt' },
    authorizedShares: 10_000_000,
    parValue: 0.0001,
    shareholders: [
      { name: 'Dana Whitfield', address: '1 Bay Rd, Dover, DE 19901', shares: 6_000_000 },
      { name: 'Eli Brandt', shares: 4_000_000 },
    ],
    incorporator: { name: 'Formation Services Filer', address: '5 Main St, Dover, DE 19901' },
  },
}

/** A California nonprofit that will apply for 501(c)(3) status, with no members. */
export const californiaNonprofit: DocumentContext = {
  ...base,
  orderId: 104,
  company: 'Bay Area Reading Corps',
  entity: 'nonprofit',
  state: { slug: 'california', name: 'California', code: 'CA' },
  governingLaw: 'the California Nonprofit Public Benefit Corporation Law',
  purpose: 'Teaching children in the Bay Area to read.',
  purposeKind: 'specific',
  fiscalYearEndMonth: 6,
  nonprofit: {
    directors: [{ name: 'Fay Nguyen' }, { name: 'Gus Martin' }, { name: 'Hana Sato' }],
    taxExempt: true,
    hasMembers: false,
    incorporator: { name: 'Fay Nguyen' },
  },
}

/** The same nonprofit without 501(c)(3) plans and with members. */
export const memberNonprofit: DocumentContext = {
  ...californiaNonprofit,
  orderId: 105,
  company: 'Sunset Anglers Club',
  purpose: 'A club for recreational fishing.',
  nonprofit: { ...californiaNonprofit.nonprofit!, taxExempt: false, hasMembers: true },
}

/** The text of a document as drawn: rendered to a PDF and read back. */
export async function pdfText(ctx: DocumentContext, draft: DocumentDraft) {
  const pdf = await renderPdf(documentDefinition(ctx, draft))
  const proxy = await getDocumentProxy(new Uint8Array(pdf))
  const { text, totalPages } = await extractText(proxy, { mergePages: true })
  return { text: text.replace(/\s+/g, ' '), pages: totalPages, bytes: pdf.length }
}
