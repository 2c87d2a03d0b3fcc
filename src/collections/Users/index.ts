import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, isAdminOrSelf, isStaffUser } from '@/access'
import { passwordResetHtml, resetUrl } from '@/email/templates/passwordReset'
import { serverUrl } from '@/utilities/serverUrl'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role'],
    group: 'Settings',
  },
  auth: {
    // Five wrong passwords lock the account for ten minutes.
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    forgotPassword: {
      generateEmailSubject: () => 'Reset your Formation admin password',
      generateEmailHTML: ({ token } = {}) => passwordResetHtml(resetUrl(serverUrl(), token ?? '')),
    },
  },
  access: {
    // Staff may open the admin panel; the first user is created through Payload's
    // first-register flow, which does not pass through these rules.
    admin: ({ req: { user } }) => isStaffUser(user),
    create: isAdmin,
    read: isAdminOrSelf,
    update: isAdminOrSelf,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [
        { label: 'Admin', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
      saveToJWT: true,
      access: {
        // Editors cannot promote themselves.
        create: isAdminField,
        update: isAdminField,
      },
      hooks: {
        beforeChange: [
          // The very first account of a site is its administrator.
          async ({ req, operation, value }) => {
            if (operation !== 'create') return value
            const { totalDocs } = await req.payload.count({ collection: 'users', req })
            return totalDocs === 0 ? 'admin' : value
          },
        ],
      },
    },
  ],
  timestamps: true,
}
