import type { GlobalConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import { linkFields } from '@/fields/link'

import { revalidateSite } from './revalidateSite'

export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Site' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [revalidateSite] },
  fields: [
    { name: 'about', type: 'textarea' },
    {
      name: 'columns',
      type: 'array',
      dbName: 'ftr_cols',
      maxRows: 4,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'links', type: 'array', dbName: 'ftr_links', fields: linkFields() },
      ],
    },
    {
      name: 'contact',
      type: 'group',
      fields: [
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text' },
        { name: 'address', type: 'textarea' },
        { name: 'supportHours', type: 'text', defaultValue: 'Monday to Friday 9 am to 5 pm EST' },
        { name: 'replyTime', type: 'text', defaultValue: 'We reply to every email within 24 hours.' },
      ],
    },
    { name: 'copyright', type: 'text' },
  ],
}
