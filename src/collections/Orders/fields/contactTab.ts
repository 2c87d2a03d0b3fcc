import type { Tab } from 'payload'

import { notExported } from '../exportFlags'
import { text } from './helpers'

/** The customer's contact details and account. */
export const contactTab: Tab = {
  label: 'Contact',
  fields: [
    { type: 'row', fields: [text('firstName'), text('lastName')] },
    {
      type: 'row',
      fields: [{ name: 'email', type: 'email', required: true, index: true }, text('phone')],
    },
    // The account password, as a scrypt hash only; no API ever returns it.
    { name: 'passwordHash', type: 'text', hidden: true, custom: notExported },
    text('physicalStreetAddress', 'Physical street address'),
    {
      type: 'row',
      fields: [
        text('physicalCity', 'Physical city'),
        text('physicalState', 'Physical state'),
        text('physicalZipCode', 'Physical ZIP code'),
      ],
    },
  ],
}
