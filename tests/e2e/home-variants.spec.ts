import { type Browser, expect, type Page, type Response, test } from '@playwright/test'

// Home 1 to 9: landing pages for other products, each built from the block library. What the
// specification fixes about them: their figures and plans, anchors, toggles, video and slider.

type Variant = { path: string; texts: string[] }

/** Each variant's headline numbers and plan names, as the specification gives them. */
const variants: Variant[] = [
  { path: '/home', texts: [] },
  { path: '/home-2', texts: ['4.9', '64,739', 'Free', 'Popular', 'Premium', '$0', '$199', '$299'] },
  { path: '/home-3', texts: ['97%'] },
  {
    path: '/home-4',
    texts: ['250', '50,000+', '20,700', '$10.00', '$650.00', '$45.00', '$250.00'],
  },
  {
    path: '/home-5',
    texts: ['98%', '60M+', 'Silver', 'Gold', 'Diamond', '$30.00', '$50.00', '$80.00'],
  },
  { path: '/home-6', texts: ['90,000+'] },
  {
    path: '/home-7',
    texts: ['110k+', '250', 'Basic', 'Popular', 'Enterprise', '$2.99', '$18.99', '$39.00'],
  },
  { path: '/home-8', texts: ['15+', '84k', '600+', 'For business', '$30.00'] },
  {
    path: '/home-9',
    texts: [
      '36K+',
      '80%',
      '54K+',
      '72+',
      'Personal',
      'Small Business',
      'Enterprise Team',
      '$1.99',
      '$9.99',
      '$29.99',
    ],
  },
]

const main = (page: Page) => page.locator('main')

/**
 * A first interaction with an island, repeated until it takes: a click that lands before the
 * island's code has loaded does nothing (the page is server-rendered and visible earlier).
 */
const once = (act: () => Promise<unknown>, check: () => Promise<unknown>) =>
  expect(async () => {
    await act()
    await check()
  }).toPass({ intervals: [500, 1000], timeout: 20_000 })

for (const { path, texts } of variants) {
  test(`${path} answers with its figures, and its in-page menu leads to its sections`, async ({
    page,
  }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveCount(1)
    for (const text of texts) await expect(main(page)).toContainText(text)
    // No button of the page's content leads nowhere.
    expect(await main(page).locator('a[href="#"], a:not([href])').count()).toBe(0)

    const menu = page.getByRole('navigation', { name: 'On this page' })
    const links = menu.getByRole('link')
    expect(await links.count()).toBeGreaterThanOrEqual(4)
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
      await expect(page.locator(`section${href}`)).toHaveCount(1)
    }
    const last = links.last()
    const target = page.locator(`section${await last.getAttribute('href')}`)
    await last.click()
    await expect(target).toBeInViewport()
  })
}

test('the anchors the specification names are on their variants', async ({ page }) => {
  const anchors: Record<string, string[]> = {
    '/home-5': ['hero', 'about', 'services', 'team', 'testimonial'],
    '/home-6': ['hero', 'services', 'testimonial', 'faq'],
    '/home-7': ['testimonial', 'services', 'pricing', 'contact'],
    '/home-8': ['hero', 'about', 'features', 'pricing', 'blog'],
    '/home-9': ['hero', 'features', 'pricing', 'testimonial', 'faq'],
    '/home-4': ['faq'],
  }
  for (const [path, ids] of Object.entries(anchors)) {
    await page.goto(path)
    for (const id of ids)
      await expect(page.locator(`section#${id}`), `${path}#${id}`).toHaveCount(1)
  }
})

test('home 1: five questions, the first open, and clicking it closes it', async ({ page }) => {
  await page.goto('/home')
  const faq = page.locator('section#faq')
  const questions = faq
    .getByRole('button', { expanded: true })
    .or(faq.getByRole('button', { expanded: false }))
  await expect(questions).toHaveCount(5)
  const first = questions.first()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await once(
    () => first.click(),
    () => expect(first).toHaveAttribute('aria-expanded', 'false', { timeout: 1000 }),
  )
  // The hero's subscribe box.
  await expect(page.locator('section#hero').getByRole('textbox', { name: /email/i })).toBeVisible()
})

test('home 7 lists its eight hosting services and a 10-day free trial', async ({ page }) => {
  await page.goto('/home-7')
  await expect(page.locator('section#hero')).toContainText('10-day free trial')
  const services = page.locator('section#services li')
  await expect(services).toHaveCount(8)
  for (const name of [
    'migration',
    'business hosting',
    'e-commerce hosting',
    'website builder',
    'pci compliance',
    'blog hosting',
    'data backup',
    'website security',
  ]) {
    await expect(
      page.locator('section#services h3', { hasText: new RegExp(name, 'i') }),
    ).toHaveCount(1)
  }
  for (const button of await page
    .locator('section#pricing')
    .getByRole('link', { name: /purchase/i })
    .all()) {
    expect(await button.getAttribute('href')).toBe('/pricing')
  }
})

test('home 8 shows six team members and the three newest posts', async ({ page }) => {
  await page.goto('/home-8')
  await expect(page.locator('section#blog article')).toHaveCount(3)
  await expect(page.getByRole('link', { name: 'Meet All Members' })).toHaveAttribute(
    'href',
    '/team',
  )
})

test('home 9 has the four tabs, first active, 12 integrations and the store buttons', async ({
  page,
}) => {
  await page.goto('/home-9')
  const tabs = page.getByRole('tab')
  await expect(tabs).toHaveText([
    'Time Tracking',
    'Project Management',
    'Team Management',
    'Reporting Analysis',
  ])
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
  await once(
    () => tabs.nth(3).click(),
    () => expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true', { timeout: 1000 }),
  )
  await expect(page.getByRole('tabpanel')).toBeVisible()
  await expect(page.getByText(/70\+ tools/).first()).toBeVisible()
  await expect(page.getByRole('link', { name: /App Store/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /Google Play/ })).toBeVisible()
  await expect(page.locator('section#faq').getByRole('button', { expanded: true })).toHaveCount(1)
})

/** The figure shown and the one hidden, by period. */
const expectShown = async (page: Page, shown: string, hidden: string, timeout?: number) => {
  const pricing = page.locator('section#pricing')
  await expect(pricing.getByText(shown, { exact: true }).first()).toBeVisible({ timeout })
  await expect(pricing.getByText(hidden, { exact: true }).first()).toBeHidden({ timeout })
}

/** Picks a billing period, then expects one figure shown and the other hidden. */
const switchTo = (page: Page, period: 'Monthly' | 'Yearly', shown: string, hidden: string) =>
  once(
    () => page.locator('section#pricing').getByText(period, { exact: true }).click(),
    () => expectShown(page, shown, hidden, 1000),
  )

test('pricing toggles switch the figures; home 9 starts yearly, home 5 monthly', async ({
  page,
}) => {
  await page.goto('/home-5')
  await expectShown(page, '$30.00', '$19.00')
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked()
  await switchTo(page, 'Yearly', '$19.00', '$30.00')

  await page.goto('/home-9')
  await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked()
  await expectShown(page, '$1.99', '$2.99')
  await switchTo(page, 'Monthly', '$2.99', '$1.99')

  await page.goto('/home-7')
  await expectShown(page, '$2.99', '$19.00')
  await switchTo(page, 'Yearly', '$15.19', '$18.99')

  await page.goto('/home-8')
  await expectShown(page, '$30.00', '$24.99')
  await switchTo(page, 'Yearly', '$24.99', '$30.00')
})

test('the video opens in a dialog only when asked, closes on Escape and backdrop, and gives focus back', async ({
  page,
}) => {
  await page.goto('/home-2')
  const trigger = page.locator('main button[aria-haspopup="dialog"]').first()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeHidden()
  await expect(page.locator('iframe')).toHaveCount(0)

  await once(
    () => trigger.click(),
    () => expect(dialog).toBeVisible({ timeout: 1000 }),
  )
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/player\.vimeo\.com\/video\/\d+/,
  )
  await expect(dialog.getByRole('button', { name: 'Close video' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
  await expect(page.locator('iframe')).toHaveCount(0)

  await trigger.click()
  await expect(dialog).toBeVisible()
  await page.mouse.click(8, 8) // the dimmed backdrop, outside the player
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()

  await trigger.click()
  await dialog.getByRole('button', { name: 'Close video' }).click()
  await expect(dialog).toBeHidden()

  // Home 1's hero has its own play button, the same dialog.
  await page.goto('/home')
  await once(
    () => page.locator('section#hero button[aria-haspopup="dialog"]').click(),
    () => expect(page.getByRole('dialog').locator('iframe')).toHaveCount(1, { timeout: 1000 }),
  )
})

test('the testimonial slider moves by its dots and by keyboard, one slide at a time', async ({
  page,
}) => {
  await page.goto('/home-7')
  const slider = page.locator('section#testimonial [aria-roledescription="carousel"]')
  const slides = slider.locator('[aria-roledescription="slide"]')
  await expect(slides).toHaveCount(3)
  const current = slider.locator('[aria-roledescription="slide"][aria-hidden="false"]')
  await expect(current).toHaveCount(1)
  await expect(current).toHaveAttribute('aria-label', '1 of 3')

  await once(
    () => slider.getByRole('button', { name: 'Show slide 2 of 3' }).click(),
    () => expect(current).toHaveAttribute('aria-label', '2 of 3', { timeout: 1000 }),
  )
  await expect(slider.getByRole('button', { name: 'Show slide 2 of 3' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(slides.nth(1)).toHaveCSS('opacity', '1')

  await page.keyboard.press('ArrowRight')
  await expect(current).toHaveAttribute('aria-label', '3 of 3')
  await page.keyboard.press('ArrowRight')
  await expect(current).toHaveAttribute('aria-label', '1 of 3')
  await page.keyboard.press('ArrowLeft')
  await expect(current).toHaveAttribute('aria-label', '3 of 3')
})

/**
 * The JavaScript a page downloads before any interaction, as one text: every script the browser
 * fetched while loading it, in a context of its own so that nothing comes from an earlier page's
 * cache, and each one whole (a failed fetch would pass a "not loaded" check).
 */
async function firstLoadScripts(browser: Browser, path: string): Promise<string> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts: Response[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response)
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  const bodies = await Promise.all(
    scripts.map(async (response) => {
      expect(response.status(), response.url()).toBe(200)
      return response.text()
    }),
  )
  await context.close()
  return bodies.join('\n')
}

test('keen-slider and the video dialog load only on pages that show them', async ({ browser }) => {
  const withBoth = await firstLoadScripts(browser, '/home-7')
  expect(withBoth).toContain('data-keen-slider-')
  const withVideo = await firstLoadScripts(browser, '/home-2')
  expect(withVideo).toContain('Close video')

  for (const path of ['/home-4', '/home-5', '/']) {
    const scripts = await firstLoadScripts(browser, path)
    expect(scripts, path).not.toContain('data-keen-slider-')
    expect(scripts, path).not.toContain('Close video')
  }
})

test('the ticker stands still for visitors who ask for less motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  await page.goto('/home-4')
  const copy = page.locator('main ul[aria-hidden="true"]').first()
  const track = copy.locator('xpath=preceding-sibling::ul[1]')
  await expect(copy).toBeHidden()
  expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
  await context.close()
})
