import { readFile } from 'node:fs/promises'

import { expect, type Page, test } from '@playwright/test'

import { owner, siteOrigin } from './accounts'
import { paidOrder } from './orders'

const signIn = async (page: Page) =>
  expect((await page.request.post('/api/users/login', { data: owner })).ok()).toBe(true)

test("a paid order's package and options cannot be changed in the admin, its company can", async ({
  page,
}) => {
  const id = await paidOrder(page, `Fixed Admin ${Date.now()}`)
  await signIn(page)
  await page.goto(`/admin/collections/orders/${id}`)
  await expect(page.getByText('Status:').locator('strong')).toHaveText('Paid')

  // What the card was charged for is read-only, for the owner (an admin) too.
  await expect(page.locator('#field-clientPackage')).toHaveClass(/read-only/)
  for (const option of ['expeditedFilling', 'ein', 'businessLicense'])
    await expect(page.locator(`input[type="checkbox"][name="${option}"]`)).toBeDisabled()
  await expect(page.locator('#field-total')).toBeDisabled()

  await page.getByRole('button', { name: 'Company', exact: true }).click()
  await expect(page.locator('#field-llcname')).toBeEditable()
  await expect(page.locator('#field-formationState')).toHaveClass(/read-only/)

  await page.getByRole('button', { name: 'Payment', exact: true }).click()
  const receipt = page.getByRole('link', { name: "Open Square's receipt" })
  await expect(receipt).toHaveAttribute('href', /\/receipt\//)
  await expect(receipt).toHaveAttribute('target', '_blank')

  const order = await page.request.get(`/api/orders/${id}?depth=0`, { headers: siteOrigin })
  expect(((await order.json()) as { clientPackage: string }).clientPackage).toBe('free')
})

test('the CSV export of a filtered list holds every order of it, with readable headers and no secret', async ({
  page,
}) => {
  const prefix = `Export E2E ${Date.now()}`
  const ids: number[] = []
  // More orders than the list shows on a page: the export must not stop at the page.
  for (let n = 1; n <= 7; n += 1) ids.push(await paidOrder(page, `${prefix} ${n}`))
  await signIn(page)

  const filter = new URLSearchParams({ 'where[llcname][contains]': prefix, limit: '5' })
  await page.goto(`/admin/collections/orders?${filter.toString()}`)
  await expect(page.locator('.table tbody tr')).toHaveCount(5)
  await expect(page.getByRole('columnheader', { name: 'Order number' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible()
  await expect(page.locator('.table tbody')).toContainText('$150')

  await page.getByRole('button', { name: 'More options' }).click()
  await page.getByText('Export Orders', { exact: true }).click()
  await expect(page.locator('#field-limit')).toHaveValue('')
  const dialog = page.getByRole('dialog')
  await expect(dialog.locator('.render-title')).toHaveText('Export orders')
  await expect(dialog.getByText('[Untitled]')).toHaveCount(0)

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download', exact: true }).click()
  const csv = await readFile((await (await downloading).path())!, 'utf8')
  const [header, ...rows] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n')
  const columns = header!.split(',')
  expect(columns).toEqual(
    expect.arrayContaining(['Order number', 'Company name', 'Email', 'Total']),
  )
  for (const secret of ['SSN', 'Has an SSN', 'Checkout key', 'Password Hash', 'ssn', 'checkoutId'])
    expect(columns).not.toContain(secret)
  expect(rows).toHaveLength(ids.length)
  const numbers = rows.map((row) => Number(row.split(',')[columns.indexOf('Order number')]))
  expect(numbers.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b))
})
