import Link from 'next/link'

import { AuthForm } from '@/components/islands'
import { getSiteGlobals } from '@/content/globals'
import type { AuthFormBlock } from '@/payload-types'
import { portalHref } from '@/utilities/siteSettings'

import styles from './styles.module.css'

const defaults = {
  'sign-in': {
    title: 'Welcome back',
    intro: 'Sign in to follow your filing, download your documents and manage your company.',
    submitLabel: 'Sign In',
    path: '/login',
  },
  'sign-up': {
    title: 'Create an account',
    intro: 'One account for your orders, your approved documents and every company you form.',
    submitLabel: 'Create Account',
    path: '/register',
  },
  'reset-password': {
    title: 'Reset your password',
    intro: 'Enter the email of your account and we will send you a link to choose a new password.',
    submitLabel: 'Send Reset Link',
    path: '/forgot-password',
  },
} as const

/** The ways on from each form: to the two others. */
const links = {
  'sign-in': [
    { href: '/reset-password', text: 'Forgot password?' },
    { href: '/sign-up', lead: 'New here?', text: 'Create an account' },
  ],
  'sign-up': [{ href: '/sign-in', lead: 'Already have an account?', text: 'Sign in' }],
  'reset-password': [
    { href: '/sign-in', lead: 'Remembered it?', text: 'Sign in' },
    { href: '/sign-up', lead: 'No account yet?', text: 'Create an account' },
  ],
} as const

export async function AuthFormView({
  variant,
  title,
  intro,
  submitLabel,
  portalPath,
  termsPath,
}: AuthFormBlock) {
  const { settings, footer } = await getSiteGlobals()
  const copy = defaults[variant]
  return (
    <div className={`card-surface card-raised ${styles.card}`}>
      <h1 className={styles.title}>{title || copy.title}</h1>
      <p className={styles.intro}>{intro || copy.intro}</p>
      <AuthForm
        variant={variant}
        submitLabel={submitLabel || copy.submitLabel}
        portal={portalHref(settings)}
        path={portalPath || copy.path}
        termsHref={termsPath || '/terms'}
        supportEmail={footer?.contact?.email}
      />
      <ul className={styles.links}>
        {links[variant].map((link) => (
          <li key={link.href}>
            {'lead' in link && `${link.lead} `}
            <Link href={link.href}>{link.text}</Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
