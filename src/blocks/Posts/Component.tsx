import type { BlogListing } from '@/content/blogListing'
import type { PostsBlock } from '@/payload-types'

import { Archive } from './Archive'
import { Latest } from './Latest'

type Props = PostsBlock & { pageTitle: string; blogListing?: BlogListing }

/** The newest posts as cards, or the blog itself (the list the route asks for, and its sidebar). */
export function PostsView({ blogListing, ...block }: Props) {
  if (block.layout === 'archive')
    return <Archive {...block} listing={blogListing ?? { filter: { kind: 'all' }, page: 1 }} />
  return <Latest {...block} />
}
