import type { GlobalConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import { linkFields } from '@/fields/link'

import { revalidateSite } from './revalidateSite'

export const Header: GlobalConfig = {
  slug: 'header',
  admin: { group: 'Site' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [revalidateSite] },
  fields: [
    { name: 'logo', type: 'upload', relationTo: 'media', admin: { description: 'Empty: the site name is shown.' } },
    { name: 'siteName', type: 'text', required: true, defaultValue: 'Formation' },
    {
      name: 'navItems',
      type: 'array',
      dbName: 'hdr_nav',
      maxRows: 8,
      fields: [
        ...linkFields(),
        {
          name: 'submenu',
          type: 'array',
          dbName: 'hdr_sub',
          fields: linkFields(),
        },
      ],
    },
    { name: 'loginLabel', type: 'text', defaultValue: 'Login', admin: { description: 'Leads to the customer portal (Site settings).' } },
    { name: 'signUp', type: 'group', fields: linkFields({ required: false }) },
  ],
}
