/**
 * Failed sign-ins, counted three ways so that guessing passwords is slow while nobody can lock a
 * colleague out from one address (docs/security.md#staff-sign-in):
 * - LOGIN_LOCK_FAILURES (default 5) in LOGIN_LOCK_MINUTES (default 10) for one account from one
 *   client address: that account is then locked for that address until the window ends;
 * - LOGIN_ADDRESS_CEILING (default 20) an hour from one address, whatever the accounts: that
 *   address then signs in to nothing until the hour is over;
 * - LOGIN_ACCOUNT_CEILING (default 50) an hour for one account from all addresses, against a
 *   guesser spread over many addresses: the account is then locked for everyone until the hour
 *   is over or an administrator unlocks it. It stays above the address ceiling, so that no
 *   single address can reach it.
 * 0 turns one off. An attempt is counted before its password is checked, so that guesses sent in
 * parallel cannot slip past the count, and given back when it signs in. The counters live in
 * PostgreSQL (src/security/rateLimit.ts), shared by every replica of the app.
 */
import { createHash } from 'node:crypto'

import { RATE_LIMITS_TABLE, type RateLimiter, rateLimiterFor } from '@/security/rateLimit'
import { numberSetting } from '@/utilities/numberSetting'
import { sharedStatePool } from '@/utilities/sharedStatePool'

const HOUR_MS = 60 * 60_000

const PAIR = 'sign-in-pair'
const ADDRESS = 'sign-in-address'
const ACCOUNT = 'sign-in-account'

const pairFailures = rateLimiterFor(() => ({
  name: PAIR,
  limit: numberSetting(process.env.LOGIN_LOCK_FAILURES, 5),
  windowMs: (numberSetting(process.env.LOGIN_LOCK_MINUTES, 10) || 10) * 60_000,
}))
const addressFailures = rateLimiterFor(() => ({
  name: ADDRESS,
  limit: numberSetting(process.env.LOGIN_ADDRESS_CEILING, 20),
  windowMs: HOUR_MS,
}))
const accountFailures = rateLimiterFor(() => ({
  name: ACCOUNT,
  limit: numberSetting(process.env.LOGIN_ACCOUNT_CEILING, 50),
  windowMs: HOUR_MS,
}))

/**
 * An account as the counters name it: its email as Payload compares it (trimmed, lower case),
 * hashed, so that a key has a fixed length whatever a caller types and holds no address.
 */
const accountKey = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex')

export type SignInAttempt = { email: string; address: string }

/** Which count refused an attempt: the account from this address, the address, the account. */
export type SignInLimit = 'pair' | 'address' | 'account'

const countsOf = ({ email, address }: SignInAttempt) => {
  const account = accountKey(email)
  return {
    pair: { limiter: pairFailures, key: `${account}|${address}` },
    address: { limiter: addressFailures, key: address },
    account: { limiter: accountFailures, key: account },
  } satisfies Record<SignInLimit, { limiter: () => RateLimiter; key: string }>
}

/**
 * Counts a sign-in attempt before its password is checked; the limit it is over, if any. A
 * refused attempt tries no password, so the counts it had already taken are given back: the
 * attempts a locked pair goes on making never count against the account's own ceiling.
 */
export async function admitSignIn(attempt: SignInAttempt): Promise<SignInLimit | undefined> {
  const counts = countsOf(attempt)
  const taken: SignInLimit[] = []
  for (const limit of ['pair', 'address', 'account'] as const) {
    const { limiter, key } = counts[limit]
    if (await limiter().hit(key)) {
      await Promise.all(
        taken.map((earlier) => counts[earlier].limiter().refund(counts[earlier].key)),
      )
      return limit
    }
    taken.push(limit)
  }
  return undefined
}

/** A correct password: its attempt is given back, and its address starts afresh on the account. */
export async function signInSucceeded(attempt: SignInAttempt): Promise<void> {
  const { pair, address, account } = countsOf(attempt)
  await Promise.all([
    pair.limiter().forget(pair.key),
    address.limiter().refund(address.key),
    account.limiter().refund(account.key),
  ])
}

/** An administrator's unlock: the account's failures, from every address, are forgotten. */
export async function forgetFailedSignIns(email: string): Promise<void> {
  const account = accountKey(email)
  // Keys are the limiter's name, ':' and its key (rate-limiter-flexible); hex has no LIKE wildcard.
  await sharedStatePool().query(`DELETE FROM ${RATE_LIMITS_TABLE} WHERE key = $1 OR key LIKE $2`, [
    `${ACCOUNT}:${account}`,
    `${PAIR}:${account}|%`,
  ])
}
