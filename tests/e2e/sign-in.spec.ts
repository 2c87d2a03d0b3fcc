import { expect, test } from '@playwright/test'

import { owner, staffAccount } from './accounts'
import { loopbackFor, requestFrom } from './fromAddress'

// Password guessing against staff accounts as an attacker tries it on the production build, from
// addresses of its own (the browser and the colleagues stay on 127.0.0.1), over REST and GraphQL;
// and what staff see in the admin. Accounts and addresses are this file's own.

const REFUSED =
  'The email or password is incorrect, or sign-in is locked for a while after too many failed attempts.'
const PASSWORD = 'sign-in e2e password'
const accounts = {
  colleague: 'sign-in.colleague@e2e.test',
  mistyped: 'sign-in.mistyped@e2e.test',
  editor: 'sign-in.editor@e2e.test',
  lockedAdmin: 'sign-in.locked-admin@e2e.test',
}

const signInFrom = (address: string, email: string, password: string) =>
  requestFrom(address, 'POST', '/api/users/login', { body: { email, password } })

const graphqlFrom = (
  address: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
) => requestFrom(address, 'POST', '/api/graphql', { body: { query, variables }, headers })

/** Five wrong passwords from `address`: the account is locked for that address. */
async function lockOut(email: string, address: string) {
  for (let i = 0; i < 5; i++)
    expect((await signInFrom(address, email, `guess ${i}`)).status).toBe(401)
}

async function tokenHeaders(email: string, password: string) {
  const { json } = await signInFrom(loopbackFor(`sign-in.spec desk of ${email}`), email, password)
  return { Authorization: `JWT ${json.token}` }
}

test.beforeAll(async ({ request }) => {
  for (const [key, email] of Object.entries(accounts)) {
    await staffAccount(
      request,
      { email, password: PASSWORD },
      key === 'lockedAdmin' ? 'admin' : 'editor',
    )
  }
})

test('five wrong passwords from one address lock that address out; the colleague still signs in to the admin', async ({
  page,
}) => {
  const attacker = loopbackFor('sign-in.spec attacker')
  await lockOut(accounts.colleague, attacker)
  const locked = await signInFrom(attacker, accounts.colleague, PASSWORD)
  expect(locked.status).toBe(401)
  expect(locked.json).toEqual({ errors: [{ message: REFUSED }] })

  await page.goto('/admin/login')
  await page.locator('#field-email').fill(accounts.colleague)
  await page.locator('#field-password').fill(PASSWORD)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
})

test('a wrong password, a locked account and an unknown email get one answer, on REST and GraphQL', async () => {
  const lockedFrom = loopbackFor('sign-in.spec locked address')
  await lockOut(accounts.colleague, lockedFrom)
  const answers = [
    await signInFrom(loopbackFor('sign-in.spec wrong'), accounts.colleague, 'guess'),
    await signInFrom(lockedFrom, accounts.colleague, PASSWORD),
    await signInFrom(loopbackFor('sign-in.spec unknown'), 'sign-in.nobody@e2e.test', 'guess'),
  ]
  for (const answer of answers) {
    expect(answer.status).toBe(401)
    expect(answer.text).toBe(answers[0]!.text)
  }
  expect(answers[0]!.json.errors[0].message).toBe(REFUSED)

  // GraphQL answers the same to all three (and never with a token).
  const loginUser =
    'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { token } }'
  const viaGraphql = [
    await graphqlFrom(loopbackFor('sign-in.spec graphql wrong'), loginUser, {
      email: accounts.colleague,
      password: 'guess',
    }),
    await graphqlFrom(lockedFrom, loginUser, { email: accounts.colleague, password: PASSWORD }),
    await graphqlFrom(loopbackFor('sign-in.spec graphql unknown'), loginUser, {
      email: 'sign-in.nobody@e2e.test',
      password: 'guess',
    }),
  ]
  for (const answer of viaGraphql) {
    expect(answer.json.data?.loginUser ?? null).toBeNull()
    expect(answer.status).toBe(viaGraphql[0]!.status)
    expect(answer.text).toBe(viaGraphql[0]!.text)
  }
})

test("the admin's login form says what was refused, then lets the right password in", async ({
  page,
}) => {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(accounts.mistyped)
  await page.locator('#field-password').fill('not the password')
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page.getByText(REFUSED)).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)

  await page.locator('#field-password').fill(PASSWORD)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
})

test('an editor cannot unlock an account, on REST or GraphQL; an administrator can', async () => {
  const attacker = loopbackFor('sign-in.spec unlock attacker')
  await lockOut(accounts.lockedAdmin, attacker)
  const unlock = { email: accounts.lockedAdmin }
  const unlockUser = 'mutation ($email: String!) { unlockUser(email: $email) }'

  const editor = await tokenHeaders(accounts.editor, PASSWORD)
  const byEditor = await requestFrom(attacker, 'POST', '/api/users/unlock', {
    body: unlock,
    headers: editor,
  })
  expect(byEditor.status).toBe(403)
  const byEditorGraphql = await graphqlFrom(attacker, unlockUser, unlock, editor)
  expect(byEditorGraphql.json.data?.unlockUser ?? null).toBeNull()
  expect(byEditorGraphql.json.errors[0].message).toMatch(/not allowed/i)
  expect((await signInFrom(attacker, accounts.lockedAdmin, PASSWORD)).status).toBe(401)

  const admin = await tokenHeaders(owner.email, owner.password)
  const byAdmin = await graphqlFrom(attacker, unlockUser, unlock, admin)
  expect(byAdmin.json).toEqual({ data: { unlockUser: true } })
  expect((await signInFrom(attacker, accounts.lockedAdmin, PASSWORD)).status).toBe(200)
})
