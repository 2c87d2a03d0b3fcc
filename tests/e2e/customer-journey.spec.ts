import { readFile } from 'node:fs/promises'

import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { submitFilingDetails } from './filing'
import { linkFromConfirmation, linkInMail } from './mail'
import { staffToken } from './orders'
import { fillCard, TEST_CARDS } from './squareStub'
import { fillCompany, fillContact, next, open, ownData } from './wizard'

/**
 * A customer's whole way after payment, as the issue tells it: pay in the wizard with reminders
 * ticked, open the order page from the confirmation email alone, see staff file the company (the
 * filing date and the first report's due date appear), get a reminder and stop it with one click,
 * and download the documents once staff complete the order.
 */

const day = (date: Date) => date.toISOString().slice(0, 10)

/** The day, a year less 20 days ago: an Oregon LLC filed then has its first report due in 20 days. */
function filedAYearAgo(): { filedOn: string; dueOn: string } {
  const filed = new Date()
  filed.setUTCFullYear(filed.getUTCFullYear() - 1)
  filed.setUTCDate(filed.getUTCDate() + 20)
  const due = new Date(filed)
  due.setUTCFullYear(due.getUTCFullYear() + 1)
  return { filedOn: day(filed), dueOn: day(due) }
}

const longDay = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })

async function chargedFeeCents(page: Page, id: number): Promise<number> {
  const token = await staffToken(page)
  const answer = await page.request.get(`/api/orders/${id}?depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  })
  return Math.round(((await answer.json()) as { stateFee: number }).stateFee * 100)
}

async function move(page: Page, id: number, body: Record<string, unknown>) {
  const token = await staffToken(page)
  const answer = await page.request.post(`/api/orders/${id}/status`, {
    headers: { Authorization: `JWT ${token}` },
    data: body,
  })
  expect(answer.status(), await answer.text()).toBe(200)
}

async function attachDocument(page: Page, id: number) {
  const token = await staffToken(page)
  const answer = await page.request.post('/api/order-documents', {
    headers: { Authorization: `JWT ${token}` },
    multipart: {
      file: {
        name: 'articles-of-organization.pdf',
        mimeType: 'application/pdf',
        buffer: await readFile('tests/fixtures/formation-document.pdf'),
      },
      _payload: JSON.stringify({ order: id }),
    },
  })
  expect(answer.status(), await answer.text()).toBe(201)
}

/** Staff record legal papers our agent received for the order's company, with the scan. */
async function receiveServiceOfProcess(page: Page, id: number) {
  const token = await staffToken(page)
  const uploaded = await page.request.post('/api/order-documents', {
    headers: { Authorization: `JWT ${token}` },
    multipart: {
      file: {
        name: `summons-${id}.pdf`,
        mimeType: 'application/pdf',
        buffer: await readFile('tests/fixtures/formation-document.pdf'),
      },
      _payload: JSON.stringify({}),
    },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const recorded = await page.request.post('/api/agent-mail', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      order: id,
      kind: 'service_of_process',
      sender: 'Clerk of the Circuit Court',
      // Yesterday: today here may be tomorrow in the business's time zone, or the other way.
      receivedOn: day(new Date(Date.now() - 86_400_000)),
      scan: ((await uploaded.json()) as { doc: { id: number } }).doc.id,
    },
  })
  expect(recorded.status(), await recorded.text()).toBe(201)
}

test('a customer follows the order from the confirmation email to the documents, and stops a reminder', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000)
  const { llcname, email } = ownData(testInfo)

  // Checkout, with the reminders box (unticked until the customer ticks it).
  await open(page, '/free')
  await fillCompany(page, llcname, 'oregon')
  await next(page, 'Contact Person')
  await fillContact(page, email)
  await next(page, 'State Filing Time')
  await next(page, 'Order Summary')
  const reminders = page.getByRole('checkbox', {
    name: "Email me before my state's filing deadlines",
  })
  await expect(reminders).not.toBeChecked()
  // What the free registered agent year costs after it, in the summary and on the review step.
  await expect(
    page.getByText(
      'Registered agent: first year free, then $125 a year; cancel any time on your order page.',
    ),
  ).toHaveCount(2)
  await reminders.check()
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery')
  await next(page, 'Billing Information')
  await fillCard(page, TEST_CARDS.ok)
  await page.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(page.getByText('Payment successful and form submitted!')).toBeVisible()

  // The confirmation email alone leads to the order's page.
  const link = await linkFromConfirmation(llcname)
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: llcname })).toBeVisible()
  const id = Number(/Order (\d+)/.exec(await page.locator('main').innerText())![1])
  const timeline = page.getByRole('region', { name: 'Where your order stands' })
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Waiting for your details')
  await expect(page.getByRole('button', { name: 'Turn reminders off' })).toBeVisible()

  // The customer gives the filing details (filing-details.spec.ts drives the form); staff file
  // it, and the page shows the filing and the first report's due date.
  await submitFilingDetails(page, link)
  const { filedOn, dueOn } = filedAYearAgo()
  await move(page, id, {
    status: 'filed_with_state',
    from: 'in_review',
    filedAt: filedOn,
    stateConfirmationNumber: 'OR-2026-0042',
    // The fee it was charged: the state's own, so nothing is refunded or asked.
    stateFeePaidCents: await chargedFeeCents(page, id),
  })
  await page.reload()
  await expect(timeline.getByText(`Filed on ${longDay(filedOn)}.`)).toBeVisible()
  await expect(timeline.getByText('OR-2026-0042')).toBeVisible()
  const calendar = page.getByRole('region', { name: 'Your compliance calendar' })
  await expect(calendar.getByText(longDay(dueOn)).first()).toBeVisible()

  // Our registered agent from the filing date, free for a year, then its yearly price.
  const agent = page.getByRole('region', { name: 'Your registered agent' })
  await expect(agent.getByText(`${longDay(filedOn)}, the filing date`)).toBeVisible()
  await expect(agent.getByText(longDay(dueOn), { exact: true })).toBeVisible()
  await expect(agent.getByText('$125 a year', { exact: true })).toBeVisible()
  await agent.screenshot({ path: testInfo.outputPath('agent-1280.png') })

  // The filed email says when the first report is due.
  await linkInMail(llcname, /is filed with Oregon/, new RegExp(`due on ${longDay(dueOn)}`))

  // Its 30-day reminder is due already: it arrives, and one click stops the rest.
  const stop = await linkInMail(
    llcname,
    /Subject: Reminder/,
    /https?:\/\/[^\s"<>]+\/order\/stop-reminders\?t=[0-9]+\.[A-Za-z0-9_-]{43}/,
    90_000,
  )
  await page.goto(new URL(stop).pathname + new URL(stop).search)
  await expect(page.getByText(/Reminders are off/)).toBeVisible()
  await page.goto(link)
  await expect(page.getByRole('button', { name: 'Turn reminders on' })).toBeVisible()

  // The free year ends in 20 days: the renewal notices have begun (the same hourly run), and
  // the customer renews for a year with a card, once, on the order page.
  await linkInMail(llcname, /Subject: Your registered agent is paid through/, /unless you renew/)
  await expect(agent.getByRole('heading', { name: 'Renew for another year' })).toBeVisible()
  await agent.getByRole('button', { name: 'Pay $125 by card' }).click()
  await fillCard(page, TEST_CARDS.ok)
  await agent.screenshot({ path: testInfo.outputPath('agent-renew-1280.png') })
  await agent.getByRole('button', { name: 'Pay $125', exact: true }).click()
  await expect(agent.getByText(/^Thank you: \$125 is paid\./)).toBeVisible()
  // Reloaded, the page shows the year paid for, with Square's receipt.
  await page.reload()
  await expect(agent.getByText(/^Renewed for .+: \$125\.00 paid on /)).toBeVisible()
  await expect(agent.getByRole('link', { name: 'receipt' })).toBeVisible()
  await expect(agent.getByRole('heading', { name: 'Renew for another year' })).toHaveCount(0)
  await linkInMail(llcname, /Subject: Registered agent renewed/, /\$125\.00 is paid/)

  // For the years after, the customer turns automatic renewal on with a saved card: nothing is
  // saved until they tick the consent, whose words are emailed back to them.
  await agent.getByText('Renew automatically with a saved card').click()
  await agent.getByRole('button', { name: 'Save a card for automatic renewal' }).click()
  await fillCard(page, TEST_CARDS.ok)
  const consent = agent.getByRole('checkbox', { name: /^I agree that \$125 is charged/ })
  await agent.getByRole('button', { name: 'Save the card' }).click()
  await expect(consent).toBeFocused()
  await consent.check()
  await agent.screenshot({ path: testInfo.outputPath('agent-autorenew-consent-1280.png') })
  await agent.getByRole('button', { name: 'Save the card' }).click()
  await expect(agent.getByText(/^Automatic renewal is on\. We have emailed you/)).toBeVisible()
  await page.reload()
  await expect(agent.getByRole('heading', { name: 'Automatic renewal is on' })).toBeVisible()
  await expect(
    agent.getByText(/we charge \$125 to your Visa ending 1111, expires 12\/2030, for /),
  ).toBeVisible()
  await agent.screenshot({ path: testInfo.outputPath('agent-autorenew-on-1280.png') })
  await linkInMail(llcname, /Subject: Automatic renewal is on/, /You agreed: "I agree that \$125/)

  // Staff complete it with the documents; the customer downloads them.
  await attachDocument(page, id)
  await move(page, id, { status: 'completed', from: 'filed_with_state' })
  await page.reload()
  const documents = page.getByRole('region', { name: 'Your documents' })
  const download = page.waitForEvent('download')
  await documents.getByRole('link', { name: 'articles-of-organization.pdf' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^articles-of-organization.*\.pdf$/)
  expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-')

  // Our agent is served legal papers for the company: staff record them with the scan, and the
  // customer is emailed at once and downloads the scan from the order page.
  await receiveServiceOfProcess(page, id)
  await linkInMail(llcname, /Subject: Urgent: legal papers served on/, /deadline to respond/)
  await page.reload()
  await expect(agent.getByText('Service of process')).toBeVisible()
  await expect(agent.getByText(/^From Clerk of the Circuit Court, received on /)).toBeVisible()
  const scan = page.waitForEvent('download')
  await agent.getByRole('link', { name: 'Download the scan' }).click()
  expect((await readFile((await (await scan).path())!)).subarray(0, 5).toString()).toBe('%PDF-')
  await agent.screenshot({ path: testInfo.outputPath('agent-received-1280.png') })
  // The card with its stop form open and what was received: no WCAG A/AA violations.
  await agent.getByText('Stop the registered agent service').click()
  const axe = await new AxeBuilder({ page })
    .include('#registered-agent-card')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(axe.violations.map(({ id, help }) => `${id}: ${help}`)).toEqual([])
  await agent.getByText('Stop the registered agent service').click()

  // Later, on a phone, the customer turns automatic renewal off in one step, then stops the
  // registered agent service in one step.
  await page.setViewportSize({ width: 375, height: 800 })
  await agent.getByRole('button', { name: 'Turn off automatic renewal' }).click()
  await expect(
    agent.getByText(/^Automatic renewal is off: your saved card is removed/),
  ).toBeVisible()
  await expect(agent.getByRole('heading', { name: 'Automatic renewal is on' })).toHaveCount(0)
  await agent.screenshot({ path: testInfo.outputPath('agent-autorenew-off-375.png') })
  await linkInMail(llcname, /Subject: Automatic renewal is off/, /Nothing more is charged to it/)
  await agent.getByText('Stop the registered agent service').click()
  await agent.screenshot({ path: testInfo.outputPath('agent-stop-375.png') })
  await agent.getByRole('button', { name: 'Stop the service' }).click()
  // The browser checks the one confirmation before anything is sent.
  await expect(agent.getByRole('checkbox')).toBeFocused()
  await agent.getByRole('checkbox').check()
  await agent.getByRole('button', { name: 'Stop the service' }).click()
  await expect(agent.getByText('Stopped. We have emailed you what the state needs.')).toBeVisible()
  await expect(agent.getByText(/^Stopped: ours until .+, then not renewed\.$/)).toBeVisible()
  await expect(
    agent.getByText(/Oregon requires your company to have a registered agent/),
  ).toBeVisible()
  await agent.screenshot({ path: testInfo.outputPath('agent-stopped-375.png') })
  await linkInMail(llcname, /Subject: Registered agent service stopped/, /served to its end/)
})
