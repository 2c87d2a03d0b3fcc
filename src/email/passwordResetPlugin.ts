import type { Plugin } from 'payload'

import { serverUrl } from '@/utilities/serverUrl'

import { passwordResetHtml, resetUrl } from './templates/passwordReset'

/**
 * Gives the users collection its forgot-password email (src/email/templates/passwordReset.ts),
 * so the collection never imports the email module. Registered in payload.config.ts.
 */
export const passwordResetEmail: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    collection.slug === 'users' && typeof collection.auth === 'object'
      ? {
          ...collection,
          auth: {
            ...collection.auth,
            forgotPassword: {
              ...collection.auth.forgotPassword,
              generateEmailSubject: () => 'Reset your Formation admin password',
              generateEmailHTML: ({ token } = {}) =>
                passwordResetHtml(resetUrl(serverUrl(), token ?? '')),
            },
          },
        }
      : collection,
  ),
})
