import type { Tab } from 'payload'

import { US_STATES } from '../../StateFees/usStates'
import { DESIGNATORS } from '../choices'
import { text } from './helpers'

/** The company to form. */
export const companyTab: Tab = {
  label: 'Company',
  description:
    'The designator and the state of formation are fixed once the order is paid (they set the state fee).',
  fields: [
    { name: 'llcname', label: 'Company name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'designator',
          type: 'select',
          required: true,
          options: DESIGNATORS.map((value) => ({ label: value, value })),
        },
        {
          name: 'formationState',
          label: 'State of formation',
          type: 'select',
          required: true,
          index: true,
          options: Object.entries(US_STATES).map(([value, label]) => ({ value, label })),
        },
      ],
    },
    text('companyStreetAddress', 'Company street address'),
    {
      type: 'row',
      fields: [
        text('companyCity', 'Company city'),
        text('companyState', 'Company state'),
        text('companyZipCode', 'Company ZIP code'),
      ],
    },
  ],
}
