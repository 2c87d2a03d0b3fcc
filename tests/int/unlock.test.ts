import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from './helpers'
import { graphql, rest } from './orders/helpers'
import { forgetSignIns, signInAddress } from './signInHelpers'

// Unlocking a staff account is an administrator's act: an editor's token (or none) on REST or
// GraphQL unlocks nothing. Accounts and addresses are this file's own.

let payload: Payload
const PASSWORD = 'unlock test password'
const admin = 'unlock.admin@int.test'
const editor = 'unlock.editor@int.test'
const target = 'unlock.locked-out@int.test'
const emails = [admin, editor, target]
const attacker = signInAddress('unlock.test attacker')

const signIn = (email: string, password: string, from: string) =>
  rest('POST', 'users/login', { address: from, body: JSON.stringify({ email, password }) })

async function tokenOf(email: string): Promise<Record<string, string>> {
  const { json } = await signIn(email, PASSWORD, signInAddress(`unlock.test ${email}`))
  return { Authorization: `JWT ${json.token}` }
}

/** Five wrong passwords from the attacker's address: the target is locked for that address. */
async function lockTarget() {
  for (let i = 0; i < 5; i++) await signIn(target, 'guess', attacker)
  expect((await signIn(target, PASSWORD, attacker)).status).toBe(401)
}

const unlockByRest = (headers: Record<string, string>) =>
  rest('POST', 'users/unlock', {
    address: attacker,
    headers,
    body: JSON.stringify({ email: target }),
  })

const unlockByGraphql = (headers: Record<string, string>) =>
  graphql(
    'mutation ($email: String!) { unlockUser(email: $email) }',
    { email: target },
    { headers },
  )

beforeAll(async () => {
  payload = await testPayload()
  await payload.delete({ collection: 'users', where: { email: { in: emails } } })
  await forgetSignIns({ emails, testAddresses: true })
  // The administrator first: the very first account of a site becomes one whatever it asks.
  for (const [email, role] of [
    [admin, 'admin'],
    [editor, 'editor'],
    [target, 'admin'],
  ] as const) {
    await payload.create({ collection: 'users', data: { email, password: PASSWORD, role } })
  }
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { in: emails } } })
  await forgetSignIns({ emails, testAddresses: true })
})

describe('unlocking an account', () => {
  it('is refused to an editor and to anonymous callers, on REST and GraphQL', async () => {
    await lockTarget()
    const editorHeaders = await tokenOf(editor)

    const byEditor = await unlockByRest(editorHeaders)
    expect(byEditor.status).toBe(403)
    expect(byEditor.json.errors[0].message).toMatch(/not allowed/i)
    expect((await unlockByRest({})).status).toBe(403)

    const byEditorGraphql = await unlockByGraphql(editorHeaders)
    expect(byEditorGraphql.json.data?.unlockUser ?? null).toBeNull()
    expect(byEditorGraphql.json.errors[0].message).toMatch(/not allowed/i)

    expect((await signIn(target, PASSWORD, attacker)).status).toBe(401)
  })

  it("is an administrator's: the account signs in again from the address it was locked for", async () => {
    await lockTarget()
    const byAdmin = await unlockByRest(await tokenOf(admin))
    expect(byAdmin.status).toBe(200)
    expect((await signIn(target, PASSWORD, attacker)).status).toBe(200)

    await lockTarget()
    const byAdminGraphql = await unlockByGraphql(await tokenOf(admin))
    expect(byAdminGraphql.json).toEqual({ data: { unlockUser: true } })
    expect((await signIn(target, PASSWORD, attacker)).status).toBe(200)
  })

  it("is offered in the admin to administrators only (the account's Force unlock)", async () => {
    const access = async (email: string) =>
      (await rest('GET', 'access', { headers: await tokenOf(email) })).json.collections.users
    expect((await access(admin)).unlock).toBe(true)
    expect((await access(editor)).unlock ?? false).toBe(false)
  })
})
