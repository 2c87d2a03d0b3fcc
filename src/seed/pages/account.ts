import { DEFAULT_SITE_NAME } from '@/utilities/siteSettings'

import type { SeedContext, SeedPage } from '../types'

type Variant = 'sign-in' | 'sign-up' | 'reset-password'

const page = (slug: Variant, title: string, description: string, termsPath?: string): SeedPage => ({
  title,
  slug,
  _status: 'published',
  meta: { title: `${title} · ${DEFAULT_SITE_NAME}`, description },
  layout: [
    { blockType: 'authForm', variant: slug, background: 'tinted', spacing: 'spacious', termsPath },
  ],
})

/**
 * The account forms. Accounts live in the customer portal: each form posts there (Site settings
 * → Customer portal URL), and the block's own defaults give the titles and button labels.
 */
export const accountPages = (_context: SeedContext): SeedPage[] => [
  page(
    'sign-in',
    'Sign in',
    'Sign in to your account to follow your filing and download your company documents.',
  ),
  page(
    'sign-up',
    'Create an account',
    'Create your account to follow your company’s filing, download approved documents and order what comes next.',
    '/terms',
  ),
  page(
    'reset-password',
    'Reset your password',
    'Forgot your password? Get a link to choose a new one for your account.',
  ),
]
