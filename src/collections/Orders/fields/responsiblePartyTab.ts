import type { Tab } from 'payload'

import { notExported } from '../exportFlags'
import { openSsn, sealSsn, SSN_DESCRIPTION } from '../hooks/sealedSsn'
import { adminOnly } from './helpers'

/** The responsible party's identity: admins only, never exported, the SSN encrypted at rest. */
export const responsiblePartyTab: Tab = {
  label: 'Responsible party',
  description: 'Visible to admins only.',
  fields: [
    {
      name: 'hasSSN',
      label: 'Has an SSN',
      type: 'checkbox',
      access: adminOnly,
      custom: notExported,
    },
    {
      name: 'ssn',
      label: 'SSN',
      type: 'text',
      access: adminOnly,
      custom: notExported,
      // Encrypted at rest (FIELD_ENCRYPTION_KEY); the database never holds it in clear.
      hooks: { beforeChange: [sealSsn], afterRead: [openSsn] },
      admin: { description: SSN_DESCRIPTION },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'ssnFirstName',
          label: 'First name',
          type: 'text',
          access: adminOnly,
          custom: notExported,
        },
        {
          name: 'ssnLastName',
          label: 'Last name',
          type: 'text',
          access: adminOnly,
          custom: notExported,
        },
      ],
    },
  ],
}
