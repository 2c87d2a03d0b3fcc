import type { Block } from 'payload'

type BlockAdminOptions = {
  /** The block's slug: its thumbnail is public/block-thumbnails/<slug>.svg. */
  slug: string
  /** One line in the block picker: what the section shows and when to choose it. */
  description: string
  group?: string
}

/**
 * How the admin presents a block (docs/adding-a-block.md): its thumbnail and one-line
 * description in the picker (the description is the thumbnail's alt text, which
 * components/admin/BlockDescriptions writes under the block's name), and its row in a layout
 * named by its content, e.g. "Hero — Form your LLC in any state".
 */
export const blockAdmin = ({
  slug,
  description,
  group = 'Sections',
}: BlockAdminOptions): NonNullable<Block['admin']> => ({
  group,
  images: { thumbnail: { url: `/block-thumbnails/${slug}.svg`, alt: description } },
  components: { Label: '@/components/admin/BlockRowLabel#BlockRowLabel' },
})
