import type { Field } from 'payload'

/**
 * What staff add to a state's guide above the generated facts: an introduction in the site's
 * rich text and questions from the FAQ collection, shown as the FAQ block shows them.
 */
export const guideFields: Field[] = [
  {
    name: 'introduction',
    type: 'richText',
    admin: { description: 'A few paragraphs on forming a company in this state. Optional.' },
  },
  {
    name: 'questions',
    type: 'relationship',
    relationTo: 'faqs',
    hasMany: true,
    admin: { description: 'Questions from FAQs, shown in this order below the introduction.' },
  },
]
