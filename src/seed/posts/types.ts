import type { ContentBlock } from '@/payload-types'

export type SeedPost = {
  title: string
  /** Lowercase letters, digits and single hyphens. */
  slug: string
  category: 'forming-a-company' | 'taxes-and-ein' | 'staying-compliant' | 'banking-and-money'
  /** Short human tags, spelled the same across posts so tag pages group them. */
  tags: string[]
  /** A file name in src/seed/assets. */
  cover: string
  coverAlt: string
  /** The name of a seeded team member. */
  author: string
  /** Publication age in days; distinct per post. */
  daysAgo: number
  excerpt: string
  content: ContentBlock['content']
  /** Sample reader comments shown under the post. */
  comments: { name: string; daysAfter: number; text: string }[]
}
