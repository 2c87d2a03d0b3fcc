import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'

import { owner, siteOrigin } from './accounts'
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
  test.setTimeout(180_000)
  const { llcname, email } = ownData(testInfo)
  await paidOrderOf(page, llcname, email, { designator: 'LLC', formationState: 'texas' }, 'popular')
  const link = await linkFromConfirmation(llcname)
  await page.goto(link)
  const documents = page.getByRole('region', { name: 'Your documents' })
  await expect(documents).toContainText('made from your filing details as soon as you submit them')

  await submitFilingDetails(page, link, 'LLC', { ein: true })
  // Made at once after the submission, in the background: the page says so until they exist.
  const agreement = documents.getByRole('link', { name: 'Operating Agreement' })
  const made = documents.getByRole('list', { name: 'Made from your filing details' })
  // Each appears as it is made: the page is reloaded until the whole set is there.
  const titles = ['Operating Agreement', 'Banking Resolution', 'EIN Worksheet (IRS Form SS-4)']
  await expect(async () => {
    await page.reload()
    for (const title of titles)
      await expect(made.getByRole('link', { name: title })).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 45_000 })
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

  // Signing (docs/documents.md#signatures): each person named signs by typing their name.
  const row = made
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Operating Agreement', exact: true }) })
  await row.getByText('Sign the Operating Agreement', { exact: true }).click()
  await row.getByRole('radio', { name: /Ada Lovelace/ }).check()
  const typed = row.getByLabel('Your full name, typed as your signature')
  await typed.fill('Ada Byron')
  await row.getByRole('checkbox', { name: /agree to sign the Operating Agreement/ }).check()
  await page.setViewportSize({ width: 375, height: 900 })
  await row.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('signing-375.png'), fullPage: false })
  await row.getByRole('button', { name: 'Sign' }).click()
  // A name not the signer's is refused, and the page says why beside the form.
  await expect(row.getByRole('alert')).toHaveText('Type your full name as the document gives it.')
  await row.getByLabel('Your full name, typed as your signature').fill('Ada Lovelace')
  await row.getByRole('checkbox', { name: /agree to sign/ }).check()
  await row.getByRole('button', { name: 'Sign' }).click()
  await expect(row.getByRole('status')).toContainText('Signed.')
  await expect(row).toContainText('Signed by Ada Lovelace as Member')
  await expect(row).toContainText('Signed by Ada Lovelace as Manager')
  await expect(row).toContainText('Signed by 1 of 2')

  // The company member signs through a person, the last one named.
  await row.getByText('Sign the Operating Agreement', { exact: true }).click()
  await expect(row.getByText('You sign for the company: type your own name.')).toBeVisible()
  await row.getByLabel('Your full name, typed as your signature').fill('Charles Babbage')
  await row.getByRole('checkbox', { name: /agree to sign/ }).check()
  await row.getByRole('button', { name: 'Sign' }).click()
  await expect(row).toContainText('Signed by everyone named')
  await expect(row).toContainText('Signed by Charles Babbage for Analytical Engines Inc.')
  await expect(row.getByText('Sign the Operating Agreement', { exact: true })).toHaveCount(0)
  await page.setViewportSize({ width: 1280, height: 900 })
  await row.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('signed-1280.png'), fullPage: false })

  const signedDownload = page.waitForEvent('download')
  await row.getByRole('link', { name: 'Operating Agreement' }).click()
  const signedFile = await signedDownload
  expect(signedFile.suggestedFilename()).toMatch(/-operating-agreement-v1-signed\.pdf$/)
  const signed = await extractText(
    await getDocumentProxy(new Uint8Array(await readFile((await signedFile.path())!))),
    { mergePages: true },
  )
  const record = signed.text.replace(/\s+/g, ' ')
  for (const fact of ['Signature record', 'Ada Lovelace', 'Charles Babbage'])
    expect(record).toContain(fact)
  // The address each signature came from is kept for staff, never printed on the customer's copy.
  expect(record).not.toContain('127.0.0.1')
  const documentId = /documents\/(\d+)$/.exec((await agreement.getAttribute('href'))!)![1]

  // What the order includes, and where each stands (docs/documents.md#deliverables).
  const includes = page.getByRole('region', { name: 'What your order includes' })
  await expect(
    includes.getByRole('listitem').filter({ hasText: 'Operating Agreement' }),
  ).toContainText('Ready: in your documents below')
  await expect(includes.getByRole('listitem').filter({ hasText: 'EIN' }).first()).toContainText(
    'Not started yet',
  )

  // Staff see the same in the order's actions, and take the EIN through to done.
  const id = Number(/Order (\d+)/.exec(await page.locator('main').innerText())![1])
  expect((await page.request.post('/api/users/login', { data: owner })).ok()).toBe(true)
  const signatures = await page.request.get(
    `/api/document-signatures?where[document][equals]=${documentId}&depth=0`,
    { headers: siteOrigin },
  )
  const { docs } = (await signatures.json()) as { docs: { ipAddress: string; sha256: string }[] }
  expect(docs.map((doc) => doc.ipAddress)).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1'])
  await page.goto(`/admin/collections/orders/${id}`)
  const deliverables = page.getByRole('group', { name: 'Deliverables' })
  const ein = deliverables.getByRole('listitem').filter({ hasText: /^EIN/ })
  await expect(ein).toContainText('To do')
  await expect(
    deliverables.getByRole('listitem').filter({ hasText: 'Banking Resolution' }),
  ).toContainText('Delivered')
  await ein.getByRole('button', { name: 'Assign to me' }).click()
  await expect(ein).toContainText('Assigned')
  await ein.getByRole('button', { name: 'Mark done' }).click()
  await expect(ein).toContainText('Done')
  await expect(ein.getByRole('button', { name: 'Reopen' })).toBeVisible()
  await deliverables.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('deliverables-admin-1280.png') })
  await page.goto(link)
  await expect(includes.getByRole('listitem').filter({ hasText: 'EIN' }).first()).toContainText(
    /Done on /,
  )
})
