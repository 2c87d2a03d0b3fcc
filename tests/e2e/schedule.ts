import { expect, type Page } from '@playwright/test'

/** The zone the schedule dialog is preset to, as the test server has it (payload.config.ts). */
export const zone = process.env.BUSINESS_TIME_ZONE || 'America/New_York'

/**
 * "Nov 22, 2026 3:05 PM": how the admin's date picker shows (and reads) a moment, on the clock of
 * the business's time zone, which the dialog is preset to.
 */
export const pickerText = (date: Date) =>
  `${date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: zone })} ${date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone })}`

/** Schedules a document to publish at `at` from its edit view, as staff do. */
export async function schedulePublish(page: Page, editPath: string, title: string, at: Date) {
  await page.goto(editPath)
  await expect(page.locator('#field-title')).toHaveValue(title)
  await page
    .locator('#action-save-popup .popup-button, #action-save + .popup button')
    .first()
    .click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const drawer = page.getByRole('dialog')
  // A draft's dialog opens on Publish; staff still say what they mean.
  await drawer.getByText('Publish', { exact: true }).click()
  await drawer.locator('#time input').fill(pickerText(at))
  await drawer.getByRole('heading', { name: /Schedule publish for/ }).click()
  await drawer.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Scheduled successfully.')).toBeVisible()
  await page.keyboard.press('Escape')
}
