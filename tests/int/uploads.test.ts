import { readFile } from 'node:fs/promises'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { context, testPayload } from './helpers'
import { removeStaffMembers, rest, staffMember } from './orders/helpers'

// Files staff upload into the public media library and into customers' order documents: stored
// only when their bytes are what their names say, as a file posted by a visitor is.

let payload: Payload
let headers: Record<string, string>

const WEB_PAGE = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>'

function upload(collection: string, file: Blob, filename: string, data: Record<string, unknown>) {
  const form = new FormData()
  form.append('file', file, filename)
  form.append('_payload', JSON.stringify(data))
  return rest('POST', collection, { body: form, headers })
}

const count = async (collection: 'media' | 'order-documents') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  headers = (await staffMember(payload, 'editor')).headers
})

afterAll(() => removeStaffMembers(payload))

const PNG = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer()

describe('an order document', () => {
  it('named .pdf must be a PDF', async () => {
    const before = await count('order-documents')
    // Payload itself refuses a web page or an SVG named .pdf (it takes them for text).
    for (const content of [WEB_PAGE, SVG]) {
      const refused = await upload(
        'order-documents',
        new Blob([content], { type: 'application/pdf' }),
        'articles.pdf',
        {},
      )
      expect(refused.status).toBe(400)
    }
    // A picture named .pdf passes Payload, which knows pictures are accepted here.
    const picture = await upload(
      'order-documents',
      new Blob([new Uint8Array(await PNG())], { type: 'application/pdf' }),
      'articles.pdf',
      {},
    )
    expect(picture.status).toBe(415)
    expect(picture.json.errors[0].message).toMatch(/^The file must be a PDF/)
    expect(await count('order-documents')).toBe(before)

    const pdf = await readFile('tests/fixtures/formation-document.pdf')
    const stored = await upload(
      'order-documents',
      new Blob([new Uint8Array(pdf)], { type: 'application/octet-stream' }),
      'articles.pdf',
      {},
    )
    expect(stored.status, stored.text).toBe(201)
    expect(stored.json.doc.mimeType).toBe('application/pdf')
    await payload.delete({ collection: 'order-documents', id: stored.json.doc.id })
  })
})

describe('a media upload', () => {
  it('is a picture of the kind its name says', async () => {
    const before = await count('media')
    // Payload itself cannot size an SVG named .png.
    const svgAsPng = await upload('media', new Blob([SVG], { type: 'image/png' }), 'photo.png', {
      alt: 'An SVG in disguise',
    })
    expect(svgAsPng.status).toBe(400)
    // Nor a web page named .svg, which it reads as XML that is no SVG.
    const pageAsSvg = await upload(
      'media',
      new Blob([WEB_PAGE], { type: 'image/svg+xml' }),
      'drawing.svg',
      { alt: 'A web page in disguise' },
    )
    expect(pageAsSvg.status).toBe(400)
    // A PNG named .jpg passes Payload, which would keep it as a PNG under a JPEG's name.
    const pngAsJpeg = await upload(
      'media',
      new Blob([new Uint8Array(await PNG())], { type: 'image/jpeg' }),
      'photo.jpg',
      { alt: 'A PNG in disguise' },
    )
    expect(pngAsJpeg.status).toBe(415)
    expect(pngAsJpeg.json.errors[0].message).toMatch(/^The file must be a JPEG image/)
    expect(await count('media')).toBe(before)

    const stored = await upload(
      'media',
      new Blob([new Uint8Array(await PNG())], { type: 'application/octet-stream' }),
      'swatch.png',
      { alt: 'A blue swatch' },
    )
    expect(stored.status, stored.text).toBe(201)
    expect(stored.json.doc.mimeType).toBe('image/png')
    await payload.delete({ collection: 'media', id: stored.json.doc.id, context })
  })
})
