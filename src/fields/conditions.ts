import type { Condition } from 'payload'

type Expected = Record<string, unknown>

/**
 * An admin condition: the field shows only while its sibling fields hold the given values, e.g.
 * `whenSibling({ variant: 'split' })` or `whenSibling({ layout: 'latest', source: 'picked' })`.
 * A checkbox sibling reads as `{ enableLink: true }`. With `orUnset`, a sibling that has no value
 * yet (a block just added, before its select's default is saved) counts as a match too.
 */
export const whenSibling =
  (expected: Expected, { orUnset = false }: { orUnset?: boolean } = {}): Condition =>
  (_, siblingData) =>
    Object.entries(expected).every(([name, value]) => {
      const actual = (siblingData as Expected | undefined)?.[name]
      return actual === value || (orUnset && actual == null)
    })
