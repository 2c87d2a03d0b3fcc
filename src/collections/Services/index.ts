import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '@/access'
import { link } from '@/fields/link'
import { iconField } from '@/fields/sectionHeading'

import { revalidateSiteAfterChange, revalidateSiteAfterDelete } from '@/utilities/revalidateSite'

/** The services the company offers, written once and shown by every card grid set to services. */
export const Services: CollectionConfig = {
  slug: 'services',
  labels: { singular: 'Service', plural: 'Services' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'order', 'updatedAt'],
    listSearchableFields: ['title', 'summary'],
    group: 'Content',
    description:
      'Shown on the home page and /service. A change here appears on every page that lists services.',
  },
  defaultSort: 'order',
  hooks: { afterChange: [revalidateSiteAfterChange], afterDelete: [revalidateSiteAfterDelete] },
  access: publicContentAccess,
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      admin: { description: 'One or two sentences, e.g. what the customer gets and why it helps.' },
    },
    iconField('svc_icon', { description: 'The picture on the card, e.g. "stamp" for Trademark.' }),
    {
      name: 'order',
      type: 'number',
      required: true,
      defaultValue: 100,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Lists show lower numbers first, e.g. 10, 20, 30 (leaves room in between).',
      },
    },
    { name: 'enableLink', type: 'checkbox', label: 'Link to a page that tells more' },
    link({
      appearances: false,
      overrides: {
        admin: {
          condition: (_, siblingData) => Boolean(siblingData?.enableLink),
          description: 'The card\'s text link, e.g. "Learn more" to /service-details.',
        },
      },
    }),
  ],
  timestamps: true,
}
