import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { linkHref } from '@/utilities/linkHref'
import { findPage, publishedPagesForSitemap } from '@/content/pages'
import { searchSite } from '@/content/search'
import { pageMetadata } from '@/utilities/metadata'
import { HOME_SLUG } from '@/utilities/paths'

import { context, fieldErrors, testPayload } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const hero = { blockType: 'hero' as const, variant: 'centered' as const, title: 'Test page' }

const anonymousFind = (slug: string) =>
  payload.find({ collection: 'pages', where: { slug: { equals: slug } }, overrideAccess: false })

describe('pages', () => {
  it('seeds Home 10 as the published home page, also answering at /home-10', async () => {
    const home = await findPage(HOME_SLUG)
    expect(home?._status).toBe('published')
    const alias = await findPage('home-10')
    expect(alias?.id).toBe(home?.id)
    const services = home?.layout.find(
      (block) => block.blockType === 'cardGrid' && block.anchor === 'services',
    )
    expect(services && 'source' in services ? services.source : null).toBe('services')
    const { totalDocs } = await payload.count({ collection: 'services', overrideAccess: false })
    expect(totalDocs).toBe(11)
  })

  it('hides the template home pages from search engines, the sitemap and the site search', async () => {
    const template = await findPage('home-3')
    expect(template?.hideFromSearchEngines).toBe(true)
    expect(pageMetadata(template!).robots).toEqual({ index: false, follow: true })
    const about = await findPage('about')
    expect(about?.hideFromSearchEngines).toBeFalsy()
    expect(pageMetadata(about!).robots).toBeUndefined()

    const mapped = (await publishedPagesForSitemap()).map(({ slug }) => slug)
    expect(mapped).toContain('about')
    expect(mapped).not.toContain('home-3')
    expect((await searchSite(template!.title)).results.map((r) => r.path)).not.toContain('/home-3')
  })

  it('finds nothing at an unknown path', async () => {
    expect(await findPage('no-such-page')).toBeNull()
  })

  it('creates a page and reads it back by slug', async () => {
    const created = await payload.create({
      collection: 'pages',
      context,
      data: {
        title: 'Integration page',
        slug: 'integration-page',
        _status: 'published',
        layout: [{ blockType: 'hero', variant: 'centered', title: 'Hello from the database' }],
      },
    })
    const found = await findPage('integration-page')
    expect(found?.id).toBe(created.id)
    expect(found?.layout[0]).toMatchObject({ blockType: 'hero', title: 'Hello from the database' })
  })

  it('refuses a second page with the same slug, and slugs that are not path-safe', async () => {
    await expect(
      payload.create({
        collection: 'pages',
        context,
        data: {
          title: 'Duplicate',
          slug: 'integration-page',
          _status: 'published',
          layout: [hero],
        },
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'pages',
        context,
        data: { title: 'Bad slug', slug: 'Bad Slug!', _status: 'published', layout: [hero] },
      }),
    ).rejects.toThrow(/Slug/)
  })

  it('refuses an in-page menu entry to a missing section, and a video id its host would not have', async () => {
    const menuTo = (anchor: string) =>
      payload.create({
        collection: 'pages',
        context,
        data: {
          title: 'Menu page',
          slug: 'menu-page',
          _status: 'published',
          layout: [{ ...hero, anchor: 'hero' }],
          sectionMenu: [{ label: 'Top', anchor }],
        },
      })
    expect(await fieldErrors(menuTo('pricing'))).toContain(
      'No section of this page has the anchor "pricing": set it under a block\'s Section settings.',
    )
    const video = (videoId: string) =>
      payload.create({
        collection: 'pages',
        context,
        data: {
          title: 'Video page',
          slug: 'video-page',
          _status: 'published',
          layout: [
            {
              blockType: 'video',
              layout: 'single',
              video: { provider: 'youtube', videoId, title: 'Tour' },
            },
          ],
        },
      })
    expect((await fieldErrors(video('abc"><script>'))).join(' ')).toMatch(/A YouTube id is 11/)

    const page = await menuTo('hero')
    expect(page.sectionMenu?.[0]).toMatchObject({ label: 'Top', anchor: 'hero' })
    await payload.delete({ collection: 'pages', id: page.id, context })
  })

  it('never shows drafts to anonymous readers', async () => {
    await payload.create({
      collection: 'pages',
      context,
      draft: true,
      data: { title: 'Secret draft', slug: 'secret-draft', _status: 'draft', layout: [hero] },
    })
    expect((await anonymousFind('secret-draft')).docs).toHaveLength(0)
    expect(await findPage('secret-draft')).toBeNull()
    const preview = await findPage('secret-draft', true)
    expect(preview?.title).toBe('Secret draft')
  })

  it('hides a page from visitors once it is unpublished, and shows it again when republished', async () => {
    const page = await payload.create({
      collection: 'pages',
      context,
      data: {
        title: 'Seasonal offer',
        slug: 'seasonal-offer',
        _status: 'published',
        layout: [hero],
      },
    })
    expect((await anonymousFind('seasonal-offer')).docs).toHaveLength(1)

    await payload.update({ collection: 'pages', id: page.id, context, data: { _status: 'draft' } })
    expect((await anonymousFind('seasonal-offer')).docs).toHaveLength(0)

    await payload.update({
      collection: 'pages',
      id: page.id,
      context,
      data: { _status: 'published' },
    })
    expect((await anonymousFind('seasonal-offer')).docs).toHaveLength(1)
  })

  it('keeps the unpublished edits of a published page out of public reads', async () => {
    const page = await payload.create({
      collection: 'pages',
      context,
      data: { title: 'Live title', slug: 'live-page', _status: 'published', layout: [hero] },
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      context,
      draft: true,
      data: { title: 'Unreviewed title' },
    })
    const [visible] = (await anonymousFind('live-page')).docs
    expect(visible?.title).toBe('Live title')
  })
})

describe('globals', () => {
  it('seeds the header menu, footer hours and settings defaults', async () => {
    const header = await payload.findGlobal({ slug: 'header', overrideAccess: false })
    // Seeded pages are linked by reference (they follow renames), the others by URL.
    expect(header.navItems?.map(({ link }) => [link.label, linkHref(link)])).toEqual([
      ['About', '/about'],
      ['Services', '/service'],
      ['Contact', '/contact'],
      ['Pricing', '/pricing-2'],
      // The state guides (docs/states.md#guides): a URL, as they are not a page document.
      ['Choose your state', '/states'],
    ])
    const footer = await payload.findGlobal({ slug: 'footer', overrideAccess: false })
    expect(footer.contact?.supportHours).toBe('Monday to Friday 9 am to 5 pm EST')
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
    expect(settings.preloader?.durationMs).toBe(1000)
    expect(settings.wizardStepDelayMs).toBe(2000)
  })

  it('lets only staff change globals', async () => {
    await expect(
      payload.updateGlobal({
        slug: 'footer',
        data: { copyright: 'hacked' },
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/i)
  })
})
