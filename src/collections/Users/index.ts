import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, isAdminOrSelf, isStaffUser } from '@/access'

import { forgetFailuresOnUnlock } from './hooks/forgetFailuresOnUnlock'
import { countSuccessfulSignIn, limitSignIns } from './hooks/limitSignIns'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role'],
    group: 'Settings',
  },
  auth: {
    // Payload's own lock counts wrong passwords per account only, so anyone could lock a
    // colleague out: it is set out of reach, and signInLimits.ts counts per account and address
    // instead. Above 0 so that Payload's unlock (the admin's Force unlock, REST, GraphQL) stays:
    // it lifts those locks (hooks/forgetFailuresOnUnlock.ts).
    maxLoginAttempts: Number.MAX_SAFE_INTEGER,
    tokenExpiration: 8 * 60 * 60,
    // The forgot-password email is attached by src/email/passwordResetPlugin.ts (payload.config.ts).
  },
  access: {
    // Staff may open the admin panel; the first user is created through Payload's
    // first-register flow, which does not pass through these rules.
    admin: ({ req: { user } }) => isStaffUser(user),
    create: isAdmin,
    read: isAdminOrSelf,
    update: isAdminOrSelf,
    delete: isAdmin,
    // Payload's default lets any signed-in staff member unlock any account.
    unlock: isAdmin,
  },
  hooks: {
    beforeOperation: [limitSignIns],
    afterLogin: [countSuccessfulSignIn],
    afterOperation: [forgetFailuresOnUnlock],
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
