/**
 * What the three Business Contract Templates share (docs/documents.md#the-documents): the
 * parties block with the other side left as labelled blanks, numbered sections that may hold
 * lists or bold text, and the words for the state's law, its courts and who signs for the Company.
 */
import type { Content } from 'pdfmake/interfaces'

import type { DocumentContext } from '@/order/documents/context'
import { companyDescribed, paragraph, type Signer } from '@/order/documents/layout'

/** A blank line to write on. */
export const BLANK = '______________________________'
export const LONG_BLANK = `${BLANK}${BLANK}`

/** A labelled line to fill in: "Address: ______". */
export const blankLine = (label: string): string => `${label}: ${BLANK}`

/** The role under a signature line the signer completes by hand. */
export const BY = `By: ${BLANK} (name and title)`

/** What a section's paragraph may be: running text, or a list or bold words. */
export type Para = string | Content

/** A section: its title and paragraphs, numbered in order by `sections`. */
export type Section = [title: string, ...paragraphs: Para[]]

const asContent = (para: Para): Content =>
  typeof para === 'string' ? { text: para, style: 'paragraph' } : para

/** Numbered sections ("1. Purpose"), drawn like the frame's clauses. */
export const sections = (list: Section[]): Content[] =>
  list.map(([title, ...paragraphs], i) => ({
    stack: [{ text: `${i + 1}. ${title}`, style: 'clauseTitle' }, ...paragraphs.map(asContent)],
    unbreakable: JSON.stringify(paragraphs).length < 1200,
  }))

/** A paragraph in bold, for what the law wants conspicuous (disclaimers, limits of liability). */
export const conspicuous = (text: string): Content => ({ text, style: 'paragraph', bold: true })

/** Labelled lines, one a line: the value when known, else a blank to write on. */
export const lines = (entries: [label: string, value?: string][]): Content => ({
  stack: entries.map(([label, value]) => ({
    text: value ? `${label}: ${value}` : blankLine(label),
    margin: [12, 0, 0, 6],
  })),
})

/** "the State of Texas", "the District of Columbia". */
export const stateOf = (ctx: DocumentContext): string =>
  ctx.state.name.startsWith('District of')
    ? `the ${ctx.state.name}`
    : `the State of ${ctx.state.name}`

/** "the laws of the State of Texas": the contract's law, not the act the Company is formed under. */
export const contractLaw = (ctx: DocumentContext): string => `the laws of ${stateOf(ctx)}`

/**
 * "Lone Star Widgets LLC, a Texas limited liability company organized under the Texas Business
 * Organizations Code, with its principal office at ...".
 */
export const companyParty = (ctx: DocumentContext): string =>
  `${companyDescribed(ctx)} organized under ${ctx.governingLaw}${
    ctx.principalAddress ? `, with its principal office at ${ctx.principalAddress}` : ''
  }`

/** Where notices to the Company go: its mailing address, else its principal office. */
export const companyNoticeAddress = (ctx: DocumentContext): string | undefined =>
  ctx.mailingAddress ?? ctx.principalAddress

/**
 * The opening: who the parties are, when the agreement starts, and the other party's blanks.
 * `other` is the other party's defined name ("Other Party", "Contractor", "Client").
 */
export function parties(ctx: DocumentContext, title: string, other: string): Content[] {
  const address = companyNoticeAddress(ctx)
  return [
    paragraph(
      `This ${title} (the "Agreement") is between ${companyParty(ctx)} (the "Company"), and the party named below (the "${other}"). Each is a "party". The Agreement takes effect on the date the last party signs it (the "Effective Date").`,
    ),
    paragraph({ text: `The ${other}:`, bold: true }),
    lines([
      ['Legal name'],
      ['Type of entity and state where formed (or "an individual")'],
      ['Address'],
      ['Email for notices'],
    ]),
    paragraph({ text: 'The Company:', bold: true }),
    lines([['Address for notices', address], ['Email for notices']]),
  ]
}

const either = (names: string[]): string =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`

/** Who may sign for the Company, by its entity and management: "a manager (Cora Lindqvist)". */
export function companySignatory(ctx: DocumentContext): string {
  if (ctx.llc) {
    const people = ctx.llc.management === 'manager' ? ctx.llc.managers : ctx.llc.members
    const noun = ctx.llc.management === 'manager' ? 'a manager' : 'a member'
    return people.length ? `${noun} (${either(people.map((p) => p.name))})` : noun
  }
  if (ctx.corporation) {
    const president = ctx.corporation.officers.president
    return president
      ? `an officer, such as the president (${president})`
      : 'an officer, such as the president'
  }
  return 'an officer the board has authorized to sign contracts'
}

/** The use note's sentence on who signs. */
export const signingNote = (ctx: DocumentContext): string =>
  `Fill in the blanks and have both parties sign; for ${ctx.company}, the signer should be ${companySignatory(ctx)}.`

/** The Company's signature block, and the other party's. */
export const signers = (ctx: DocumentContext, other: string): Signer[] => [
  { name: ctx.company, role: BY },
  { name: other, role: BY },
]
