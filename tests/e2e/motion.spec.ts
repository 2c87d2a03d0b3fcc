import { expect, type Locator, type Page, test } from '@playwright/test'

// The moving parts of the marketing pages: the coming-soon countdown (computed from the visitor's
// clock, the page being cached), the header's scroll states and the sections that fade in once.

const LAUNCH = new Date('2023-12-29T05:00:00Z') // midnight in New York

/** Hydration mismatches React reports in the console, which the islands must never cause. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(message.text())
  })
  return errors
}

const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top)

/** The countdown's figures as a number of seconds. */
async function secondsShown(clock: Locator): Promise<number> {
  const values = await clock.locator('li > :first-child').allTextContents()
  expect(values).toHaveLength(4)
  const [days, hours, minutes, seconds] = values.map(Number) as [number, number, number, number]
  return ((days * 24 + hours) * 60 + minutes) * 60 + seconds
}

test('/coming-soon answers with the countdown page and its launch date in words', async ({
  page,
  request,
}) => {
  const response = await request.get('/coming-soon')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('Your company dashboard is almost here')
  expect(html).toContain('December 29, 2023 at 12:00 AM EST')

  await page.goto('/coming-soon')
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
  await expect(
    page.getByRole('list', { name: 'Works with the tools your company runs on' }),
  ).toBeVisible()
  await expect(page.getByRole('img', { name: 'Ironleaf Bank' })).toBeVisible()
})

test('before the launch the figures are labelled and tick down one second at a time', async ({
  page,
}) => {
  const errors = hydrationErrors(page)
  await page.clock.install({ time: new Date(LAUNCH.getTime() - 36 * 3_600_000 - 120_000) })
  await page.goto('/coming-soon')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your company dashboard is almost here',
  )
  const clock = page.getByRole('list', { name: 'Time left' })
  await expect(clock).toBeVisible()
  for (const label of ['Days', 'Hours', 'Minutes', 'Seconds']) {
    await expect(clock.getByText(label, { exact: true })).toBeVisible()
  }
  await expect(page.getByText('Launching December 29, 2023 at 12:00 AM EST')).toBeVisible()
  // The ticking figures are never announced (the page's form has its own live messages).
  await expect(clock.locator('xpath=ancestor-or-self::*[@aria-live]')).toHaveCount(0)
  await expect(clock.locator('[aria-live]')).toHaveCount(0)

  await page.clock.pauseAt(new Date(LAUNCH.getTime() - 36 * 3_600_000))
  const before = await secondsShown(clock)
  expect(Math.abs(before - 36 * 3_600)).toBeLessThanOrEqual(1)
  await page.clock.runFor(1_000)
  expect(await secondsShown(clock)).toBe(before - 1)
  await page.clock.runFor(1_000)
  expect(await secondsShown(clock)).toBe(before - 2)
  expect(errors).toEqual([])
})

test('at zero the countdown turns into the launch message', async ({ page }) => {
  await page.clock.install({ time: new Date(LAUNCH.getTime() - 3_600_000) })
  await page.goto('/coming-soon')
  await expect(page.getByRole('list', { name: 'Time left' })).toBeVisible()
  await page.clock.pauseAt(new Date(LAUNCH.getTime() - 2_000))
  await page.clock.runFor(3_000)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your company dashboard is nearly ready',
  )
  await expect(page.getByRole('list', { name: 'Time left' })).toHaveCount(0)
})

test('after the launch the page shows the launch message and never negative figures', async ({
  page,
}) => {
  const errors = hydrationErrors(page)
  await page.goto('/coming-soon')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your company dashboard is nearly ready',
  )
  await expect(page.getByText(/the last checks are under way/)).toBeVisible()
  await expect(page.getByRole('list', { name: 'Time left' })).toHaveCount(0)
  expect(await page.locator('main').innerText()).not.toMatch(/-\s*\d/)
  expect(errors).toEqual([])
})

test.describe('header', () => {
  test('sits in the page at the top, takes its scrolled style past 80 px and slides in past 700 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const header = page.locator('header[data-state]')
    const mainTop = () => page.locator('main').evaluate((main) => (main as HTMLElement).offsetTop)
    await expect(header).toHaveAttribute('data-state', 'top')
    expect(await header.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed')
    const top = await mainTop()
    expect(top).toBeGreaterThan(0)

    await scrollTo(page, 300)
    await expect(header).toHaveAttribute('data-state', 'scrolled')
    await expect(header).not.toBeInViewport()

    await scrollTo(page, 1_000)
    await expect(header).toHaveAttribute('data-state', 'revealed')
    await expect(header).toBeInViewport()
    const style = await header.evaluate((el) => {
      const { position, animationDuration } = getComputedStyle(el)
      return { position, animationDuration }
    })
    expect(style).toEqual({ position: 'fixed', animationDuration: '0.3s' })
    expect(await mainTop(), 'the page does not move when the header leaves it').toBe(top)

    await scrollTo(page, 0)
    await expect(header).toHaveAttribute('data-state', 'top')
  })

  test('comes back on any scroll up, and never hides on a short page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const header = page.locator('header[data-state]')
    await scrollTo(page, 500)
    await expect(header).toHaveAttribute('data-state', 'scrolled')
    await scrollTo(page, 450)
    await expect(header).toHaveAttribute('data-state', 'revealed')
    await expect(header).toBeInViewport()

    // The 404 page scrolls less than 700 px: its menu stays in sight down to its last line.
    await page.goto('/a-page-that-does-not-exist')
    const maxY = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    )
    expect(maxY).toBeGreaterThan(80)
    expect(maxY).toBeLessThanOrEqual(700)
    await scrollTo(page, maxY)
    await expect(header).toHaveAttribute('data-state', 'revealed')
    await expect(header).toBeInViewport()
  })

  test('never hides while keyboard focus is in it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const header = page.locator('header[data-state]')
    await scrollTo(page, 300)
    await expect(header).toHaveAttribute('data-state', 'scrolled')
    await expect(header).not.toBeInViewport()
    await header.getByRole('link', { name: 'About' }).focus()
    await expect(header).toBeInViewport()
  })

  test('under reduced motion it changes state without transition or animation', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const header = page.locator('header[data-state]')
    await scrollTo(page, 1_000)
    await expect(header).toHaveAttribute('data-state', 'revealed')
    const motion = await header.evaluate((el) => {
      const style = getComputedStyle(el)
      return {
        animation: style.animationName,
        transition: style.transitionDuration,
        running: el.getAnimations().length,
      }
    })
    expect(motion).toEqual({ animation: 'none', transition: '0s', running: 0 })
  })
})

test.describe('scroll reveal', () => {
  const lastSection = (page: Page) => page.locator('main > section').last()

  test('sections below the fold fade in once on a wide screen, never the first', async ({
    page,
  }) => {
    const errors = hydrationErrors(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const section = lastSection(page)
    await expect(section).toHaveAttribute('data-reveal', 'pending')
    await expect(page.locator('main > section').first()).not.toHaveAttribute('data-reveal')
    expect(await section.evaluate((el) => getComputedStyle(el).opacity)).toBe('0')

    await section.scrollIntoViewIfNeeded()
    await expect(section).toHaveAttribute('data-reveal', 'shown')
    expect(await section.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('1s, 1s')
    await expect.poll(() => section.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')

    // Once: scrolling away and back leaves it shown, with nothing running.
    await scrollTo(page, 0)
    await section.scrollIntoViewIfNeeded()
    await expect(section).toHaveAttribute('data-reveal', 'shown')
    expect(await section.evaluate((el) => el.getAnimations().length)).toBe(0)
    expect(errors).toEqual([])
  })

  test('nothing is hidden on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click() // the islands have hydrated
    await expect(page.locator('[data-reveal="pending"], [data-reveal="shown"]')).toHaveCount(0)
  })

  test('nothing is hidden under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await scrollTo(page, 1_000)
    await expect(page.locator('header[data-state="revealed"]')).toBeVisible() // hydrated
    await expect(page.locator('[data-reveal="pending"], [data-reveal="shown"]')).toHaveCount(0)
  })

  test('without JavaScript every section is visible', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const opacities = await page
      .locator('main > section')
      .evaluateAll((sections) => sections.map((section) => getComputedStyle(section).opacity))
    expect(opacities.length).toBeGreaterThan(3)
    expect(new Set(opacities)).toEqual(new Set(['1']))
    await lastSection(page).scrollIntoViewIfNeeded()
    await expect(page.getByRole('heading', { name: 'Ready to start your company?' })).toBeVisible()
    await context.close()
  })
})
