import type { Block } from 'payload'

import { blockAdmin } from '@/blocks/blockAdmin'
import { whenSibling } from '@/fields/conditions'
import { AUTH_VARIANTS } from '@/forms/authSchemas'
import { sectionFields } from '@/fields/section'

const variantLabels = {
  'sign-in': 'Sign in',
  'sign-up': 'Sign up',
  'reset-password': 'Reset password',
} as const

/**
 * Sign in, sign up and password reset. Accounts live in the external customer portal: the form
 * checks what the visitor typed, then the browser posts it to the portal (Site settings →
 * Customer portal URL), so passwords never pass through this site.
 */
export const AuthFormConfig: Block = {
  slug: 'authForm',
  dbName: 'auth',
  interfaceName: 'AuthFormBlock',
  labels: { singular: 'Account form', plural: 'Account forms' },
  admin: blockAdmin({
    slug: 'authForm',
    description: 'Sign-in, sign-up or password reset form of the customer portal.',
  }),
  fields: [
    sectionFields({ background: 'tinted' }),
    {
      name: 'variant',
      type: 'select',
      required: true,
      defaultValue: 'sign-in',
      dbName: 'auth_variant',
      options: AUTH_VARIANTS.map((value) => ({ label: variantLabels[value], value })),
      admin: {
        description:
          'Which form: the fields, the portal path and the links under the form follow it. Empty texts below use the form’s own defaults.',
      },
    },
    {
      name: 'title',
      type: 'text',
      admin: {
        description:
          'Empty: "Welcome back", "Create an account" or "Reset your password", by the form.',
      },
    },
    {
      name: 'intro',
      type: 'textarea',
      admin: { description: 'One sentence under the title. Empty: a line that fits the form.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'submitLabel',
          type: 'text',
          label: 'Button label',
          admin: {
            width: '50%',
            description: 'Empty: "Sign In", "Create Account" or "Send Reset Link".',
          },
        },
        {
          name: 'portalPath',
          type: 'text',
          admin: {
            width: '50%',
            description:
              'Path on the customer portal the form posts to, e.g. /login. Empty: /login, /register or /forgot-password.',
          },
          validate: (value: string | null | undefined) =>
            !value || /^\/[\w\-./]*$/.test(value) || 'A path starting with /, e.g. /login.',
        },
      ],
    },
    {
      name: 'termsPath',
      type: 'text',
      defaultValue: '/terms',
      admin: {
        condition: whenSibling({ variant: 'sign-up' }),
        description:
          'The page the "terms of service" link of the agree box opens: /terms, or the address of your own terms.',
      },
      validate: (value: string | null | undefined) =>
        !value ||
        /^(\/|https?:\/\/)/.test(value) ||
        'A path like /terms or a full https:// address.',
    },
  ],
}
