import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'

import { owner } from './accounts'
import { loopbackFor, requestFrom } from './fromAddress'
import { richTextParagraph } from './richText'

test('the careers filter narrows the roles by mouse and by keyboard, and is linkable', async ({
  page,
}) => {
  await page.goto('/career')
  const roles = page.locator('[data-tags]')
  const visible = page.locator('[data-tags]:visible')
  const total = await roles.count()
  expect(total).toBeGreaterThanOrEqual(5)
  const all = page.getByRole('button', { name: 'All', exact: true })
  await expect(all).toHaveAttribute('aria-pressed', 'true')

  const design = page.getByRole('button', { name: 'Design', exact: true })
  await design.click()
  await expect(design).toHaveAttribute('aria-pressed', 'true')
  await expect(all).toHaveAttribute('aria-pressed', 'false')
  await expect(visible).toHaveCount(await page.locator('[data-tags="design"]').count())
  for (const card of await visible.all()) await expect(card).toContainText('Design')
  await expect(page).toHaveURL(/\?category=design$/)

  // Keyboard: focus the next button and press Enter, then Space.
  await design.focus()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  const development = page.getByRole('button', { name: 'Development', exact: true })
  await expect(development).toHaveAttribute('aria-pressed', 'true')
  await expect(visible).toHaveCount(await page.locator('[data-tags="development"]').count())
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await expect(page.getByRole('button', { name: 'Business', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByText(/Showing \d+ roles?/)).toBeAttached()

  await all.click()
  await expect(visible).toHaveCount(total)
  await expect(page).toHaveURL(/\/career$/)

  // A shared link opens with its filter applied.
  await page.goto('/career?category=development')
  await expect(development).toHaveAttribute('aria-pressed', 'true')
  await expect(visible).toHaveCount(await page.locator('[data-tags="development"]').count())
})

test('each open role has its page with the application form, unticked privacy box and JobPosting data', async ({
  page,
}) => {
  await page.goto('/career')
  const links = await page
    .locator('[data-tags] h3 a')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).pathname))
  expect(links.length).toBeGreaterThanOrEqual(5)
  for (const path of links) {
    await page.goto(path)
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    await expect(page.getByRole('heading', { name: 'Apply for this role' })).toBeVisible()
    await expect(page.getByLabel('Role you are applying for')).toHaveValue(title)
    await expect(page.getByRole('checkbox', { name: /privacy policy/ })).not.toBeChecked()
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeVisible()
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    )
    expect(data['@type']).toBe('JobPosting')
    expect(data.title).toBe(title)
    expect(data.hiringOrganization.name).toBeTruthy()
    expect(data.baseSalary.currency).toBe('USD')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${path}$`),
    )
  }
})

test('a filled role keeps its page without a form; /career-details shows the newest open role', async ({
  page,
}) => {
  await page.goto('/career/customer-success-lead')
  await expect(page.getByRole('heading', { name: 'This role is filled' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0)
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)

  await page.goto('/career')
  const newest = await page.locator('[data-tags] h3 a').first().getAttribute('href')
  await page.goto('/career-details')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${newest}$`),
  )
  await expect(page.getByRole('heading', { name: 'Apply for this role' })).toBeVisible()
  expect((await page.request.get('/career/no-such-role')).status()).toBe(404)
  expect(await (await page.request.get('/sitemap.xml')).text()).toContain(
    `/career/customer-success-lead<`,
  )
})

test('a role published by staff appears on /career and its page at once; unpublished, it leaves', async ({
  request,
  browser,
}) => {
  const login = await request.post('/api/users/login', { data: owner })
  expect(login.ok()).toBeTruthy()
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const forms = await (
    await request.get('/api/forms?where[title][equals]=Job%20application', { headers })
  ).json()
  const slug = `compliance-analyst-${Date.now()}`
  const visitor = await (await browser.newContext()).newPage()
  // Both pages are in the cache before the change.
  await visitor.goto('/career')
  expect((await visitor.goto(`/career/${slug}`))?.status()).toBe(404)

  const created = await request.post('/api/jobs', {
    headers,
    data: {
      title: 'Compliance Analyst',
      slug,
      category: 'business',
      timeType: 'full-time',
      location: 'Remote (US)',
      summary: 'Track annual reports and franchise taxes for our customers’ companies.',
      description: richTextParagraph('Own the calendar of state deadlines.'),
      applicationForm: forms.docs[0].id,
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }

  await expect
    .poll(
      async () => (
        await visitor.goto('/career'),
        await visitor.getByText('Compliance Analyst').count()
      ),
      {
        timeout: 10_000,
      },
    )
    .toBe(1)
  expect((await visitor.goto(`/career/${slug}`))?.status()).toBe(200)

  const unpublished = await request.patch(`/api/jobs/${doc.id}`, {
    headers,
    data: { _status: 'draft' },
  })
  expect(unpublished.ok()).toBeTruthy()
  await expect
    .poll(async () => (await visitor.goto(`/career/${slug}`))?.status(), { timeout: 10_000 })
    .toBe(404)
  await visitor.goto('/career')
  await expect(visitor.getByText('Compliance Analyst')).toHaveCount(0)
  await request.delete(`/api/jobs/${doc.id}`, { headers })
})

test('an application refuses a web page or an SVG named resume.pdf, saying a PDF is expected, and takes a real PDF', async ({
  page,
  request,
}) => {
  const WEB_PAGE =
    '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'

  // Posted straight to the API, as an attacker would, from an address of this test's own.
  const forms = await (
    await request.get('/api/forms?where[title][equals]=Job%20application&depth=0')
  ).json()
  const rows = Object.entries({
    role: 'Platform Engineer',
    firstName: 'Mallory',
    lastName: 'Example',
    email: 'careers.mallory@e2e.test',
    phone: '(302) 555-0142',
    privacy: true,
  }).map(([field, value]) => ({ field, value }))
  const body = new FormData()
  body.append('_payload', JSON.stringify({ form: forms.docs[0].id, submissionData: rows }))
  body.append('resume', new Blob([SVG], { type: 'application/pdf' }), 'resume.pdf')
  const posted = await requestFrom(
    loopbackFor('careers.spec svg résumé'),
    'POST',
    '/api/form-submissions',
    {
      body,
    },
  )
  expect(posted.status).toBe(400)
  expect(posted.json.errors[0].data.errors[0]).toMatchObject({
    path: 'resume',
    message: expect.stringContaining('The file must be a PDF'),
  })

  // And through the form on a role's page.
  await page.goto('/career')
  await page.locator('[data-tags] h3 a').first().click()
  const form = page.locator('form').filter({ has: page.getByLabel(/^Résumé/) })
  await form.getByLabel('First name').fill('Grace')
  await form.getByLabel('Last name').fill('Hopper')
  await form.getByLabel('Email').fill('careers.grace@e2e.test')
  await form.getByLabel('Phone').fill('(302) 555-0143')
  await form.getByRole('checkbox', { name: /privacy policy/ }).check()
  const resume = form.getByLabel(/^Résumé/)
  await resume.setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(WEB_PAGE),
  })
  await form.getByRole('button', { name: 'Apply now' }).click()
  await expect(form.getByText(/The file must be a PDF/)).toBeVisible()
  await expect(resume).toHaveAttribute('aria-invalid', 'true')

  await resume.setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: await readFile('tests/fixtures/formation-document.pdf'),
  })
  await form.getByRole('button', { name: 'Apply now' }).click()
  await expect(form.getByRole('status')).toContainText('Thank you for applying')
})
