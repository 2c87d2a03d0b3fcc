/**
 * The board's first resolutions that found the nonprofit's governance
 * (docs/documents.md#the-documents): the articles, the board, the bylaws, the
 * conflict policy, the officers (names left blank: the order records none), office and agent.
 */
import type { Content } from 'pdfmake/interfaces'

import type { DocumentContext } from '@/order/documents/context'
import { clause, dayWords, table } from '@/order/documents/layout'
import { type NonprofitFacts, names, stateOf } from '@/order/documents/nonprofit/words'

/** One resolution: its title and text, numbered where the document is assembled. */
export type Resolution = { title: string; text: string[]; extra?: Content[] }

function articles(ctx: DocumentContext): Resolution {
  const filed = ctx.filedOn
    ? `filed with ${stateOf(ctx)} on ${dayWords(ctx.filedOn)}`
    : `filed with ${stateOf(ctx)}, effective on their filing date`
  return {
    title: 'Articles of incorporation',
    text: [
      `The board acknowledges the Corporation's articles of incorporation, ${filed}. The Secretary places a copy stamped or certified by the state in the Corporation's records.`,
    ],
  }
}

function board(facts: NonprofitFacts): Resolution {
  const by = `${facts.incorporator.name}, the incorporator`
  return {
    title: 'The board',
    text: [
      `The directors signing below, ${names(facts.directors)}, are the Corporation's initial board, as named in the articles of incorporation or elected by ${by}. The board accepts the incorporator's acts in forming the Corporation as its own; the incorporator's role as incorporator ends here.`,
    ],
  }
}

const bylaws: Resolution = {
  title: 'Bylaws',
  text: [
    'The Bylaws presented to the board with these resolutions are adopted as the Bylaws of the Corporation. The Secretary signs the certificate at their end and keeps them with these resolutions.',
  ],
}

const conflictPolicy: Resolution = {
  title: 'Conflict of Interest Policy',
  text: [
    "The Conflict of Interest Policy presented with these resolutions is adopted. Each director and officer signs the policy's annual statement (its Attachment A) now, and again each year as the policy requires.",
  ],
}

const OFFICES = ['President (chair of the board)', 'Secretary', 'Treasurer']

const officers: Resolution = {
  title: 'Officers',
  text: [
    "The following people are elected to the offices shown, each to serve until the board's first annual meeting and until a successor is elected. The order these documents were prepared from does not say who the officers are, so their names are left blank: write them in before the directors sign. The President may not also be the Secretary or the Treasurer (Bylaws, Section 5.1).",
  ],
  extra: [
    table(
      ['Office', 'Name'],
      OFFICES.map((office) => [office, '______________________________']),
      ['40%', '60%'],
    ),
  ],
}

function office(ctx: DocumentContext): Resolution {
  const principal = ctx.principalAddress
    ? `The Corporation's principal office is at ${ctx.principalAddress}.`
    : "The Corporation's principal office is at: Not stated: write it here: ______."
  const agentAt = ctx.agent.address ? `, at ${ctx.agent.address},` : ''
  return {
    title: 'Principal office and registered agent',
    text: [
      `${principal} The board confirms ${ctx.agent.name}${agentAt} as the Corporation's registered agent in ${ctx.state.name}.`,
    ],
  }
}

export const foundingResolutions = (ctx: DocumentContext, facts: NonprofitFacts): Resolution[] => [
  articles(ctx),
  board(facts),
  bylaws,
  conflictPolicy,
  officers,
  office(ctx),
]

/** Resolutions numbered 1, 2, 3… as the document reads. */
export const numbered = (resolutions: Resolution[]): Content[] =>
  resolutions.flatMap(({ title, text, extra }, i) => [
    clause(`${i + 1}.`, title, ...text),
    ...(extra ?? []),
  ])
