import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers'
import { adminAndEditor, removeStaffMembers, rest } from '../orders/helpers'

// What staff screens ask of the API answers 2xx or a 4xx at once, never a 500 or a hang.

let payload: Payload
let admin: { id: number; headers: Record<string, string> }
let editor: { id: number; headers: Record<string, string> }

beforeAll(async () => {
  payload = await testPayload()
  ;({ admin, editor } = await adminAndEditor(payload))
})

afterAll(async () => {
  await removeStaffMembers(payload)
})

describe('versions', () => {
  it('of every collection and global answer 2xx, or 404 where none are kept', async () => {
    const paths = [
      ...payload.config.collections.map((collection) => ({
        path: `${collection.slug}/versions`,
        kept: Boolean(collection.versions),
      })),
      ...payload.config.globals.map((global) => ({
        path: `globals/${global.slug}/versions`,
        kept: Boolean(global.versions),
      })),
    ]
    for (const { path, kept } of paths) {
      for (const suffix of ['', '/1']) {
        const answer = await rest('GET', `${path}${suffix}?limit=1`, { headers: admin.headers })
        const expected = kept ? (suffix ? [200, 403, 404] : [200, 403]) : [404]
        expect(expected, `${path}${suffix}: ${answer.status} ${answer.text}`).toContain(
          answer.status,
        )
      }
    }
    // Restoring a version that cannot exist is a 404 too.
    const restore = await rest('POST', 'orders/versions/1', { headers: admin.headers })
    expect(restore.status).toBe(404)
  })
})

describe('exports', () => {
  const download = (collectionSlug: string, headers: Record<string, string>) =>
    rest('POST', 'exports/download', {
      body: JSON.stringify({ data: { collectionSlug, format: 'csv', fields: ['id'] } }),
      headers,
    })

  it('of internal collections are refused at once, for editors and admins', async () => {
    for (const slug of ['payload-jobs', 'imports', 'payload-kv', 'users', 'no-such-thing']) {
      for (const { headers } of [editor, admin]) {
        const answer = await download(slug, headers)
        expect(answer.status, `${slug}: ${answer.text}`).toBe(400)
        expect(answer.text).toContain('Only form-submissions and orders can be exported')
        const preview = await rest('POST', 'exports/export-preview', {
          body: JSON.stringify({ data: { collectionSlug: slug } }),
          headers,
        })
        expect(preview.status, slug).toBe(400)
        const saved = await rest('POST', 'exports', {
          body: JSON.stringify({ collectionSlug: slug, format: 'csv' }),
          headers,
        })
        expect(saved.status, `${slug}: ${saved.text}`).toBe(400)
      }
    }
  })

  it('of the orders still download', async () => {
    const answer = await download('orders', admin.headers)
    expect(answer.status, answer.text).toBe(200)
  })
})
