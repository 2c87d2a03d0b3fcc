import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SIGN_IN_REFUSED } from '@/collections/Users/signInRefused'
import { PAYLOAD_PASSWORD_HASH } from '@/collections/Users/standInPassword'

import { testPayload } from './helpers'
import { graphql, rest } from './orders/helpers'
import { forgetSignIns, signInAddress } from './signInHelpers'

// Password guessing against staff accounts, as an attacker tries it: over REST and GraphQL, from
// one address or many, at one account or many. Accounts and addresses are this file's own.

let payload: Payload
const PASSWORD = 'sign-in test password'
const emails: string[] = []

/** An email of this file, named after the test that uses it; its failures left by an earlier run are forgotten. */
async function emailOf(label: string): Promise<string> {
  const email = `sign-in.${label.replace(/\W+/g, '-')}@int.test`
  emails.push(email)
  await forgetSignIns({ emails: [email] })
  return email
}

/** A staff account of this file (see emailOf). */
async function account(label: string): Promise<string> {
  const email = await emailOf(label)
  await payload.delete({ collection: 'users', where: { email: { equals: email } } })
  await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, role: 'editor' },
  })
  return email
}

const address = (label: string) => signInAddress(`signIn.test ${label}`)

const signIn = (email: string, password: string, from: string) =>
  rest('POST', 'users/login', { address: from, body: JSON.stringify({ email, password }) })

const signInByGraphql = (email: string, password: string, from: string) =>
  graphql(
    'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { token } }',
    { email, password },
    { address: from },
  )

beforeAll(async () => {
  payload = await testPayload()
  await forgetSignIns({ testAddresses: true })
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { in: emails } } })
  await forgetSignIns({ emails, testAddresses: true })
})

describe('failed sign-ins', { timeout: 60_000 }, () => {
  it('lock the account for the address that made them, never for a colleague elsewhere', async () => {
    const email = await account('colleague')
    const attacker = address('attacker')
    for (let i = 0; i < 5; i++) expect((await signIn(email, 'guess', attacker)).status).toBe(401)

    const locked = await signIn(email, PASSWORD, attacker)
    expect(locked.status).toBe(401)
    expect(locked.json.errors[0].message).toBe(SIGN_IN_REFUSED)
    // Nor can the attacker switch to GraphQL.
    const viaGraphql = await signInByGraphql(email, PASSWORD, attacker)
    expect(viaGraphql.json.data?.loginUser ?? null).toBeNull()
    expect(viaGraphql.json.errors).toHaveLength(1)

    const colleague = await signIn(email, PASSWORD, address('colleague at the office'))
    expect(colleague.status).toBe(200)
    expect(colleague.json.token).toEqual(expect.any(String))
  })

  it('answer a wrong password, a locked account and an unknown email alike', async () => {
    const email = await account('same answer')
    const from = address('same answer')
    const wrong = await signIn(email, 'guess', from)
    for (let i = 0; i < 4; i++) await signIn(email, 'guess', from)
    const locked = await signIn(email, PASSWORD, from)
    const unknown = await signIn(await emailOf('nobody'), 'guess', address('unknown email'))

    for (const answer of [wrong, locked, unknown]) {
      expect(answer.status).toBe(401)
      expect(answer.text).toBe(wrong.text)
    }
    expect(wrong.json).toEqual({ errors: [{ message: SIGN_IN_REFUSED }] })

    // GraphQL answers the three alike too, and never with a token.
    const viaGraphql = await Promise.all([
      signInByGraphql(email, 'guess', address('graphql wrong')),
      signInByGraphql(email, PASSWORD, from),
      signInByGraphql(await emailOf('nobody'), 'guess', address('graphql unknown')),
    ])
    for (const answer of viaGraphql) {
      expect(answer.json.data?.loginUser ?? null).toBeNull()
      expect(answer.status).toBe(viaGraphql[0]!.status)
      expect(answer.text).toBe(viaGraphql[0]!.text)
    }
  })

  it('take as long for an unknown email as for a wrong password', async () => {
    const email = await account('timing')
    const fastest = async (attempt: () => Promise<unknown>) => {
      let best = Infinity
      for (let i = 0; i < 3; i++) {
        const started = performance.now()
        await attempt()
        best = Math.min(best, performance.now() - started)
      }
      return best
    }
    const wrong = await fastest(() => signIn(email, 'guess', address('timing wrong')))
    const nobody = await emailOf('timing nobody')
    const unknown = await fastest(() => signIn(nobody, 'guess', address('timing unknown')))
    // Payload alone answers an unknown email about twenty times faster.
    expect(unknown).toBeGreaterThan(wrong / 2)

    // The stand-in hash copies Payload's current parameters: stored hashes must still use them.
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      showHiddenFields: true,
    })
    expect(String(docs[0]?.hash)).toMatch(new RegExp(`^${PAYLOAD_PASSWORD_HASH}`))
  })

  it('sent in parallel still try no more than five passwords', async () => {
    const email = await account('parallel')
    const from = address('parallel')
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signIn(email, 'guess', from)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(401))
    // Payload counts each password it checks on the account's row.
    const row = await payload.db.findOne<{ id: number; loginAttempts: number }>({
      collection: 'users',
      where: { email: { equals: email } },
    })
    expect(row?.loginAttempts).toBe(5)
    expect((await signIn(email, PASSWORD, from)).status).toBe(401)
  })

  it('are given back by a successful sign-in from the same address', async () => {
    const email = await account('forgiven')
    const from = address('forgiven')
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await signIn(email, 'typo', from)).status).toBe(401)
      expect((await signIn(email, PASSWORD, from)).status).toBe(200)
    }
  })

  it('from one address stop at twenty an hour, whatever the accounts (LOGIN_ADDRESS_CEILING)', async () => {
    const sprayer = address('sprayer')
    const targets = await Promise.all([1, 2, 3, 4, 5].map((n) => account(`sprayed-${n}`)))
    for (const email of targets.slice(0, 4)) {
      for (let i = 0; i < 5; i++)
        expect((await signIn(email, 'Winter2026!', sprayer)).status).toBe(401)
    }
    expect((await signIn(targets[4]!, PASSWORD, sprayer)).status).toBe(401)
    expect((await signIn(targets[4]!, PASSWORD, address('not the sprayer'))).status).toBe(200)
  })

  it('spread over many addresses stop at fifty an hour for the account, until an administrator unlocks it (LOGIN_ACCOUNT_CEILING)', async () => {
    const email = await account('distributed')
    for (let n = 0; n < 10; n++) {
      const from = address(`botnet ${n}`)
      for (let i = 0; i < 5; i++) expect((await signIn(email, `guess ${i}`, from)).status).toBe(401)
    }
    const owner = address('owner of the distributed account')
    expect((await signIn(email, PASSWORD, owner)).status).toBe(401)

    const admin = await account('distributed admin')
    await payload.update({
      collection: 'users',
      where: { email: { equals: admin } },
      data: { role: 'admin' },
    })
    const { json } = await signIn(admin, PASSWORD, address('admin desk'))
    const unlocked = await rest('POST', 'users/unlock', {
      address: address('admin desk'),
      headers: { Authorization: `JWT ${json.token}` },
      body: JSON.stringify({ email }),
    })
    expect(unlocked.status).toBe(200)
    expect((await signIn(email, PASSWORD, owner)).status).toBe(200)
  }, 120_000)
})

describe('a forgotten password', () => {
  it('is answered alike for an account and an unknown email', async () => {
    const email = await account('forgetful')
    const ask = (who: string) =>
      rest('POST', 'users/forgot-password', {
        address: address('forgetful'),
        body: JSON.stringify({ email: who }),
      })
    const known = await ask(email)
    const unknown = await ask(await emailOf('forgetful nobody'))
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(known.status)
    expect(unknown.text).toBe(known.text)
    // Asked again at once, the account's answer is still the same.
    expect((await ask(email)).text).toBe(known.text)
  })
})
