import { slugify } from './slugify'

/** Where the blog's lists live; a post's slug may not take these (see the Posts collection). */
export const BLOG_RESERVED_PATHS = ['page', 'category', 'tag', 'search']

/** A tag as staff type it: "EIN", "Registered agent". */
export const TAG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{0,29}$/

/** A tag's path segment: "Registered agent" → "registered-agent". */
export const tagSlug = (tag: string): string => slugify(tag)

export const blogPath = {
  post: (slug: string) => `/blog/${slug}`,
  /** Page 1 of any list is its bare path. */
  list: (page = 1) => (page > 1 ? `/blog/page/${page}` : '/blog'),
  category: (slug: string, page = 1) =>
    page > 1 ? `/blog/category/${slug}/page/${page}` : `/blog/category/${slug}`,
  tag: (tag: string, page = 1) =>
    page > 1 ? `/blog/tag/${tagSlug(tag)}/page/${page}` : `/blog/tag/${tagSlug(tag)}`,
  search: (q: string, page = 1) =>
    `/blog/search?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ''}`,
}
