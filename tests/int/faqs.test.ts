import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { questionsOf } from '@/content/faqs'
import type { User } from '@/payload-types'

import { context, testPayload } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

// Access is decided by role alone, so a staff member need not exist in the database.
const editor = { id: 0, role: 'editor', collection: 'users' } as User & { collection: 'users' }

const data = {
  question: 'Can I pay by bank transfer?',
  answer: 'By card only.',
  topic: 'purchasing',
} as const

describe('faqs', () => {
  it('lets anyone read the seeded questions, in the order staff set', async () => {
    const { docs } = await payload.find({
      collection: 'faqs',
      where: { topic: { equals: 'ordering' } },
      sort: '_order',
      overrideAccess: false,
    })
    expect(docs.map((d) => d.question)).toEqual([
      'What does each package include?',
      'What should I have ready before I order?',
      'What if my company name is already taken?',
    ])
    const two = await questionsOf('ordering', 2)
    expect(two.map((q) => q.question)).toEqual(docs.slice(0, 2).map((d) => d.question))
  })

  it('refuses anonymous creates, updates and deletes', async () => {
    await expect(
      payload.create({ collection: 'faqs', data, context, overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i)
    const [first] = (await payload.find({ collection: 'faqs', limit: 1 })).docs
    await expect(
      payload.update({
        collection: 'faqs',
        id: first!.id,
        data: { answer: 'Changed' },
        context,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.delete({ collection: 'faqs', id: first!.id, context, overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i)
    expect((await payload.findByID({ collection: 'faqs', id: first!.id })).answer).toBe(
      first!.answer,
    )
  })

  it('lets staff add a question that then shows last under its topic, and remove it', async () => {
    const asked = async () => (await questionsOf('purchasing')).map((q) => q.question)
    const before = await asked()
    expect(before).not.toContain(data.question)
    const created = await payload.create({
      collection: 'faqs',
      data,
      context,
      user: editor,
      overrideAccess: false,
    })
    expect(await asked()).toEqual([...before, data.question])
    await payload.delete({
      collection: 'faqs',
      id: created.id,
      context,
      user: editor,
      overrideAccess: false,
    })
    expect(await asked()).toEqual(before)
  })
})
