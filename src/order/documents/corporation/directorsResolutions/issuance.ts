/**
 * The first resolutions' issue of shares (docs/documents.md#the-documents): each
 * holder's shares and price (the par value, or a price the board sets when there is none), checked
 * against the shares the charter authorizes.
 */
import type { Content } from 'pdfmake/interfaces'

import type { DocumentContext } from '../../context'
import { clause, paragraph, table } from '../../layout'
import {
  charterName,
  corporationOf,
  issuedTotal,
  parDollars,
  parPhrase,
  priceOf,
  shareCount,
  sharesNoun,
} from '../facts'

export function issuanceClause(ctx: DocumentContext, number: string): Content[] {
  const { shareholders, authorizedShares, parValue } = corporationOf(ctx)
  const charter = charterName(ctx)
  const authorized = `The ${charter} authorizes ${sharesNoun(authorizedShares)} of common stock, ${parPhrase(ctx)}.`
  if (!shareholders.length)
    return [
      clause(
        number,
        'Issue of shares',
        `${authorized} These resolutions issue no shares; the board will issue them by a later resolution.`,
      ),
    ]
  const issued = issuedTotal(ctx)
  const perShare = parValue > 0 ? parDollars(parValue) : 'A price the board sets: $______'
  const rows = shareholders.map((holder) => [
    holder.name,
    shareCount(holder.shares),
    perShare,
    priceOf(ctx, holder.shares),
  ])
  const widths = ['*', 'auto', 'auto', 'auto']
  const within =
    issued === authorizedShares
      ? `Together these are ${sharesNoun(issued)}, all of the ${shareCount(authorizedShares)} authorized: none are left for a later issue unless the ${charter} is amended.`
      : issued < authorizedShares
        ? `Together these are ${sharesNoun(issued)}, which does not exceed the ${shareCount(authorizedShares)} authorized.`
        : `Together these are ${sharesNoun(issued)}, more than the ${shareCount(authorizedShares)} authorized: the shares above the authorized number may not be issued until the ${charter} is amended to authorize them.`
  const price =
    parValue > 0
      ? 'at a price per share equal to the par value'
      : 'at the price per share the board sets and writes in below'
  return [
    clause(
      number,
      'Issue of shares',
      authorized,
      `The Company issues to each person below the number of shares of common stock shown, ${price}. The consideration may be money, property, services already performed or any other benefit ${ctx.governingLaw} allows. The board finds it adequate. Once the Company receives it, the shares are fully paid and non-assessable.`,
    ),
    // The table and its closing paragraph move to the next page together, so the table's header
    // is never left alone at a page's foot; a long list of holders may break.
    {
      stack: [
        table(['Shareholder', 'Shares', 'Price per share', 'Total price'], rows, widths),
        paragraph(
          `${within} The shares are issued without registration under the Securities Act of 1933 or any state securities law, relying on the exemptions for private offerings. The officers are to make any notice filing those laws call for and to record each issue in the stock ledger.`,
        ),
      ],
      unbreakable: rows.length <= 8,
    },
  ]
}
