import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { CallToActionBlock } from '@/payload-types'
import { linkHref } from '@/utilities/linkHref'
import { findPage } from '@/content/pages'
import { HOME_SLUG } from '@/utilities/paths'

import { context, testPayload } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const ctaOf = async (slug: string) => {
  const page = await findPage(slug)
  return page?.layout.find((block): block is CallToActionBlock => block.blockType === 'cta')
}

describe('links to pages', () => {
  it('follow the page when its slug changes', async () => {
    const target = await payload.create({
      collection: 'pages',
      context,
      data: {
        title: 'Pricing',
        slug: 'link-target',
        _status: 'published',
        layout: [{ blockType: 'pageTitle' }],
      },
    })
    await payload.create({
      collection: 'pages',
      context,
      data: {
        title: 'Linking page',
        slug: 'linking-page',
        _status: 'published',
        layout: [
          {
            blockType: 'cta',
            title: 'See our prices',
            links: [
              {
                link: {
                  type: 'reference',
                  reference: target.id,
                  label: 'Prices',
                  appearance: 'primary',
                },
              },
            ],
          },
        ],
      },
    })
    const before = await ctaOf('linking-page')
    expect(linkHref(before!.links![0]!.link)).toBe('/link-target')

    await payload.update({
      collection: 'pages',
      id: target.id,
      context,
      data: { slug: 'link-target-renamed' },
    })

    const after = await ctaOf('linking-page')
    expect(linkHref(after!.links![0]!.link)).toBe('/link-target-renamed')
    expect(await findPage('link-target-renamed')).not.toBeNull()
  })

  it('seeds links to pages of this site as references and the others as custom URLs', async () => {
    const home = await findPage(HOME_SLUG)
    const cta = home?.layout.find((block): block is CallToActionBlock => block.blockType === 'cta')
    const [start, talk] = cta?.links ?? []
    expect(start?.link).toMatchObject({ type: 'reference', reference: { slug: 'free' } })
    expect(talk?.link).toMatchObject({ type: 'reference', reference: { slug: 'contact' } })

    const team = await findPage('team')
    const teamCta = team?.layout.find(
      (block): block is CallToActionBlock => block.blockType === 'cta',
    )
    const [, roles] = teamCta?.links ?? []
    expect(roles?.link).toMatchObject({ type: 'custom', url: '/career' })
  })

  it('refuses an anchor that is not a URL fragment or repeats on the page', async () => {
    const page = (anchors: string[]) => ({
      title: 'Anchors',
      slug: 'anchors-page',
      _status: 'published' as const,
      layout: anchors.map((anchor) => ({ blockType: 'pageTitle' as const, anchor })),
    })
    await expect(
      payload.create({ collection: 'pages', context, data: page(['Not a fragment']) }),
    ).rejects.toThrow(/anchor/i)
    await expect(
      payload.create({ collection: 'pages', context, data: page(['faq', 'faq']) }),
    ).rejects.toThrow(/anchor/i)
  })
})
