import type { GlobalConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import { linkGroup } from '@/fields/linkGroup'
import { rowLabel } from '@/fields/rowLabel'

import { revalidateSiteAfterGlobalChange } from '@/utilities/revalidateSite'

export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: {
    group: 'Site',
    description: 'The columns of links and contact details at the bottom of every page.',
  },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [revalidateSiteAfterGlobalChange] },
  fields: [
    {
      name: 'about',
      type: 'textarea',
      admin: { description: 'A sentence or two under the logo.' },
    },
    {
      name: 'columns',
      type: 'array',
      dbName: 'ftr_cols',
      maxRows: 4,
      admin: { components: rowLabel('Column', 'title'), initCollapsed: true },
      fields: [
        { name: 'title', type: 'text', required: true, admin: { description: 'e.g. "Company"' } },
        linkGroup({ dbName: 'ftr_links', appearances: false }),
      ],
    },
    {
      name: 'contact',
      type: 'group',
      fields: [
        { name: 'email', type: 'email' },
        {
          name: 'phone',
          type: 'text',
          admin: { description: 'As visitors should read it, e.g. +1 (302) 555-0142.' },
        },
        { name: 'address', type: 'textarea' },
        { name: 'supportHours', type: 'text', defaultValue: 'Monday to Friday 9 am to 5 pm EST' },
        {
          name: 'replyTime',
          type: 'text',
          defaultValue: 'We reply to every email within 24 hours.',
        },
      ],
    },
    {
      name: 'copyright',
      type: 'text',
      admin: { description: 'Empty: "© <year> <site name>. All rights reserved."' },
    },
  ],
}
