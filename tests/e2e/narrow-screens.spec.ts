import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

// No page is wider than a phone or a small tablet: a page that is, scrolls sideways and clips
// its headings and text at the right edge. Every page of the sitemap is read at each width (so a
// new page is covered without touching this file), with the pages the sitemap leaves out.

const WIDTHS = [320, 375, 768]

/** Pages the sitemap does not list: the home variants (hidden from search engines), searches,
 * listings, the order form, the old template addresses and a missing page. */
const EXTRA_ROUTES = [
  '/home',
  '/home-2',
  '/home-3',
  '/home-4',
  '/home-5',
  '/home-6',
  '/home-7',
  '/home-8',
  '/home-9',
  '/free',
  '/popular',
  '/standard',
  '/sign-in',
  '/sign-up',
  '/reset-password',
  '/search?q=llc',
  '/blog/search?q=llc',
  '/blog/page/2',
  '/blog/category/forming-a-company',
  '/service/llc-formation',
  '/states',
  '/states/wyoming',
  '/states?entity=nonprofit&sort=firstYear&dir=desc',
  '/order',
  '/blog-details',
  '/career-details',
  '/portfolio-details',
  '/no-such-page-here',
]

/** The paths of the sitemap's pages (whatever host it names) and the extras, each once. */
async function routes(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml')
  expect(response.ok(), 'the sitemap answers').toBe(true)
  const xml = await response.text()
  const fromSitemap = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => {
    const url = new URL(match[1].replaceAll('&amp;', '&'))
    return url.pathname + url.search
  })
  expect(fromSitemap.length, 'the sitemap lists pages').toBeGreaterThan(10)
  return [...new Set([...fromSitemap, ...EXTRA_ROUTES])]
}

type Overflow = { innerWidth: number; scrollWidth: number; offender?: string }

/**
 * How wide the page is against the screen, and, when it is wider, the element that reaches
 * furthest right (its own box, or its content spilling out of it) and is not clipped by a box
 * that hides or scrolls its overflow.
 */
async function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const { innerWidth } = window
    const { scrollWidth } = document.documentElement
    if (scrollWidth <= innerWidth) return { innerWidth, scrollWidth }
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true
      return false
    }
    let offender: { el: Element; right: number } | undefined
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue
      const spills = getComputedStyle(el).overflowX === 'visible'
      const right = spills ? Math.max(box.right, box.left + el.scrollWidth) : box.right
      if (right > innerWidth + 1 && (!offender || right > offender.right + 0.5) && !clipped(el))
        offender = { el, right }
    }
    if (!offender) return { innerWidth, scrollWidth }
    const { el, right } = offender
    const className = typeof el.className === 'string' ? el.className : el.getAttribute('class')
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    return {
      innerWidth,
      scrollWidth,
      offender: `<${el.tagName.toLowerCase()}${className ? ` class="${className}"` : ''}> reaching ${Math.round(right)}px${text ? ` ("${text}")` : ''}`,
    }
  })
}

/** The page at `path`, measured once its fonts are in; tried twice, since a navigation that
 * another one cuts short (a development server reloading, say) is no finding about the page. */
async function open(page: Page, path: string): Promise<Overflow & { status: number }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
      // Text is measured in the site's own font, not in a fallback of other widths.
      await page.evaluate(() => document.fonts.ready)
      return { status: response?.status() ?? 0, ...(await measure(page)) }
    } catch (error) {
      if (attempt === 2) throw error
    }
  }
}

for (const width of WIDTHS) {
  test(`no page is wider than a ${width}px screen`, async ({ page, request }) => {
    // Every page three times over: about a minute against a production server.
    test.slow()
    const paths = await routes(request)
    await page.setViewportSize({ width, height: 800 })
    for (const path of paths) {
      const { status, innerWidth, scrollWidth, offender } = await open(page, path)
      expect.soft(status, `${path} answers`).toBeLessThan(500)
      expect
        .soft(
          scrollWidth,
          `${path} at ${width}px is ${scrollWidth}px wide; furthest right: ${offender ?? 'not found'}`,
        )
        .toBeLessThanOrEqual(innerWidth)
    }
  })
}

test('the in-page menu of /home shows every entry whole on a 375px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/home')
  const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link')
  expect(await links.count()).toBeGreaterThanOrEqual(4)
  for (const link of await links.all()) {
    const label = (await link.textContent())?.trim()
    await expect(link, `${label} is shown`).toBeVisible()
    // Not cut off inside its own box…
    const fits = await link.evaluate((a) => a.scrollWidth <= a.clientWidth)
    expect(fits, `${label} is not clipped`).toBe(true)
    // …nor past the edge of the screen, where only a sideways swipe would reach it.
    const box = await link.boundingBox()
    expect(box, `${label} has a box`).not.toBeNull()
    expect(box!.x, `${label} starts on screen`).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width, `${label} ends on screen`).toBeLessThanOrEqual(375)
  }
})

test('/pricing-2 shows all three packages on a 375px phone without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/pricing-2')
  for (const name of ['Free Plan', 'Popular Plan', 'Standard Plan']) {
    const shown = page.locator('main').getByText(name, { exact: true }).locator('visible=true')
    await expect(shown.first(), `${name} is shown`).toBeVisible()
    // Its place across the page, however far down: not in a column scrolled out of sight.
    const box = await shown.first().boundingBox()
    expect(box, `${name} has a box`).not.toBeNull()
    expect(box!.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width, `${name} ends on screen`).toBeLessThanOrEqual(375)
  }
})
