import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { faqTopicOptions } from '@/collections/Faqs/topics'
import { linkGroup } from '@/fields/linkGroup'
import { rowLabel } from '@/fields/rowLabel'
import { sectionFields } from '@/fields/section'
import { sectionHeadingFields } from '@/fields/sectionHeading'

/**
 * Questions from the FAQs collection, picked by topic, as a grid, an accordion, titled
 * accordions side by side or vertical tabs. Questions are chosen by topic rather than one by
 * one, so a question staff add or reorder shows on every page of its topic without editing
 * those pages.
 */
export const FaqConfig: Block = {
  slug: 'faq',
  dbName: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: blockAdmin({
    slug: 'faq',
    description: 'Questions from FAQs by topic: a grid, an accordion, groups or vertical tabs.',
  }),
  fields: [
    sectionFields(),
    ...sectionHeadingFields({
      defaults: { eyebrow: 'FAQ', title: 'Frequently asked questions' },
    }),
    {
      name: 'layout',
      type: 'select',
      required: true,
      defaultValue: 'accordion',
      options: [
        { label: 'Grid: every answer visible, two columns', value: 'grid' },
        { label: 'Accordion: one list, one answer open at a time', value: 'accordion' },
        { label: 'Groups: a titled accordion per group, side by side', value: 'groups' },
        { label: 'Tabs: a vertical tab per group', value: 'tabs' },
      ],
      admin: { description: 'Groups and tabs show each group below under its title.' },
    },
    {
      name: 'groups',
      type: 'array',
      dbName: 'faq_grp',
      label: 'Question groups',
      minRows: 1,
      maxRows: 8,
      required: true,
      defaultValue: [{ title: 'General Question', topic: 'general', limit: 6 }],
      admin: {
        components: rowLabel('Question group', 'title'),
        description:
          'Each group shows the questions of one topic, in the order set in the FAQs list.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'title',
              type: 'text',
              admin: {
                width: '40%',
                description: 'The tab or group title, e.g. "Account & Support". Empty: the topic.',
              },
            },
            {
              name: 'topic',
              type: 'select',
              dbName: 'faq_grp_topic',
              required: true,
              defaultValue: 'general',
              options: faqTopicOptions,
              admin: { width: '35%' },
            },
            {
              name: 'limit',
              type: 'number',
              min: 1,
              max: 50,
              admin: {
                width: '25%',
                step: 1,
                description: 'Most questions shown, up to 50. Empty: 50.',
              },
            },
          ],
        },
      ],
    },
    {
      name: 'closing',
      type: 'text',
      admin: { description: 'A line before the buttons, e.g. "Still, have any questions?"' },
    },
    linkGroup({ dbName: 'faq_lnk', appearances: ['primary', 'secondary'], maxRows: 2 }),
  ],
}
