import type { Tab } from 'payload'

import { notExported } from '../exportFlags'

/** What the state sent back once filed: the date, its confirmation number and the documents. */
export const filingTab: Tab = {
  label: 'Filing',
  description: 'Set by the order actions when the order moves on; admins may correct a typo here.',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'filedAt',
          label: 'Filed on',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
        {
          name: 'stateConfirmationNumber',
          label: "State's confirmation number",
          type: 'text',
        },
      ],
    },
    {
      name: 'formationDocuments',
      type: 'join',
      collection: 'order-documents',
      on: 'order',
      custom: notExported,
      admin: {
        allowCreate: true,
        defaultColumns: ['filename', 'kind', 'version', 'current', 'createdAt'],
        description:
          "The documents made from the filing details (each version; a Kind says which), and what staff attach: the state's approved documents, the EIN letter.",
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'einNumber',
          label: 'EIN',
          type: 'text',
          admin: { description: 'When the order includes an EIN, as 12-3456789.' },
        },
        { name: 'cancellationReason', type: 'text' },
      ],
    },
  ],
}
