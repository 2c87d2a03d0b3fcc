import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { whenSibling } from '@/fields/conditions'
import { inlineFormField } from '@/fields/formField'
import { sectionFields } from '@/fields/section'
import { sectionHeadingFields } from '@/fields/sectionHeading'

/**
 * Posts from the Posts collection: a row of the newest (or hand-picked) cards for any page, or
 * the blog itself, with pages, topics, tags, search and the newsletter box beside it.
 */
export const PostsConfig: Block = {
  slug: 'posts',
  dbName: 'posts_list',
  interfaceName: 'PostsBlock',
  labels: { singular: 'Blog posts', plural: 'Blog posts' },
  admin: blockAdmin({
    slug: 'posts',
    description:
      'The newest or hand-picked blog posts as cards, or the whole blog with its sidebar.',
  }),
  fields: [
    sectionFields(),
    ...sectionHeadingFields({
      defaults: { eyebrow: 'From the blog', title: 'Guides for new founders' },
    }),
    {
      name: 'layout',
      type: 'select',
      dbName: 'posts_layout',
      required: true,
      defaultValue: 'latest',
      options: [
        { label: 'Latest: a row of cards, for any page', value: 'latest' },
        { label: 'Blog: every post with pages and a sidebar (the /blog page)', value: 'archive' },
      ],
      admin: {
        description:
          'The blog layout also serves /blog/page/2, topic and tag lists and search, so use it on the /blog page only.',
      },
    },
    {
      type: 'row',
      admin: { condition: whenSibling({ layout: 'latest' }) },
      fields: [
        {
          name: 'source',
          type: 'radio',
          dbName: 'posts_src',
          defaultValue: 'newest',
          options: [
            { label: 'The newest posts', value: 'newest' },
            { label: 'Hand-picked posts', value: 'picked' },
          ],
          admin: { width: '50%' },
        },
        {
          name: 'limit',
          type: 'number',
          min: 1,
          max: 12,
          defaultValue: 3,
          admin: { width: '50%', step: 1, description: 'How many of the newest, e.g. 3.' },
        },
      ],
    },
    {
      name: 'posts',
      type: 'relationship',
      relationTo: 'posts',
      hasMany: true,
      maxRows: 12,
      admin: {
        condition: whenSibling({ layout: 'latest', source: 'picked' }),
        description: 'Shown in the order picked here; unpublished ones are left out.',
      },
    },
    {
      name: 'perPage',
      type: 'number',
      min: 1,
      max: 24,
      defaultValue: 3,
      admin: {
        condition: whenSibling({ layout: 'archive' }),
        step: 1,
        description: 'Posts on each page of the list, e.g. 3; further ones go to page 2 and on.',
      },
    },
    inlineFormField(
      'The newsletter box in the sidebar, here and on every post’s page.',
      whenSibling({ layout: 'archive' }),
    ),
  ],
}
