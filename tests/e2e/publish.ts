import { expect, type Page } from '@playwright/test'

/** A publish from the edit view: a PATCH to the document without the autosave flag. */
const isPublish = (url: string, method: string) =>
  method === 'PATCH' && /\/api\/[\w-]+\/\d+\?/.test(url) && !url.includes('autosave=true')

/**
 * Presses "Publish changes" until the publish is sent, as staff would. Payload greys the button
 * out while an autosave runs (800 ms after the last edit, or after a new section's fields arrive);
 * a press that lands in the same moment the autosave starts does nothing, and staff press again.
 */
export async function publishChanges(page: Page) {
  await expect(async () => {
    const sent = page.waitForRequest((request) => isPublish(request.url(), request.method()), {
      timeout: 5_000,
    })
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await sent
  }).toPass({ timeout: 30_000 })
}
