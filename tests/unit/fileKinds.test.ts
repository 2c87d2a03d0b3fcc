import { readFile } from 'node:fs/promises'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { DOCUMENT_TYPES } from '@/collections/SubmissionFiles/accepted'
import { judgeFile, WEB_IMAGE_TYPES } from '@/security/fileKinds'

const text = (value: string) => new TextEncoder().encode(value)
const fixture = (name: string) => readFile(`tests/fixtures/${name}`)

const WEB_PAGE = text(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
)
const SVG = text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
const DECLARED_SVG = text(
  '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"/>',
)
const pixel = () => sharp({ create: { width: 1, height: 1, channels: 3, background: '#123456' } })

const asDocument = (filename: string, bytes: Uint8Array) =>
  judgeFile({ filename, bytes, accepted: DOCUMENT_TYPES })
const asImage = (filename: string, bytes: Uint8Array) =>
  judgeFile({ filename, bytes, accepted: WEB_IMAGE_TYPES })

describe('an uploaded document', () => {
  it('is a PDF only when its bytes are one', async () => {
    expect(await asDocument('resume.pdf', await fixture('formation-document.pdf'))).toEqual({
      mimeType: 'application/pdf',
    })
    for (const bytes of [WEB_PAGE, SVG, DECLARED_SVG, await pixel().png().toBuffer()]) {
      expect(await asDocument('resume.pdf', bytes)).toEqual({
        problem: 'The file must be a PDF: its name says so, but its content is not.',
      })
    }
  })

  it('is taken for what its bytes are, under its own type, whatever the browser claimed', async () => {
    expect(await asDocument('Resume.DOCX', await fixture('resume.docx'))).toEqual({
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    })
    expect(await asDocument('resume.odt', await fixture('resume.odt'))).toEqual({
      mimeType: 'application/vnd.oasis.opendocument.text',
    })
    expect(await asDocument('resume.rtf', text('{\\rtf1\\ansi Grace Hopper}'))).toEqual({
      mimeType: 'application/rtf',
    })
    const compoundFile = new Uint8Array(512)
    compoundFile.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    expect(await asDocument('resume.doc', compoundFile)).toEqual({ mimeType: 'application/msword' })
    expect(await asDocument('resume.txt', text('Grace Hopper\nRear admiral'))).toEqual({
      mimeType: 'text/plain',
    })
  })

  it('named as text must be text', async () => {
    expect(await asDocument('resume.txt', await fixture('formation-document.pdf'))).toEqual({
      problem: 'The file must be a plain text file: its name says so, but its content is not.',
    })
    expect(await asDocument('resume.txt', new Uint8Array([72, 105, 0, 0]))).toHaveProperty(
      'problem',
    )
    expect(await asDocument('resume.docx', await fixture('resume.odt'))).toHaveProperty('problem')
  })

  it('of a kind the collection does not take is refused with the kinds it takes', async () => {
    for (const filename of ['resume.html', 'resume.svg', 'resume', 'resume.pdf.exe']) {
      expect(await asDocument(filename, WEB_PAGE)).toEqual({
        problem:
          'The file must be a PDF (.pdf), a Word document (.doc, .docx), an OpenDocument text (.odt), an RTF document (.rtf) or a plain text file (.txt).',
      })
    }
  })
})

describe('an uploaded image', () => {
  it('is the kind of picture its name says', async () => {
    expect(await asImage('logo.png', await pixel().png().toBuffer())).toEqual({
      mimeType: 'image/png',
    })
    expect(await asImage('photo.jpeg', await pixel().jpeg().toBuffer())).toEqual({
      mimeType: 'image/jpeg',
    })
    expect(await asImage('photo.webp', await pixel().webp().toBuffer())).toEqual({
      mimeType: 'image/webp',
    })
    expect(await asImage('photo.png', await pixel().jpeg().toBuffer())).toHaveProperty('problem')
  })

  it('as SVG must be SVG markup, and nothing else is an image', async () => {
    expect(await asImage('drawing.svg', SVG)).toEqual({ mimeType: 'image/svg+xml' })
    expect(await asImage('drawing.svg', DECLARED_SVG)).toEqual({ mimeType: 'image/svg+xml' })
    // Many comments and no drawing: answered at once, not after trying every way to read them.
    const started = performance.now()
    expect(await asImage('drawing.svg', text('<!-- a -->'.repeat(5000)))).toHaveProperty('problem')
    expect(performance.now() - started).toBeLessThan(1000)
    expect(await asImage('drawing.svg', WEB_PAGE)).toEqual({
      problem: 'The file must be an SVG image: its name says so, but its content is not.',
    })
    expect(await asImage('photo.png', SVG)).toEqual({
      problem: 'The file must be a PNG image: its name says so, but its content is not.',
    })
    expect(await asImage('scan.tif', await pixel().tiff().toBuffer())).toEqual({
      problem:
        'The file must be a JPEG image (.jpg, .jpeg), a PNG image (.png), a WebP image (.webp), a GIF image (.gif), an AVIF image (.avif) or an SVG image (.svg).',
    })
  })
})
