import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { sectionFields } from '@/fields/section'
import { sectionHeadingFields } from '@/fields/sectionHeading'

/**
 * A choice of the 50 states and DC that opens the chosen state's guide (/states/<slug>), with a
 * link to the comparison of all of them. A plain form: it works without JavaScript.
 */
export const StatePickerConfig: Block = {
  slug: 'statePicker',
  dbName: 'st_pick',
  interfaceName: 'StatePickerBlock',
  labels: { singular: 'State picker', plural: 'State pickers' },
  admin: blockAdmin({
    slug: 'statePicker',
    description: 'A list of the 50 states and DC that opens the chosen state’s guide.',
  }),
  fields: [
    sectionFields({ background: 'tinted' }),
    ...sectionHeadingFields({
      defaults: {
        eyebrow: 'State guides',
        title: 'Where will you form your company?',
        intro:
          'Fees, yearly reports and deadlines differ from state to state. Choose yours to see what it costs, with the source of every figure.',
      },
    }),
    {
      name: 'buttonLabel',
      type: 'text',
      required: true,
      defaultValue: 'See the guide',
      admin: { description: 'The button beside the list of states, e.g. "See the guide".' },
    },
    {
      name: 'compareLabel',
      type: 'text',
      defaultValue: 'Compare all 50 states and DC',
      admin: {
        description: 'A link to the comparison of every state below the form. Empty: none.',
      },
    },
  ],
}
