import type { CollectionConfig } from 'payload'

import { isStaff, publishedOrStaff } from '@/access'
import { BLOG_RESERVED_PATHS, TAG_PATTERN } from '@/utilities/blogPaths'
import { editedByField } from '@/fields/editedBy'
import { versionHistoryField } from '@/fields/versionHistory'
import { editorTabs } from '@/fields/editorTabs'
import { publishedAtField } from '@/fields/publishedAt'
import { publishingColumn } from '@/fields/publishing'
import { rowLabel } from '@/fields/rowLabel'
import { slugField } from '@/fields/slug'
import { revalidateContent } from '@/utilities/contentCache'
import { previewPath } from '@/utilities/preview'
import { editorialComponents } from '../editorialComponents'

const postPath = (slug: unknown) => (typeof slug === 'string' && slug ? `blog/${slug}` : 'blog')

const MAX_TAGS = 8

const validTags = (values: string[] | null | undefined) => {
  const tags = values ?? []
  if (tags.length > MAX_TAGS) return `At most ${MAX_TAGS} tags.`
  const bad = tags.find((tag) => !TAG_PATTERN.test(tag))
  return bad === undefined || `"${bad}": use letters, digits, spaces and hyphens, up to 30.`
}

/** Articles for founders: listed on /blog (newest first) with a page each at /blog/<slug>. */
export const Posts: CollectionConfig<'posts'> = {
  slug: 'posts',
  labels: { singular: 'Post', plural: 'Posts' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', 'publishing', 'updatedAt'],
    listSearchableFields: ['title', 'excerpt'],
    group: 'Content',
    description: 'Blog posts. Newest first on /blog; schedule one from the Publish menu.',
    livePreview: { url: ({ data }) => previewPath(postPath(data?.slug)) },
    preview: (data) => previewPath(postPath(data?.slug)),
    components: editorialComponents,
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  defaultPopulate: { title: true, slug: true },
  // Deleting moves a document to the trash, where admins restore or remove it for good.
  trash: true,
  versions: {
    drafts: { autosave: { interval: 800 }, schedulePublish: true },
    maxPerDoc: 50,
  },
  hooks: revalidateContent('posts'),
  fields: [
    editorTabs(
      [
        { name: 'title', type: 'text', required: true, maxLength: 120 },
        {
          name: 'coverImage',
          type: 'upload',
          relationTo: 'media',
          required: true,
          admin: { description: 'Shown on the card and above the post; 1200 × 630 reads best.' },
        },
        {
          name: 'excerpt',
          type: 'textarea',
          required: true,
          maxLength: 300,
          admin: {
            description:
              'One or two sentences for the card, search results and search engines (unless the SEO tab says otherwise).',
          },
        },
        { name: 'content', type: 'richText', required: true },
      ],
      [
        {
          type: 'row',
          fields: [
            {
              name: 'category',
              type: 'relationship',
              relationTo: 'categories',
              required: true,
              admin: { width: '50%', description: 'The blog topic it is listed under.' },
            },
            {
              name: 'tags',
              type: 'text',
              hasMany: true,
              maxRows: MAX_TAGS,
              validate: validTags,
              admin: {
                width: '50%',
                description: 'A few words a reader might follow, e.g. "EIN" or "Delaware".',
              },
            },
          ],
        },
        {
          name: 'comments',
          type: 'array',
          dbName: 'post_comments',
          maxRows: 20,
          labels: { singular: 'Comment', plural: 'Comments' },
          admin: {
            components: rowLabel('Comment', 'name'),
            description:
              'Readers’ comments shown under the post, added by staff (visitors cannot post comments).',
            initCollapsed: true,
          },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'name',
                  type: 'text',
                  required: true,
                  maxLength: 60,
                  admin: { width: '50%' },
                },
                { name: 'date', type: 'date', required: true, admin: { width: '50%' } },
              ],
            },
            { name: 'text', type: 'textarea', required: true, maxLength: 1000 },
          ],
        },
        {
          name: 'relatedPosts',
          type: 'relationship',
          relationTo: 'posts',
          hasMany: true,
          maxRows: 3,
          maxDepth: 0,
          filterOptions: ({ id }) => ({ id: { not_equals: id } }),
          admin: {
            description: 'Up to three posts shown under this one. Empty: the newest of its topic.',
          },
        },
      ],
    ),
    slugField('The post’s path under /blog/, e.g. "what-is-an-ein".', BLOG_RESERVED_PATHS),
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'team-members',
      admin: { position: 'sidebar', description: 'A team member: their name, role and photo.' },
    },
    publishedAtField(),
    editedByField(),
    versionHistoryField(),
    publishingColumn(),
  ],
}
