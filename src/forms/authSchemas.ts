/**
 * What the account forms accept, checked in the browser before anything is posted to the
 * customer portal. Pure: no browser or server imports.
 */
import * as z from 'zod/mini'

import { isSingleLine } from '@/utilities/text'

export const AUTH_VARIANTS = ['sign-in', 'sign-up', 'reset-password'] as const
export type AuthVariant = (typeof AUTH_VARIANTS)[number]

export const PASSWORD_MIN = 8

/** One line of printable text, as every text field of the order: no NUL, escapes or breaks. */
const noControlCharacters = z.refine<string>(isSingleLine, 'Must not contain control characters')

const name = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} is required.`),
      z.maxLength(100, 'At most 100 characters'),
      noControlCharacters,
    )

const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Email is required.'),
    z.maxLength(254, 'At most 254 characters'),
    z.email('Enter a valid email address, like name@example.com'),
  )

// A password is kept exactly as typed (no trimming): spaces may be part of it.
const password = z
  .string()
  .check(
    z.minLength(1, 'Password is required.'),
    z.maxLength(200, 'At most 200 characters'),
    noControlCharacters,
  )

// Signing in takes the password the account has; only a new one must be long enough.
export const signInSchema = z.object({ email, password })

export const signUpSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email,
  password: password.check(z.minLength(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)),
  terms: z.literal(true, 'Agree to the terms to create your account.'),
})

export const resetPasswordSchema = z.object({ email })

export const authSchemas = {
  'sign-in': signInSchema,
  'sign-up': signUpSchema,
  'reset-password': resetPasswordSchema,
} as const

export type AuthValues = {
  email: string
  password?: string
  firstName?: string
  lastName?: string
  terms?: boolean
}

/** The fields the portal receives, by name; the terms box is agreed here and is not posted. */
export const POSTED_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const

/**
 * Where a form posts: the portal's address joined with the variant's path, or null when no
 * portal is configured (the site then says accounts are not available yet).
 */
export function portalAction(portal: string, path: string): string | null {
  if (!/^https?:\/\//.test(portal)) return null
  return `${portal.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}
