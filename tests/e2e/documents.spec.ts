import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'

import { paidOrderOf, submitFilingDetails } from './filing'
import { linkFromConfirmation } from './mail'
import { ownData } from './wizard'

/**
 * The documents we make from the filing details (docs/documents.md), as the customer gets them:
 * a Popular two-member Texas LLC submits its details, and its order page offers the Operating
 * Agreement and the Banking Resolution to download, ready to sign.
 */
test('after the details of a two-member Texas LLC, the order page offers its documents', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const { llcname, email } = ownData(testInfo)
  await paidOrderOf(page, llcname, email, { designator: 'LLC', formationState: 'texas' }, 'popular')
  const link = await linkFromConfirmation(llcname)
  await page.goto(link)
  const documents = page.getByRole('region', { name: 'Your documents' })
  await expect(documents).toContainText('made from your filing details as soon as you submit them')

  await submitFilingDetails(page, link, 'LLC', { ein: true })
  // Made at once after the submission, in the background: the page says so until they exist.
  const agreement = documents.getByRole('link', { name: 'Operating Agreement' })
  await expect(async () => {
    await page.reload()
    await expect(agreement).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 45_000 })
  const made = documents.getByRole('list', { name: 'Made from your filing details' })
  for (const title of [
    'Operating Agreement',
    'Banking Resolution',
    'EIN Worksheet (IRS Form SS-4)',
  ])
    await expect(made.getByRole('link', { name: title })).toBeVisible()
  await expect(made.getByRole('listitem').first()).toContainText('Ready to sign · version 1')
  await expect(made.getByRole('listitem').filter({ hasText: 'EIN Worksheet' })).toContainText(
    'Ready · version 1',
  )
  await expect(documents).toContainText("The state's approved documents appear here")

  const download = page.waitForEvent('download')
  await agreement.click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/-operating-agreement-v1.*\.pdf$/)
  const bytes = await readFile((await file.path())!)
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  })
  for (const fact of [llcname, 'Ada Lovelace', 'Analytical Engines Inc.', '60%', 'Texas'])
    expect(text.replace(/\s+/g, ' ')).toContain(fact)

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await documents.scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath(`documents-${width}.png`), fullPage: false })
    const wide = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(wide).toBeLessThanOrEqual(width)
  }
})
