import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('users', () => {
  it('makes the first account an admin', async () => {
    const { totalDocs } = await payload.count({ collection: 'users' })
    expect(totalDocs).toBe(0)
    const first = await payload.create({
      collection: 'users',
      data: { email: 'owner@example.com', password: 'correct horse battery', role: 'editor' },
    })
    expect(first.role).toBe('admin')
    const second = await payload.create({
      collection: 'users',
      data: { email: 'editor@example.com', password: 'correct horse battery', role: 'editor' },
    })
    expect(second.role).toBe('editor')
  })

  it('refuses anonymous reads of users', async () => {
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow(
      /not allowed/i,
    )
  })

  it('never returns password hashes', async () => {
    const { docs } = await payload.find({ collection: 'users' })
    for (const user of docs) {
      expect(user).not.toHaveProperty('hash')
      expect(user).not.toHaveProperty('salt')
      expect(user).not.toHaveProperty('password')
    }
  })

  it('locks an account after five wrong passwords, with the answer of a wrong password', async () => {
    const wrongPassword = () =>
      payload.login({
        collection: 'users',
        data: { email: 'editor@example.com', password: 'wrong' },
      })
    let message = ''
    await wrongPassword().catch((error: Error) => (message = error.message))
    expect(message).not.toBe('')
    for (let attempt = 1; attempt < 5; attempt++) {
      await expect(wrongPassword()).rejects.toThrow(message)
    }
    await expect(
      payload.login({
        collection: 'users',
        data: { email: 'editor@example.com', password: 'correct horse battery' },
      }),
    ).rejects.toThrow(/locked/i)
    await expect(
      payload.login({
        collection: 'users',
        data: { email: 'editor@example.com', password: 'correct horse battery' },
      }),
    ).rejects.toThrow(message)
  })
})
