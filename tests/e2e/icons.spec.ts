import { expect, test } from '@playwright/test'

// Icons are drawn once, in /icons.svg, and pages refer to its symbols.

test('every icon a page uses is a symbol of the sprite, which browsers keep for a year', async ({
  request,
}) => {
  const html = await (await request.get('/home-6')).text()
  const uses = [...html.matchAll(/<use href="([^"#]+)#([^"]+)"/g)]
  expect(uses.length).toBeGreaterThan(20)
  // No page carries a whole drawing inline any more.
  expect(html).not.toMatch(/<svg[^>]*class="lucide/)

  const spriteUrls = new Set(uses.map((match) => match[1]))
  expect(spriteUrls.size).toBe(1)
  const sprite = await request.get([...spriteUrls][0]!)
  expect(sprite.status()).toBe(200)
  expect(sprite.headers()['content-type']).toContain('image/svg+xml')
  expect(sprite.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const symbols = new Set(
    [...(await sprite.text()).matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]),
  )
  for (const [, , id] of uses) expect(symbols, id).toContain(id)
})

test('icons render at their size in the text colour', async ({ page }) => {
  await page.goto('/')
  const icon = page.locator('footer svg.icon').first()
  await expect(icon).toBeVisible()
  const style = await icon.evaluate((element) => {
    const computed = getComputedStyle(element)
    return { fill: computed.fill, stroke: computed.stroke, color: computed.color }
  })
  expect(style.fill).toBe('none')
  expect(style.stroke).toBe(style.color)
})
