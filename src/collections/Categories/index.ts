import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '@/access'
import { slugField } from '@/fields/slug'

import { revalidateCategory, revalidateCategoryDelete } from './hooks/revalidateCategory'

/** The blog's topics: each post has one, and each has a list at /blog/category/<slug>. */
export const Categories: CollectionConfig<'categories'> = {
  slug: 'categories',
  labels: { singular: 'Category', plural: 'Categories' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'updatedAt'],
    group: 'Content',
    description: 'Blog topics. A post belongs to one; the blog sidebar lists them with counts.',
  },
  defaultSort: 'title',
  access: publicContentAccess,
  defaultPopulate: { title: true, slug: true },
  hooks: { afterChange: [revalidateCategory], afterDelete: [revalidateCategoryDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, unique: true, maxLength: 60 },
    slugField('The topic’s path under /blog/category/, e.g. "taxes-and-ein".'),
    {
      name: 'description',
      type: 'textarea',
      maxLength: 200,
      admin: { description: 'One sentence shown above the topic’s list of posts.' },
    },
  ],
}
