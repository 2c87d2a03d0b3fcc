/**
 * The facts and words the LLC's documents share (docs/documents.md#the-documents): one
 * member or several, who runs the company, the Major Decisions, and how an article is numbered.
 */
import type { Content } from 'pdfmake/interfaces'

import type { DocumentContext, DocumentPerson } from '../context'
import { clause, heading } from '../layout'

export type Llc = NonNullable<DocumentContext['llc']>

/** The LLC's facts, or an error: these documents are written for LLCs only. */
export function llcOf(ctx: DocumentContext): Llc {
  if (!ctx.llc) throw new Error(`Order ${ctx.orderId} has no LLC facts`)
  return ctx.llc
}

/** The shape of an LLC that decides which clauses its documents carry. */
export type LlcShape = {
  llc: Llc
  single: boolean
  /** Manager-managed. */
  managed: boolean
  managers: DocumentPerson[]
  /** Who runs the business day to day: "the Member", "the Members", "the Manager(s)". */
  runners: string
  /** Who owns it, as the text names them: "the Member" or "the Members". */
  owners: string
  /** What a Major Decision needs. */
  majorApproval: string
}

export function llcShape(ctx: DocumentContext): LlcShape {
  const llc = llcOf(ctx)
  const single = llc.members.length === 1
  const managed = llc.management === 'manager'
  const owners = single ? 'the Member' : 'the Members'
  const managerNoun = llc.managers.length === 1 ? 'the Manager' : 'the Managers'
  return {
    llc,
    single,
    managed,
    managers: llc.managers,
    runners: managed ? managerNoun : owners,
    owners,
    majorApproval: single
      ? 'the written approval of the Member'
      : 'the approval of all the Members',
  }
}

/** "Ana Ruiz and Ben Okafor"; "A, B, and C". */
export const listed = (names: string[]): string =>
  new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' }).format(names)

const PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** "60%", "33.33%". */
export const percent = (value: number): string => `${PERCENT.format(value)}%`

/** "Text." from "Text" or "Text.": a customer's phrase closed as a sentence. */
export const sentence = (text: string): string => {
  const trimmed = text.trim()
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`
}

/** "the Members decide", "the Manager decides": a verb that agrees with who does it. */
export const does = (who: string, verb: string): string =>
  `${who} ${who.endsWith('s') ? verb : `${verb}s`}`

/** A blank line to write on, labelled: where a fact is genuinely unknown. */
export const notStated = 'Not stated: write it here: ______________'

/** "The Members" from "the Members", to begin a sentence. */
export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)

/** The matters no one may decide alone in an LLC with several members or with managers. */
export const majorDecisions = (managed: boolean): string[] => [
  'changing this agreement or the formation document the Company filed;',
  'admitting a new Member or issuing any new ownership interest;',
  'requiring any Member to contribute more money or property;',
  "selling, leasing or giving away all or most of the Company's assets, other than in the ordinary course of business;",
  'merging the Company with another business, converting it into another kind of entity, or moving it to another state;',
  "borrowing money, guaranteeing a debt of someone else, or granting a lien over the Company's property, other than in the ordinary course of business;",
  `any deal between the Company and a ${managed ? 'Member or Manager' : 'Member'}, or a relative or business of theirs;`,
  'changing how the Company is taxed or how it is managed;',
  'filing for bankruptcy or making an assignment for the benefit of creditors;',
  'dissolving the Company.',
]

/** A clause of an article: its title, its paragraphs, and anything drawn after them (a list). */
export type Section = { title: string; text: string[]; after?: Content[] }
export type Article = { title: string; sections: Section[] }

/**
 * An article's heading and numbered clauses: "3. Management", "3.1 …", "3.2 …". The heading is
 * kept on one page with its first clause: the frame's rule against a heading ending a page does
 * not catch a heading followed by an unbreakable clause.
 */
export function articleContent(number: number, { title, sections }: Article): Content[] {
  const [first, ...rest] = sections.flatMap((section, index) => [
    clause(`${number}.${index + 1}`, section.title, ...section.text),
    ...(section.after ?? []),
  ])
  return [{ stack: [heading(`${number}. ${title}`), first], unbreakable: true }, ...rest]
}
