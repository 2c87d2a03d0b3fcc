import { ANCHOR, RESERVED_ANCHORS } from '@/fields/section'

/**
 * The id of each block's section: its anchor, unless an earlier block on the page (or the page's
 * own frame) took it, or it is not a valid fragment. The admin refuses duplicates on publish, but
 * drafts and older data may hold them. A block without an anchor gets no id, so two never collide.
 */
export function uniqueAnchors(
  blocks: readonly { anchor?: string | null }[],
): (string | undefined)[] {
  const taken = new Set<string>(RESERVED_ANCHORS)
  return blocks.map(({ anchor }) => {
    if (!anchor || !ANCHOR.test(anchor) || taken.has(anchor)) return undefined
    taken.add(anchor)
    return anchor
  })
}
