import { expect, test } from '@playwright/test'

import { owner } from './accounts'

// Runs first, on an empty users table (see playwright.config.ts projects).
test('the first user is created in /admin, then signs out and back in', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/create-first-user/)
  await page.locator('#field-email').fill(owner.email)
  await page.locator('#field-password').fill(owner.password)
  await page.locator('#field-confirm-password').fill(owner.password)
  await page.getByRole('button', { name: /create/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('heading', { name: 'Content' })).toBeVisible()

  await page.goto('/admin/logout')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.locator('#field-email').fill(owner.email)
  await page.locator('#field-password').fill(owner.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('link', { name: 'Pages' }).first()).toBeVisible()
})
