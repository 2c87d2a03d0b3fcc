import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { sectionFields } from '@/fields/section'
import { sectionHeadingFields } from '@/fields/sectionHeading'

/**
 * The office address, phone, email and support hours as cards. They are read from the Footer's
 * contact details, so a new phone number is typed once and every page and the footer follow.
 */
export const ContactInfoConfig: Block = {
  slug: 'contactInfo',
  dbName: 'cinfo',
  interfaceName: 'ContactInfoBlock',
  labels: {
    singular: 'Contact details (from the Footer)',
    plural: 'Contact details (from the Footer)',
  },
  admin: blockAdmin({
    slug: 'contactInfo',
    description: 'The address, phone, email and support hours from the Footer, as cards.',
  }),
  fields: [
    sectionFields(),
    ...sectionHeadingFields({
      defaults: {
        eyebrow: 'Contact',
        title: 'Talk to a formation specialist',
        intro: 'Questions about a filing, a state or your order? A real person answers.',
      },
    }),
  ],
}
