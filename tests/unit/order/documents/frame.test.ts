import { describe, expect, it } from 'vitest'

import { clause, paragraph } from '@/order/documents/layout'

import { pdfText, texasLlc } from './fixtures'

describe('the frame of every document', () => {
  it('puts the company and state and a page number on every page, the note first and the signers last', async () => {
    const long = Array.from({ length: 40 }, (_, i) =>
      clause(`${i + 1}.`, 'A clause', 'Words that fill the page. '.repeat(20)),
    )
    const { text, pages } = await pdfText(texasLlc, {
      title: 'Test Document',
      body: [paragraph('Opening words.'), ...long],
      signers: [{ name: 'Ana Ruiz', role: 'Member' }],
    })
    expect(pages).toBeGreaterThan(2)
    expect(text.match(/Lone Star Widgets LLC · LLC · Texas/g)?.length).toBe(pages)
    expect(text).toContain(`page ${pages} of ${pages}`)
    expect(text).toContain('A template, not legal advice.')
    expect(text).toContain('a lawyer licensed in Texas')
    expect(text).toContain('Lone Star Widgets LLC, a Texas limited liability company')
    expect(text.indexOf('Signatures')).toBeGreaterThan(text.indexOf('Opening words.'))
    expect(text).toMatch(/Ana Ruiz Member Date/)
  })
})
