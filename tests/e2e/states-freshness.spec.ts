import { type APIRequestContext, expect, test } from '@playwright/test'

import { owner } from './accounts'

// A staff edit of a state's fee reaches every page that shows it (the state's guide, the
// comparison of all states and the order wizard) within 10 s, without a rebuild. South Dakota is
// this file's own: no other test reads or changes it.

const SLUG = 'south-dakota'
const FRESH_WITHIN = { timeout: 10_000, intervals: [250, 500, 1000] }

async function staffHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: owner })
  expect(login.ok()).toBeTruthy()
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

async function record(request: APIRequestContext) {
  const answer = await request.get('/api/state-fees', {
    params: { 'where[slug][equals]': SLUG, depth: 0 },
  })
  return ((await answer.json()) as { docs: { id: number; llc: number }[] }).docs[0]!
}

test("an admin's fee edit shows on the state page, /states and the wizard within 10 s", async ({
  request,
  page,
}) => {
  const headers = await staffHeaders(request)
  const before = await record(request)
  // Warm the caches first, so the test proves they are expired rather than never filled.
  for (const path of [`/states/${SLUG}`, '/states', '/popular'])
    expect((await request.get(path)).ok()).toBeTruthy()

  const edited = before.llc + 37
  try {
    const patch = await request.patch(`/api/state-fees/${before.id}`, {
      headers,
      data: { llc: edited },
    })
    expect(patch.ok()).toBeTruthy()

    await expect
      .poll(async () => (await request.get(`/states/${SLUG}`)).text(), FRESH_WITHIN)
      .toContain(`$${edited}`)
    await expect
      .poll(async () => {
        await page.goto('/states')
        return page
          .getByRole('row', { name: /South Dakota/ })
          .first()
          .innerText()
      }, FRESH_WITHIN)
      .toContain(`$${edited}`)
    await expect
      .poll(async () => {
        await page.goto(`/popular?state=${SLUG}&designator=LLC`)
        // The link's state is chosen after hydration; read the summary once it is. The fee is an
        // estimate (South Dakota's is not official), which the summary's note states in dollars.
        await expect(page.getByLabel('Formation State')).toHaveValue(SLUG)
        return page.locator('[data-line="state-fee"], #state-fee-estimate').allInnerTexts()
      }, FRESH_WITHIN)
      .toContainEqual(expect.stringContaining(`$${edited}`))
  } finally {
    await request.patch(`/api/state-fees/${before.id}`, { headers, data: { llc: before.llc } })
  }
})
