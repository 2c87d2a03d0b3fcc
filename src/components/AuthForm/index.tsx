'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'

import { buttonClass } from '@/components/Button'
import { FieldFrame, fieldStyles } from '@/components/FormField'
import { PasswordInput } from '@/components/PasswordInput'
import {
  type AuthValues,
  type AuthVariant,
  authSchemas,
  POSTED_FIELDS,
  portalAction,
} from '@/forms/authSchemas'

import styles from './styles.module.css'

type Props = {
  variant: AuthVariant
  submitLabel: string
  /** The customer portal's address, '#' when none is configured. */
  portal: string
  path: string
  termsHref: string
  supportEmail?: string | null
}

const EMPTY: AuthValues = { email: '', password: '', firstName: '', lastName: '', terms: false }

/**
 * Posts the checked values to the portal as a plain form submission, so the password goes from
 * the visitor's browser straight to the portal and never through this site's server.
 */
function postToPortal(action: string, values: AuthValues) {
  const form = document.createElement('form')
  form.method = 'post'
  form.action = action
  form.hidden = true
  for (const name of POSTED_FIELDS) {
    const value = values[name]
    if (typeof value !== 'string') continue
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.append(input)
  }
  document.body.append(form)
  form.submit()
}

/** Sign in, sign up or reset a password at the customer portal, checked here first. */
export function AuthForm({ variant, submitLabel, portal, path, termsHref, supportEmail }: Props) {
  const action = portalAction(portal, path)
  const [unavailable, setUnavailable] = useState(false)
  const form = useForm<AuthValues>({
    // One form for three schemas: each checks the fields its variant shows.
    resolver: zodResolver(authSchemas[variant]) as unknown as Resolver<AuthValues>,
    defaultValues: EMPTY,
  })
  const { register, handleSubmit, formState } = form
  const errors = formState.errors
  const onValid = (values: AuthValues) => {
    if (!action) return setUnavailable(true)
    postToPortal(action, values)
  }
  const isSignUp = variant === 'sign-up'

  return (
    <form
      className={styles.form}
      method="post"
      action={action ?? undefined}
      noValidate
      onSubmit={handleSubmit(onValid)}
    >
      {isSignUp && (
        <div className={styles.pair}>
          <FieldFrame
            alert
            id="auth-firstName"
            label="First name"
            error={errors.firstName?.message}
          >
            {(aria) => (
              <input type="text" autoComplete="given-name" {...aria} {...register('firstName')} />
            )}
          </FieldFrame>
          <FieldFrame alert id="auth-lastName" label="Last name" error={errors.lastName?.message}>
            {(aria) => (
              <input type="text" autoComplete="family-name" {...aria} {...register('lastName')} />
            )}
          </FieldFrame>
        </div>
      )}
      <FieldFrame alert id="auth-email" label="Email" error={errors.email?.message}>
        {(aria) => <input type="email" autoComplete="email" {...aria} {...register('email')} />}
      </FieldFrame>
      {variant !== 'reset-password' && (
        <FieldFrame
          alert
          id="auth-password"
          label="Password"
          hint={isSignUp ? 'At least 8 characters.' : undefined}
          error={errors.password?.message}
        >
          {(aria) => (
            <PasswordInput
              {...aria}
              autoComplete={isSignUp ? 'new-password' : 'current-password'}
              registration={register('password')}
            />
          )}
        </FieldFrame>
      )}
      {isSignUp && (
        <div className={styles.check}>
          <input
            id="auth-terms"
            type="checkbox"
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? 'auth-terms-error' : undefined}
            {...register('terms')}
          />
          <label htmlFor="auth-terms">
            I agree to the <a href={termsHref}>terms of service</a>
          </label>
          {errors.terms && (
            <p id="auth-terms-error" className={fieldStyles.error} role="alert">
              {errors.terms.message}
            </p>
          )}
        </div>
      )}
      <button type="submit" className={`${buttonClass('primary')} ${styles.submit}`}>
        {submitLabel}
      </button>
      <div role="status" className={styles.status}>
        {unavailable && (
          <p className={styles.unavailable}>
            Accounts are not available yet: the customer portal is being set up.{' '}
            {supportEmail ? (
              <>
                Please contact support at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
              </>
            ) : (
              'Please contact our support team.'
            )}
          </p>
        )}
      </div>
    </form>
  )
}
