import type { Form, Page, PostsBlock } from '@/payload-types'

import { findPage } from './pages'

export const BLOG_SLUG = 'blog'

/**
 * The /blog page, whose blocks also frame its other lists (/blog/page/2, topics, tags, search)
 * and whose blog block's newsletter form shows beside every post.
 */
export const findBlogPage = (): Promise<Page | null> => findPage(BLOG_SLUG)

const isArchive = (block: Page['layout'][number]): block is PostsBlock & { blockType: 'posts' } =>
  block.blockType === 'posts' && block.layout === 'archive'

/** The newsletter form of the blog's list, shown in the sidebar beside each post. */
export async function blogNewsletterForm(): Promise<Form | number | null> {
  const page = await findBlogPage()
  return page?.layout.find(isArchive)?.form ?? null
}
