import type { CollectionAfterLoginHook, CollectionBeforeOperationHook } from 'payload'
import { AuthenticationError } from 'payload'

import { clientAddress } from '@/security/clientAddress'

import { admitSignIn, type SignInLimit, signInSucceeded } from '../signInLimits'
import { hashLikeAPassword } from '../standInPassword'

const REFUSED_BY: Record<SignInLimit, string> = {
  pair: 'too many failed sign-ins to this account from this address',
  address: 'too many failed sign-ins from this address (LOGIN_ADDRESS_CEILING)',
  account:
    'too many failed sign-ins to this account from all addresses (LOGIN_ACCOUNT_CEILING), perhaps a guesser spread over many addresses; an administrator can unlock it',
}

/**
 * Runs before Payload checks a password, on REST, GraphQL and the Local API alike: the attempt
 * is counted and refused over a limit (signInLimits.ts), and an unknown account is answered only
 * after as long as a wrong password takes. Every refusal is Payload's wrong-password error, so
 * the answer never tells whether an account exists or is locked.
 */
export const limitSignIns: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const { email, password } = args.data
  // Without both, Payload answers which field is missing, whoever the account is.
  if (
    typeof email !== 'string' ||
    !email.trim() ||
    typeof password !== 'string' ||
    !password.trim()
  )
    return args

  const address = clientAddress(req.headers)
  const refusedBy = await admitSignIn({ email, address })
  if (refusedBy) {
    // The email as typed, quoted and cut short: a caller's text never forges a log line.
    const account =
      refusedBy === 'account'
        ? ` (${JSON.stringify(email.trim().toLowerCase().slice(0, 100))})`
        : ''
    req.payload.logger[refusedBy === 'account' ? 'warn' : 'info'](
      `Sign-in refused from ${address}${account}: ${REFUSED_BY[refusedBy]}.`,
    )
    throw new AuthenticationError(req.t)
  }

  const known = await req.payload.db.findOne({
    collection: 'users',
    where: { email: { equals: email.trim().toLowerCase() } },
    req,
  })
  if (!known) {
    await hashLikeAPassword(password)
    throw new AuthenticationError(req.t)
  }
  return args
}

/** A sign-in that succeeded gives its attempt back (signInLimits.ts). */
export const countSuccessfulSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  await signInSucceeded({ email: String(user.email), address: clientAddress(req.headers) })
}
