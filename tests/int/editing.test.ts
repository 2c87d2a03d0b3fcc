import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { context, fieldErrors, testPayload } from './helpers'
import { removeStaffMembers, staffMember } from './orders/helpers'

let payload: Payload
let editor: User & { collection: 'users' }

beforeAll(async () => {
  payload = await testPayload()
  const { id } = await staffMember(payload, 'editor')
  editor = {
    ...(await payload.findByID({ collection: 'users', id, overrideAccess: true })),
    collection: 'users',
  }
})

/** The pages this file made, removed after it, from the trash too. */
const made: number[] = []

afterAll(async () => {
  await payload.delete({
    collection: 'pages',
    where: { id: { in: made } },
    trash: true,
    context,
    overrideAccess: true,
  })
  await removeStaffMembers(payload)
})

/** Words of this test alone, so two runs never meet on one slug. */
const own = (words: string) => `${words} ${randomUUID().slice(0, 8)}`
const layout = [{ blockType: 'pageTitle' as const }]

const asEditor = () => ({ user: editor, overrideAccess: false, context }) as const

/** A page saved as the editor saves it in the admin; `slug` may be left out, as staff may. */
const createPage = async (data: Record<string, unknown>, draft = false) => {
  const page = await payload.create({
    collection: 'pages',
    data: { layout, ...data } as never,
    draft,
    ...asEditor(),
  })
  made.push(page.id)
  return page
}

/** What the admin's "Move to trash" does: the page is marked deleted, not removed. */
const moveToTrash = (id: number) =>
  payload.update({
    collection: 'pages',
    id,
    data: { deletedAt: new Date().toISOString() },
    ...asEditor(),
  })

describe('a slug left empty', () => {
  it('is made from the title on publishing', async () => {
    const title = own('Annual Report: What’s Due?')
    const page = await createPage({ title, _status: 'published' })
    expect(page.slug).toMatch(/^annual-report-what-s-due-[a-z0-9]+$/)
  })

  it('is kept unique with a number, also beside a page in the trash', async () => {
    const title = own('Franchise tax')
    const first = await createPage({ title, _status: 'published' })
    await moveToTrash(first.id)
    const second = await createPage({ title, _status: 'published' })
    const third = await createPage({ title, _status: 'published' })
    expect(second.slug).toBe(`${first.slug}-2`)
    expect(third.slug).toBe(`${first.slug}-3`)
  })

  it('avoids the paths a collection keeps for itself', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: { title: 'Search', slug: '' } as never,
      draft: true,
      ...asEditor(),
    })
    // The seeded posts' tests count every post: this one leaves none behind.
    await payload.delete({ collection: 'posts', id: post.id, context })
    expect(post.slug).not.toBe('search')
  })

  it('is refused with a message when the title is empty too', async () => {
    const messages = await fieldErrors(createPage({ title: '', _status: 'published' }))
    expect(messages).toContain('Give it a title (the slug is made from it) or type a slug.')
  })
})

describe('a slug made from the title', () => {
  it('follows the title while the page is a draft, then stays once published', async () => {
    const draft = await createPage({ title: '' }, true)
    expect(draft.slug ?? '').toBe('')
    // An autosave of a half-typed title gives a slug that the whole title then replaces.
    const half = await payload.update({
      collection: 'pages',
      id: draft.id,
      data: { title: 'Regist' },
      draft: true,
      autosave: true,
      ...asEditor(),
    })
    const whole = own('Registered agents explained')
    const typed = await payload.update({
      collection: 'pages',
      id: draft.id,
      data: { title: whole, slug: half.slug },
      draft: true,
      autosave: true,
      ...asEditor(),
    })
    expect(typed.slug).toMatch(/^registered-agents-explained-[a-z0-9]+$/)
    await payload.update({
      collection: 'pages',
      id: draft.id,
      data: { _status: 'published' },
      ...asEditor(),
    })
    const renamed = await payload.update({
      collection: 'pages',
      id: draft.id,
      data: { title: own('Registered agents, explained again') },
      ...asEditor(),
    })
    expect(renamed.slug).toBe(typed.slug)
  })

  it('never replaces a slug staff typed', async () => {
    const slug = `our-own-${randomUUID().slice(0, 8)}`
    const page = await createPage({ title: own('Something else'), slug }, true)
    const retitled = await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: own('Another title') },
      draft: true,
      ...asEditor(),
    })
    expect(retitled.slug).toBe(slug)
  })
})

describe('who edited', () => {
  it('is the signed-in staff member, whatever the request says', async () => {
    const page = await createPage({ title: own('Edited by'), editedBy: 1 }, true)
    expect(page.editedBy).toBe(editor.id)
    const versions = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: page.id } },
      depth: 0,
    })
    expect(versions.docs[0]?.version.editedBy).toBe(editor.id)
  })

  it('is not shown to visitors', async () => {
    const page = await createPage({ title: own('Who edited'), _status: 'published' })
    const seen = await payload.findByID({ collection: 'pages', id: page.id, overrideAccess: false })
    expect(seen).not.toHaveProperty('editedBy')
  })
})

describe('the trash', () => {
  it('takes a deleted page off the site and gives it back on restoring', async () => {
    const page = await createPage({ title: own('Trash me'), _status: 'published' })
    const visible = () =>
      payload
        .find({ collection: 'pages', where: { id: { equals: page.id } }, overrideAccess: false })
        .then(({ totalDocs }) => totalDocs)
    await moveToTrash(page.id)
    expect(await visible()).toBe(0)
    const trashed = await payload.find({
      collection: 'pages',
      trash: true,
      where: { and: [{ id: { equals: page.id } }, { deletedAt: { exists: true } }] },
    })
    expect(trashed.totalDocs).toBe(1)
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { deletedAt: null },
      trash: true,
      ...asEditor(),
    })
    expect(await visible()).toBe(1)
  })
})
