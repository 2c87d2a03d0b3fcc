import type { GlobalConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import { link } from '@/fields/link'
import { rowLabel } from '@/fields/rowLabel'

import { revalidateSiteAfterGlobalChange } from '@/utilities/revalidateSite'

export const Header: GlobalConfig = {
  slug: 'header',
  admin: { group: 'Site', description: 'The menu and buttons at the top of every page.' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [revalidateSiteAfterGlobalChange] },
  fields: [
    {
      name: 'logo',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Empty: the site name (Site settings) is shown.' },
    },
    {
      name: 'navItems',
      type: 'array',
      dbName: 'hdr_nav',
      label: 'Menu',
      maxRows: 8,
      admin: { components: rowLabel('Menu entry', 'link.label'), initCollapsed: true },
      fields: [
        link({ appearances: false }),
        {
          name: 'submenu',
          type: 'array',
          dbName: 'hdr_sub',
          admin: {
            components: rowLabel('Submenu entry', 'link.label'),
            initCollapsed: true,
            description: 'Entries shown when a visitor hovers or opens this one.',
          },
          fields: [link({ appearances: false })],
        },
      ],
    },
    {
      name: 'loginLabel',
      type: 'text',
      defaultValue: 'Login',
      admin: { description: 'Leads to the customer portal (Site settings).' },
    },
    link({
      appearances: false,
      required: false,
      overrides: {
        name: 'signUp',
        label: 'Sign-up button',
        admin: { description: 'Empty label: no button.' },
      },
    }),
  ],
}
