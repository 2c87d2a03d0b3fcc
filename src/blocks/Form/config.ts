import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { sectionFields } from '@/fields/section'
import { sectionHeadingFields } from '@/fields/sectionHeading'

export const FormConfig: Block = {
  slug: 'formBlock',
  dbName: 'form',
  interfaceName: 'FormBlock',
  labels: { singular: 'Form', plural: 'Forms' },
  admin: blockAdmin({
    slug: 'formBlock',
    description: 'A form from Forms, e.g. contact or newsletter, under a heading.',
  }),
  fields: [
    sectionFields(),
    ...sectionHeadingFields({
      defaults: {
        title: 'Send us a message',
        intro: 'We reply within 24 hours, Monday to Friday 9 am to 5 pm EST.',
      },
    }),
    {
      name: 'form',
      type: 'relationship',
      relationTo: 'forms',
      required: true,
      admin: {
        description:
          'Which form to show, from Forms in the admin: its fields, button, confirmation and the emails it sends.',
      },
    },
    {
      name: 'layout',
      type: 'select',
      dbName: 'form_layout',
      defaultValue: 'card',
      options: [
        { label: 'Heading above, form in a card', value: 'card' },
        { label: 'Heading beside the form', value: 'split' },
        { label: 'One line (an email and its button)', value: 'inline' },
      ],
    },
  ],
}
