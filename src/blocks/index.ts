import { HeroBlock } from './Hero/config'
import { RichTextBlock } from './RichText/config'

/** Every block a page layout may hold, in the order the admin offers them. */
export const pageBlocks = [HeroBlock, RichTextBlock]
