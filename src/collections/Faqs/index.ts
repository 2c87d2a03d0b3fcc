import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '@/access'

import { revalidateSiteAfterChange, revalidateSiteAfterDelete } from '@/utilities/revalidateSite'
import { faqTopicOptions } from './topics'

/** Questions and answers, each written once and shown by the FAQ sections of its topic. */
export const Faqs: CollectionConfig<'faqs'> = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: {
    useAsTitle: 'question',
    defaultColumns: ['question', 'topic', 'updatedAt'],
    listSearchableFields: ['question', 'answer'],
    group: 'Content',
    description:
      'Each question appears in every FAQ section that shows its topic. Drag rows to set their order.',
  },
  // Staff drag questions into the order visitors read them.
  orderable: true,
  hooks: { afterChange: [revalidateSiteAfterChange], afterDelete: [revalidateSiteAfterDelete] },
  access: publicContentAccess,
  fields: [
    {
      name: 'question',
      type: 'text',
      required: true,
      admin: {
        description: 'As a visitor would ask it, e.g. "How long does an LLC take to form?"',
      },
    },
    {
      name: 'answer',
      type: 'textarea',
      required: true,
      admin: {
        description:
          'Plain text; an empty line starts a new paragraph. Two or three sentences read best.',
      },
    },
    {
      name: 'topic',
      type: 'select',
      required: true,
      dbName: 'faq_topic',
      defaultValue: 'general',
      options: faqTopicOptions,
      admin: {
        position: 'sidebar',
        description: 'FAQ sections show the questions of the topics they pick.',
      },
    },
  ],
  timestamps: true,
}
