import type { DefaultCellComponentProps } from 'payload'

import { formatDollars } from '@/utilities/money'

/** An order's whole-dollar amount in the list, as the site shows prices: "$1,234". */
export function DollarsCell({ cellData }: DefaultCellComponentProps) {
  return typeof cellData === 'number' ? <span>{formatDollars(cellData)}</span> : null
}
