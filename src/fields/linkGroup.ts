import type { ArrayField, Field } from 'payload'

import { link, type LinkAppearance } from './link'
import { rowLabel } from './rowLabel'

type LinkGroupOptions = {
  /** The array's table name: short, because Postgres identifiers stop at 63 characters. */
  dbName: string
  appearances?: LinkAppearance[] | false
  maxRows?: number
  overrides?: Partial<ArrayField>
}

/** A list of links (buttons under a heading, menu entries), each one `link()`. */
export const linkGroup = ({
  dbName,
  appearances,
  maxRows,
  overrides = {},
}: LinkGroupOptions): Field => ({
  name: 'links',
  type: 'array',
  dbName,
  maxRows,
  admin: { initCollapsed: true, components: rowLabel('Link', 'link.label') },
  ...overrides,
  fields: [link({ appearances })],
})
