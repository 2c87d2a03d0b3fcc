import type { PostFilter } from './posts'

/** What a blog route asks the /blog page's list to show: which posts, which page of them. */
export type BlogListing = {
  filter: PostFilter
  page: number
  /** A sentence above a topic's list (the category's description). */
  description?: string | null
}
