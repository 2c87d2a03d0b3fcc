import type { Form, Page, PostsBlock } from '@/payload-types'
import { cachedQuery, docTag } from '@/utilities/contentCache'
import { findPage } from '@/utilities/pages'

export const BLOG_SLUG = 'blog'

/**
 * The /blog page, whose blocks also frame its other lists (/blog/page/2, topics, tags, search)
 * and whose blog block's newsletter form shows beside every post. Cached under the page's tag,
 * which its revalidation expires.
 */
export const findBlogPage = (): Promise<Page | null> =>
  cachedQuery(['pages', 'slug', BLOG_SLUG], [docTag('pages', BLOG_SLUG)], () => findPage(BLOG_SLUG))

const isArchive = (block: Page['layout'][number]): block is PostsBlock & { blockType: 'posts' } =>
  block.blockType === 'posts' && block.layout === 'archive'

/** The newsletter form of the blog's list, shown in the sidebar beside each post. */
export async function blogNewsletterForm(): Promise<Form | number | null> {
  const page = await findBlogPage()
  return page?.layout.find(isArchive)?.form ?? null
}
