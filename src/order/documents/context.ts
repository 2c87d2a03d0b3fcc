/**
 * What a document is made from (docs/documents.md#the-context): one order's facts and filing
 * details, resolved into plain values once, so every document reads the same names, shares and
 * addresses and none reads the order twice. Pure data: built on the server (server/documents),
 * read by the document modules beside this file.
 */
import type { EntityKey } from '@/collections/StateFees/vocabulary'

export type DocumentPerson = {
  name: string
  /** Our own company, signing as the customer's filer: never signed for on the order page. */
  ours?: true
  /** One line ("100 Main St, Suite 2, Austin, TX 78701"); absent when not given. */
  address?: string
}

export type LlcMember = DocumentPerson & {
  kind: 'person' | 'company'
  /** Percent, to two decimals; the members' add up to 100. */
  ownership: number
  /** What the member puts in ("$1,000 in cash"), as the customer wrote it; absent when not given. */
  contribution?: string
}

export type Shareholder = DocumentPerson & { shares: number }

export type DocumentContext = {
  orderId: number
  /** The company's full name, designator included, as ordered ("Lone Star Widgets LLC"). */
  company: string
  entity: EntityKey
  state: {
    slug: string
    /** "Texas", "District of Columbia". */
    name: string
    /** "TX". */
    code: string
  }
  /**
   * The law the company is formed under, as a clause says it: the act's name where it is on
   * record ("the Texas Business Organizations Code"), else "the laws of the State of Texas".
   */
  governingLaw: string
  /** The day the documents are dated, YYYY-MM-DD: the filing date once filed, else today. */
  date: string
  /** The state accepted the filing on this day (YYYY-MM-DD); absent before. */
  filedOn?: string
  /** What the company will do; "any lawful purpose" when the customer chose a general purpose. */
  purpose: string
  purposeKind: 'general' | 'specific'
  principalAddress?: string
  mailingAddress?: string
  /** 1–12: the last month of the fiscal year (12 when not given). */
  fiscalYearEndMonth: number
  agent: DocumentPerson
  llc?: {
    management: 'member' | 'manager'
    members: LlcMember[]
    /** Manager-managed only. */
    managers: DocumentPerson[]
    organizer?: DocumentPerson
  }
  corporation?: {
    directors: DocumentPerson[]
    officers: { president?: string; secretary?: string; treasurer?: string }
    authorizedShares: number
    /** Dollars a share; 0 for no par value. */
    parValue: number
    shareholders: Shareholder[]
    incorporator: DocumentPerson
  }
  nonprofit?: {
    directors: DocumentPerson[]
    /** It will apply to the IRS for 501(c)(3) status: the bylaws carry its clauses. */
    taxExempt: boolean
    /** False: governed by its board alone. */
    hasMembers: boolean
    incorporator: DocumentPerson
  }
  /** IRS Form SS-4's facts, for the EIN worksheet; absent when the order has no EIN. */
  ein?: {
    responsibleParty: string
    /** Never the number: only whether one is on file. */
    hasSsn: boolean
    reason: string
    employees: number
    firstWageDate?: string
    activity: string
    activityDetail?: string
    naics?: string
  }
}
