import type { CollectionConfig, NumberFieldSingleValidation } from 'payload'

import { publicContentAccess } from '@/access'
import { editorTabs } from '@/fields/editorTabs'
import { link } from '@/fields/link'
import { rowLabel } from '@/fields/rowLabel'
import { iconField } from '@/fields/sectionHeading'
import { slugField } from '@/fields/slug'
import { publicPath } from '@/utilities/paths'
import { previewPath } from '@/utilities/preview'

import { revalidateSiteAfterChange, revalidateSiteAfterDelete } from '@/utilities/revalidateSite'

const servicePage = (slug: unknown) =>
  typeof slug === 'string' && slug ? publicPath('services', slug).slice(1) : 'service'

// Empty is allowed: the service is then "priced on request".
const wholeDollars: NumberFieldSingleValidation = (value) =>
  value == null ||
  (Number.isInteger(value) && value >= 0) ||
  'Enter the price in whole dollars (0 or more), or leave it empty for "priced on request".'

/**
 * The services the company offers, written once: shown by every card grid set to services, each
 * with a page of its own at /service/<slug> (docs/content-editing.md#service-pages).
 */
export const Services: CollectionConfig<'services'> = {
  slug: 'services',
  labels: { singular: 'Service', plural: 'Services' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'order', 'updatedAt'],
    listSearchableFields: ['title', 'summary'],
    group: 'Content',
    description:
      'Shown on the home page and /service, each with its own page at /service/<slug>. A change here appears on every page that lists services.',
    preview: (data) => previewPath(servicePage(data?.slug)),
  },
  defaultSort: 'order',
  hooks: { afterChange: [revalidateSiteAfterChange], afterDelete: [revalidateSiteAfterDelete] },
  access: publicContentAccess,
  fields: [
    editorTabs(
      [
        { name: 'title', type: 'text', required: true },
        {
          name: 'summary',
          type: 'textarea',
          required: true,
          admin: {
            description:
              'One or two sentences for the card and the top of its page, e.g. what the customer gets and why it helps.',
          },
        },
        {
          name: 'description',
          type: 'richText',
          admin: {
            description:
              'What the service is, on its page: two or three short paragraphs, e.g. what we do, when, and what the customer receives.',
          },
        },
        {
          name: 'price',
          type: 'group',
          admin: {
            description:
              'Shown on its page. Leave the amount empty when the price depends on the customer: the page then says "Priced on request" and links to /quote.',
          },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'amount',
                  type: 'number',
                  min: 0,
                  validate: wholeDollars,
                  admin: { step: 1, width: '33%', description: 'Whole US dollars, e.g. 70.' },
                },
                {
                  name: 'note',
                  type: 'text',
                  maxLength: 200,
                  admin: {
                    width: '67%',
                    description:
                      'e.g. "One-time, plus the state fee" or "Included in the Popular and Standard packages".',
                  },
                },
              ],
            },
          ],
        },
        {
          name: 'included',
          type: 'array',
          dbName: 'svc_included',
          labels: { singular: 'Included item', plural: "What's included" },
          maxRows: 12,
          fields: [{ name: 'item', type: 'text', required: true, maxLength: 160 }],
          admin: {
            components: rowLabel('Included item', 'item'),
            description:
              'Shown as a checklist, e.g. "Articles of Organization filed with the state".',
          },
        },
        {
          name: 'faqs',
          type: 'relationship',
          relationTo: 'faqs',
          hasMany: true,
          maxRows: 6,
          label: 'Questions',
          admin: {
            description:
              'Optional: up to six questions from Content → FAQs, shown on its page in this order.',
          },
        },
      ],
      [
        iconField('svc_icon', {
          description: 'The picture on the card, e.g. "stamp" for Trademark.',
        }),
        {
          name: 'enableLink',
          type: 'checkbox',
          label: 'Link the card somewhere else',
          admin: {
            description:
              'Unticked, the card\'s "Learn more" leads to the service\'s own page (/service/<slug>). Tick it only to send visitors elsewhere, e.g. to a landing page; the link below then replaces its own page on the card (the page stays).',
          },
        },
        link({
          appearances: false,
          overrides: {
            admin: {
              condition: (_, siblingData) => Boolean(siblingData?.enableLink),
              description: 'The card\'s text link instead of its own page, e.g. "Learn more".',
            },
          },
        }),
      ],
    ),
    slugField('The service’s path under /service/, e.g. "llc-formation".'),
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
  ],
  timestamps: true,
}
