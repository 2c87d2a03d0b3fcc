import { describe, expect, it } from 'vitest'

import { portalAction, resetPasswordSchema, signInSchema, signUpSchema } from '@/forms/authSchemas'
import { sitePolicy } from '@/security/contentSecurityPolicy'

const signUp = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'correct horse',
  terms: true,
}

type Result = { error?: { issues: { path: PropertyKey[]; message: string }[] } }

/** The first message of each field, as the form shows it. */
const messages = (result: Result) => {
  const found: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message
  return found
}

describe('account form schemas', () => {
  it('accepts a complete sign-up and trims names and email', () => {
    const result = signUpSchema.safeParse({
      ...signUp,
      firstName: '  Ada ',
      email: ' ada@example.com ',
    })
    expect(result.success).toBe(true)
    expect(result.data).toMatchObject({ firstName: 'Ada', email: 'ada@example.com' })
  })

  it('refuses a sign-up without agreeing to the terms', () => {
    const result = signUpSchema.safeParse({ ...signUp, terms: false })
    expect(messages(result)).toEqual({ terms: 'Agree to the terms to create your account.' })
  })

  it('names each missing field', () => {
    const result = signUpSchema.safeParse({
      firstName: '',
      lastName: ' ',
      email: '',
      password: '',
      terms: true,
    })
    expect(messages(result)).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      email: 'Email is required.',
      password: 'Password is required.',
    })
  })

  it('refuses a malformed email, a short password and overlong names', () => {
    const result = signUpSchema.safeParse({
      ...signUp,
      email: 'ada@',
      password: 'short',
      lastName: 'x'.repeat(101),
    })
    expect(messages(result)).toEqual({
      email: 'Enter a valid email address, like name@example.com',
      password: 'Use at least 8 characters',
      lastName: 'At most 100 characters',
    })
  })

  it('refuses control characters', () => {
    const result = signUpSchema.safeParse({
      ...signUp,
      firstName: 'Ada\u0000',
      password: 'pass\nword1',
    })
    expect(messages(result)).toEqual({
      firstName: 'Must not contain control characters',
      password: 'Must not contain control characters',
    })
  })

  it('keeps a password exactly as typed', () => {
    expect(signInSchema.parse({ email: 'a@b.co', password: ' spaced ' }).password).toBe(' spaced ')
  })

  it('signs in with any non-empty password and resets with an email alone', () => {
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true)
    expect(messages(signInSchema.safeParse({ email: 'a@b.co', password: '' }))).toEqual({
      password: 'Password is required.',
    })
    expect(resetPasswordSchema.safeParse({ email: 'a@b.co' }).success).toBe(true)
    expect(messages(resetPasswordSchema.safeParse({ email: 'nope' }))).toEqual({
      email: 'Enter a valid email address, like name@example.com',
    })
  })
})

describe('where the account forms post', () => {
  it('joins the portal address and the path with one slash', () => {
    expect(portalAction('https://portal.example.com/', '/login')).toBe(
      'https://portal.example.com/login',
    )
    expect(portalAction('https://portal.example.com', 'register')).toBe(
      'https://portal.example.com/register',
    )
  })

  it('has no address when no portal is configured', () => {
    expect(portalAction('#', '/login')).toBeNull()
    expect(portalAction('', '/login')).toBeNull()
  })

  it('lets forms post to the portal origin only, besides the site itself', () => {
    const formAction = (portalUrl?: string) =>
      sitePolicy({ portalUrl })
        .split('; ')
        .find((directive) => directive.startsWith('form-action'))
    expect(formAction('https://portal.example.com/app/')).toBe(
      "form-action 'self' https://portal.example.com",
    )
    expect(formAction(undefined)).toBe("form-action 'self'")
    expect(formAction('not a url')).toBe("form-action 'self'")
  })
})
