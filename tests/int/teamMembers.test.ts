import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { context, testPayload } from './helpers'

let payload: Payload
let memberId: number
let editor: User

beforeAll(async () => {
  payload = await testPayload()
  const member = await payload.create({
    collection: 'team-members',
    data: { name: 'Access Test', role: 'Filing specialist', order: 999 },
    context,
  })
  memberId = member.id
  editor = await payload.create({
    collection: 'users',
    data: { email: 'team-editor@example.com', password: 'correct horse battery', role: 'editor' },
  })
})

// Other files expect no accounts (the first one becomes the administrator).
afterAll(async () => {
  await payload.delete({ collection: 'users', id: editor.id })
})

const anonymous = { overrideAccess: false, context } as const

describe('team members', () => {
  it('are readable by anonymous visitors', async () => {
    const { docs } = await payload.find({ collection: 'team-members', ...anonymous })
    expect(docs.map((doc) => doc.id)).toContain(memberId)
    const one = await payload.findByID({ collection: 'team-members', id: memberId, ...anonymous })
    expect(one.name).toBe('Access Test')
  })

  it('cannot be created, changed or removed by anonymous visitors', async () => {
    await expect(
      payload.create({
        collection: 'team-members',
        data: { name: 'Intruder', role: 'None' },
        ...anonymous,
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.update({
        collection: 'team-members',
        id: memberId,
        data: { role: 'Changed' },
        ...anonymous,
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.delete({ collection: 'team-members', id: memberId, ...anonymous }),
    ).rejects.toThrow(/not allowed/i)
    const unchanged = await payload.findByID({ collection: 'team-members', id: memberId })
    expect(unchanged.role).toBe('Filing specialist')
  })

  it('are maintained by staff', async () => {
    const asEditor = { overrideAccess: false, user: editor, context } as const
    const updated = await payload.update({
      collection: 'team-members',
      id: memberId,
      data: { role: 'Registered agent lead' },
      ...asEditor,
    })
    expect(updated.role).toBe('Registered agent lead')
    await payload.delete({ collection: 'team-members', id: memberId, ...asEditor })
    const { totalDocs } = await payload.count({
      collection: 'team-members',
      where: { id: { equals: memberId } },
    })
    expect(totalDocs).toBe(0)
  })

  it('refuses a profile link that is not a full https address', async () => {
    await expect(
      payload.create({
        collection: 'team-members',
        data: { name: 'Bad Link', role: 'Support', profileUrl: 'javascript:alert(1)' },
        context,
      }),
    ).rejects.toThrow(/Profile link/)
  })
})
