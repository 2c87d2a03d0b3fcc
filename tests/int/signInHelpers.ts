import { createHash } from 'node:crypto'

import { forgetFailedSignIns } from '@/collections/Users/signInLimits'
import { RATE_LIMITS_TABLE } from '@/security/rateLimit'
import { sharedStatePool } from '@/utilities/sharedStatePool'

/**
 * A client address derived from a label (its test file and purpose): the same on every run and
 * apart from other labels', in 198.18.0.0/15, the block set aside for testing networks, which the
 * other test files' random addresses never use.
 */
export function signInAddress(label: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(label).digest()
  return `198.${18 + (a & 1)}.${b}.${c}`
}

/**
 * Forgets the failed sign-ins of these accounts and, with `testAddresses`, of every signInAddress,
 * so that a run finds none left by an earlier run on the same database (counts last an hour).
 * Test files run one after another (vitest.config.ts), so no other file is counting meanwhile.
 */
export async function forgetSignIns({
  emails = [],
  testAddresses = false,
}: {
  emails?: string[]
  testAddresses?: boolean
}): Promise<void> {
  await Promise.all(emails.map(forgetFailedSignIns))
  if (!testAddresses) return
  await sharedStatePool().query(
    `DELETE FROM ${RATE_LIMITS_TABLE} WHERE key LIKE 'sign-in-%:198.18.%' OR key LIKE 'sign-in-%:198.19.%'`,
  )
}
