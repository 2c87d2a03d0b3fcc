import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import type { ArrayField, Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { pageBlocks } from '@/blocks'
import { blockRowText, firstText } from '@/components/admin/rowLabelText'
import { pagesCollection } from '@/collections/Pages'
import { Posts } from '@/collections/Posts'
import { Projects } from '@/collections/Projects'
import { StateFees } from '@/collections/StateFees'
import { Footer } from '@/globals/Footer/config'
import { Header } from '@/globals/Header/config'
import { SiteSettings } from '@/globals/SiteSettings/config'

// What staff see in the admin (docs/content-editing.md#blocks): a thumbnail and a description in the
// block picker, and lists whose rows are named by their text.

const thumbnailOf = (block: Block) => {
  const thumbnail = block.admin?.images?.thumbnail
  return typeof thumbnail === 'object' ? thumbnail : undefined
}

describe.each(pageBlocks.map((block) => [block.slug, block] as const))(
  'the %s block',
  (_, block) => {
    it('has a thumbnail the project draws, a 3:2 SVG in public/', () => {
      const url = thumbnailOf(block)?.url ?? ''
      expect(url).toBe(`/block-thumbnails/${block.slug}.svg`)
      const file = join('public', url)
      expect(existsSync(file)).toBe(true)
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*width="480" height="320"/)
    })

    it('has a one-line description, shown in the picker', () => {
      const description = thumbnailOf(block)?.alt ?? ''
      expect(description.length).toBeGreaterThan(20)
      expect(description.length).toBeLessThanOrEqual(100)
      expect(description).not.toContain('\n')
    })

    it('names its row in a layout by its content', () => {
      expect(block.admin?.components?.Label).toBe('@/components/admin/BlockRowLabel#BlockRowLabel')
    })
  },
)

it('gives every block a description of its own', () => {
  const descriptions = pageBlocks.map((block) => thumbnailOf(block)?.alt)
  expect(new Set(descriptions).size).toBe(pageBlocks.length)
})

/** Every array among the fields, at any depth, with the path staff know it by. */
function arraysIn(fields: Field[], path: string): { path: string; field: ArrayField }[] {
  return fields.flatMap((field) => {
    const here = 'name' in field ? `${path}.${field.name}` : path
    if (field.type === 'array') return [{ path: here, field }, ...arraysIn(field.fields, here)]
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => arraysIn(tab.fields, here))
    if (field.type === 'blocks')
      return (field.blocks ?? []).flatMap((block) =>
        arraysIn(block.fields, `${here}.${block.slug}`),
      )
    if ('fields' in field) return arraysIn(field.fields, here)
    return []
  })
}

const arrays = [
  ...arraysIn(pagesCollection(pageBlocks).fields, 'pages'),
  ...[Header, Footer, SiteSettings].flatMap((global) => arraysIn(global.fields, global.slug)),
  // The collections outside orders with lists staff type into.
  ...[Posts, Projects, StateFees].flatMap((collection) =>
    arraysIn(collection.fields, collection.slug),
  ),
]

it('finds the lists staff edit', () => {
  expect(arrays.map((array) => array.path)).toEqual(
    expect.arrayContaining(['header.navItems', 'footer.columns', 'pages.layout.cardGrid.items']),
  )
})

it.each(arrays.map(({ path, field }) => [path, field] as const))(
  'names each row of %s by its text',
  (_, field) => {
    const rowLabel = field.admin?.components?.RowLabel
    expect(rowLabel).toMatchObject({ path: '@/components/admin/ArrayRowLabel#ArrayRowLabel' })
    const { fallback, text } = (rowLabel as { clientProps: { fallback: string; text: string[] } })
      .clientProps
    expect(fallback).toMatch(/^[A-Z]/)
    expect(text.length).toBeGreaterThan(0)
  },
)

describe('the text that names a row', () => {
  it('is the first of the given fields with text, looked up by path', () => {
    const entry = { link: { label: ' Pricing ' }, title: '' }
    expect(firstText(entry, ['title', 'link.label'])).toBe('Pricing')
    expect(firstText(entry, ['title'])).toBeUndefined()
    expect(firstText(undefined, ['title'])).toBeUndefined()
  })

  it("is a block's title, else its eyebrow, else its first item's title, name or label", () => {
    expect(blockRowText({ eyebrow: 'FAQ', title: 'Form your LLC in any state' })).toBe(
      'Form your LLC in any state',
    )
    expect(blockRowText({ eyebrow: 'Testimonials', title: ' ' })).toBe('Testimonials')
    expect(blockRowText({ links: [{ link: { label: 'Go' } }], items: [{ label: 'EIN' }] })).toBe(
      'EIN',
    )
    expect(blockRowText({ plans: [{ name: 'Personal' }] })).toBe('Personal')
    expect(blockRowText({ content: { root: {} } })).toBeUndefined()
  })
})
