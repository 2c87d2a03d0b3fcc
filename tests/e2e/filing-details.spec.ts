import { readFile } from 'node:fs/promises'

import { expect, type Page, test, type TestInfo } from '@playwright/test'

import { owner } from './accounts'
import { fillAddress, filingCard, openSection, paidOrderOf, saveSection } from './filing'
import { linkFromConfirmation, linkInMail } from './mail'
import { ownData } from './wizard'

/**
 * The formation core's first step, as customers and the clerk live it: from the confirmation
 * email's link, the filing details of a Texas LLC, a Delaware corporation and a California
 * nonprofit, filled in on the order page; staff ask for a change, the customer makes it, and the
 * clerk files from the filing sheet.
 */

const HOUSTON = { street: '1200 Main Street', city: 'Houston', state: 'TX', zip: '77002' }
const DOVER = { street: '8 The Green', city: 'Dover', state: 'DE', zip: '19901' }
const SACRAMENTO = { street: '1500 Capitol Mall', city: 'Sacramento', state: 'CA', zip: '95814' }

const signIn = async (page: Page) =>
  expect((await page.request.post('/api/users/login', { data: owner })).ok()).toBe(true)

async function orderPage(page: Page, kind: Parameters<typeof paidOrderOf>[3], testInfo: TestInfo) {
  const { llcname, email } = ownData(testInfo)
  const id = await paidOrderOf(page, llcname, email, kind)
  const link = await linkFromConfirmation(llcname)
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: llcname })).toBeVisible()
  const timeline = page.getByRole('region', { name: 'Where your order stands' })
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Waiting for your details')
  return { id, llcname, link }
}

/** The company section as most customers leave it: a general purpose, an alternate name. */
async function company(page: Page, alternate: string) {
  const section = await openSection(page, 'The company')
  await section.getByLabel('Alternate name').fill(alternate)
  await saveSection(page, section, 'The company')
}

async function agentAndAddresses(page: Page, office: typeof HOUSTON) {
  const agent = await openSection(page, 'Registered agent')
  await saveSection(page, agent, 'Registered agent')
  const addresses = await openSection(page, 'Addresses')
  await fillAddress(addresses, 'Principal office', office)
  await saveSection(page, addresses, 'Addresses')
}

async function submit(page: Page) {
  await filingCard(page).getByRole('button', { name: 'Submit for filing' }).click()
  await expect(
    filingCard(page).getByText(/^Submitted on .* — we are reviewing your details\.$/),
  ).toBeVisible()
  const timeline = page.getByRole('region', { name: 'Where your order stands' })
  await expect(timeline.locator('[aria-current="step"]')).toContainText('In review')
}

test('a Texas LLC run by managers, with two members, gives its filing details; staff ask a change, then file from the sheet', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const { id, llcname, link } = await orderPage(
    page,
    { designator: 'LLC', formationState: 'texas' },
    testInfo,
  )

  await company(page, `${llcname} Holdings`)
  const people = await openSection(page, 'Members and management')
  await people.getByLabel('Manager-managed').check()
  const first = people.getByRole('group', { name: 'Member 1' })
  await fillAddress(first, 'Address', HOUSTON)
  await first.getByLabel('Ownership').fill('60')
  await people.getByRole('button', { name: 'Add a member' }).click()
  const second = people.getByRole('group', { name: 'Member 2' })
  await second.getByLabel('A company').check()
  await second.getByLabel('Full legal name').fill('Analytical Engines Inc.')
  await fillAddress(second, 'Address', HOUSTON)
  await second.getByLabel('Ownership').fill('30')
  await people.getByRole('button', { name: 'Save and continue' }).click()
  // Said where it is wrong, and nothing is lost.
  await expect(
    people.getByText(/Ownership must add up to exactly 100%; it adds up to 90%/).first(),
  ).toBeVisible()
  await second.getByLabel('Ownership').fill('40')
  await people.getByRole('button', { name: 'Add a manager' }).click()
  const manager = people.getByRole('group', { name: 'Manager 1' })
  await manager.getByLabel('Full legal name').fill('Ada Lovelace')
  await fillAddress(manager, 'Address', HOUSTON)
  await saveSection(page, people, 'Members and management')
  await agentAndAddresses(page, HOUSTON)
  await submit(page)

  // Staff ask for a change; the customer is emailed and the page opens on it with the message.
  await signIn(page)
  await page.goto(`/admin/collections/orders/${id}`)
  await page.getByRole('button', { name: 'Filing details', exact: true }).click()
  const request = page.getByRole('group', { name: 'Request changes' })
  await request.getByLabel('The company').check()
  await request
    .getByLabel('Message to the customer')
    .fill('Please give the second name with its ending, LLC.')
  await request.getByRole('button', { name: 'Send the request' }).click()
  await expect(page.getByText(/Asked: Please give the second name/)).toBeVisible()
  await linkInMail(llcname, /please check your filing details/, /Please give the second name/)

  await page.context().clearCookies()
  await page.goto(link)
  await expect(
    filingCard(page).getByText('Please give the second name with its ending, LLC.'),
  ).toBeVisible()
  const again = await openSection(page, 'The company')
  await again.getByLabel('Alternate name').fill(`${llcname} Holdings LLC`)
  await saveSection(page, again, 'The company')
  await submit(page)

  // The clerk's sheet follows Form 205, item by item, and the order is marked filed from it.
  await signIn(page)
  await page.goto(`/admin/collections/orders/${id}/filing-sheet`)
  const sheet = page.getByRole('article', { name: `Filing sheet: ${llcname}` })
  await expect(sheet.getByText(/Form 205, Certificate of Formation/)).toBeVisible()
  const items = await sheet.locator('ol').first().locator(':scope > li h3').allInnerTexts()
  expect(items).toEqual([
    'Article 1 – Entity Name and Type',
    'Article 2 – Registered Agent and Registered Office',
    'Article 3 – Governing Authority',
    'Article 4 – Purpose',
    'Initial Mailing Address',
    'Supplemental Provisions/Information',
    'Organizer',
    'Effectiveness of Filing',
    'Execution',
  ])
  await expect(
    sheet.getByText('Manager: Ada Lovelace — 1200 Main Street, Houston, TX 77002'),
  ).toBeVisible()
  await expect(sheet.getByRole('button', { name: /^Copy Article 1/ })).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    sheet.getByRole('link', { name: 'Download PDF' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`filing-sheet-${id}.pdf`)
  const pdf = await readFile((await download.path())!)
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  const mark = sheet.getByRole('form', { name: 'Mark filed' })
  await mark.getByLabel("State's confirmation number").fill('TX-0801234567')
  await mark.getByRole('button', { name: 'Mark filed' }).click()
  await expect(sheet.getByText('State confirmation number: TX-0801234567')).toBeVisible()
})

test('a Delaware corporation gives two directors, its officers and its shares', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  await orderPage(page, { designator: 'C-Corporation', formationState: 'delaware' }, testInfo)
  await company(page, 'Second Choice Inc.')
  const people = await openSection(page, 'Directors and officers')
  const first = people.getByRole('group', { name: 'Director 1' })
  await fillAddress(first, 'Address', DOVER)
  await people.getByRole('button', { name: 'Add a director' }).click()
  const second = people.getByRole('group', { name: 'Director 2' })
  await second.getByLabel('Full legal name').fill('Alan Turing')
  await fillAddress(second, 'Address', DOVER)
  await people.getByLabel('Secretary').fill('Alan Turing')
  await saveSection(page, people, 'Directors and officers')
  const shares = await openSection(page, 'Shares')
  await expect(shares.getByText(/franchise tax/)).toBeVisible()
  const holder = shares.getByRole('group', { name: 'Shareholder 1' })
  await fillAddress(holder, 'Address', DOVER)
  await holder.getByLabel('Shares').fill('20000000')
  await shares.getByRole('button', { name: 'Save and continue' }).click()
  await expect(shares.getByText(/more than those authorized/).first()).toBeVisible()
  await holder.getByLabel('Shares').fill('8000000')
  await saveSection(page, shares, 'Shares')
  await agentAndAddresses(page, DOVER)
  await submit(page)
})

test('a California nonprofit gives three directors and takes the 501(c)(3) clauses, shown in full', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  await orderPage(page, { designator: 'Nonprofit', formationState: 'california' }, testInfo)
  const section = await openSection(page, 'The company')
  await expect(section.getByLabel('Any lawful business')).toHaveCount(0)
  await section
    .getByLabel('The purpose, in your words')
    .fill('To teach children in Sacramento to read, through free tutoring.')
  await section
    .getByRole('group', { name: /501\(c\)\(3\)/ })
    .getByLabel('Yes')
    .check()
  await expect(
    section.getByText(
      /organized exclusively for charitable, religious, educational, and scientific purposes/,
    ),
  ).toBeVisible()
  await expect(
    section.getByText(/Upon the dissolution of the corporation, assets shall be distributed/),
  ).toBeVisible()
  await section.getByRole('group', { name: 'Will it have members?' }).getByLabel('No').check()
  await saveSection(page, section, 'The company')
  const people = await openSection(page, 'Directors and incorporators')
  const names = ['Maya Angelou', 'Toni Morrison', 'James Baldwin']
  for (const [index, name] of names.entries()) {
    if (index > 0) await people.getByRole('button', { name: 'Add a director' }).click()
    const director = people.getByRole('group', { name: `Director ${index + 1}` })
    await director.getByLabel('Full legal name').fill(name)
    await fillAddress(director, 'Address', SACRAMENTO)
  }
  await saveSection(page, people, 'Directors and incorporators')
  await agentAndAddresses(page, SACRAMENTO)
  await submit(page)
})
