/**
 * The incorporator's written action (docs/documents.md#the-documents): notes the
 * filing, elects the first directors and resigns. The bylaws are left to the board, which adopts
 * them in its first resolutions.
 */
import { DOCUMENT_TITLES } from '@/order/documents/kinds'
import type { Content } from 'pdfmake/interfaces'

import type { DocumentContext } from '../context'
import { bullets, clause, type DocumentWriter, dayWords, paragraph } from '../layout'
import { charterName, corporationOf, listed, stateOf } from './facts'
import { numberWords } from '../numberWords'

function directorsClause(ctx: DocumentContext): Content {
  const { directors } = corporationOf(ctx)
  if (!directors.length)
    return clause(
      '3.',
      'First directors',
      'The incorporator elects as the first directors the people named here, to serve until the first annual meeting of shareholders and until their successors are elected: ______________________________.',
    )
  const count = directors.length
  const list = directors.map((d) => (d.address ? `${d.name}, of ${d.address}` : d.name))
  return {
    stack: [
      clause(
        '3.',
        'First directors',
        `The board has ${numberWords(count)} (${count}) ${count === 1 ? 'director' : 'directors'}. The incorporator elects as ${count === 1 ? 'the first director' : 'the first directors'}:`,
      ),
      bullets(list),
      paragraph(
        `${count === 1 ? 'The director serves' : 'They serve'} until the first annual meeting of shareholders and until ${count === 1 ? 'a successor is' : 'their successors are'} elected. If the ${charterName(ctx)} already named the first directors, this action confirms them.`,
      ),
    ],
    unbreakable: true,
  }
}

export const incorporatorAction: DocumentWriter = (ctx) => {
  const { incorporator, directors } = corporationOf(ctx)
  const charter = charterName(ctx)
  const filed = ctx.filedOn
    ? `on ${dayWords(ctx.filedOn)}`
    : 'on ______________ (write in the filing date)'
  const board = directors.length ? listed(directors.map((d) => d.name)) : 'the directors elected'
  return {
    title: DOCUMENT_TITLES.incorporatorAction,
    body: [
      paragraph(
        `${incorporator.name}, the incorporator of ${ctx.company} (the "Company"), takes the following actions in writing, without a meeting, as ${ctx.governingLaw} allows.`,
      ),
      clause(
        '1.',
        `The ${charter}`,
        `The Company's ${charter} was filed with ${stateOf(ctx)} ${filed}, and the Company's existence as a corporation began when it took effect. A copy of the ${charter} as filed is to be kept with the Company's records.`,
      ),
      clause(
        '2.',
        'Bylaws',
        `The incorporator does not adopt bylaws. The board of directors elected below will adopt them in its first resolutions.`,
      ),
      directorsClause(ctx),
      clause(
        '4.',
        'Resignation',
        `Having elected the board, the incorporator resigns as incorporator, effective when this action is signed. From then on the board (${board}) manages the Company, and the incorporator has no further duties or powers as incorporator.`,
      ),
      paragraph(
        `This action takes effect on the day it is signed and is to be filed with the minutes of the Company.`,
      ),
    ],
    signers: [{ name: incorporator.name, role: 'Incorporator' }],
  }
}
