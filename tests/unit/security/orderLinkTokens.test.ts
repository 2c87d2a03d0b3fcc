import { beforeAll, describe, expect, it } from 'vitest'

import {
  DOCUMENT_TICKET_SECONDS,
  documentTicketOf,
  isDocumentTicketFor,
  isLinkTokenShape,
  linkTokenHash,
  linkTokenOf,
  newLinkNonce,
  orderOfRemindersToken,
  remindersTokenOf,
} from '@/security/orderLinkTokens'

beforeAll(() => {
  process.env.PAYLOAD_SECRET ||= 'unit-test-secret'
})

describe('order page tokens', () => {
  it('are 256 random bits, different each time, and only their hash is kept', () => {
    const nonces = new Set(Array.from({ length: 100 }, newLinkNonce))
    expect(nonces.size).toBe(100)
    const nonce = newLinkNonce()
    const token = linkTokenOf(nonce)
    expect(isLinkTokenShape(token)).toBe(true)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(token).not.toBe(nonce)
    expect(linkTokenOf(nonce)).toBe(token)
    expect(linkTokenHash(token)).toMatch(/^[0-9a-f]{64}$/)
    expect(linkTokenHash(token)).not.toContain(token)
  })

  it('depend on the server secret, not on the nonce alone', () => {
    const nonce = newLinkNonce()
    const token = linkTokenOf(nonce)
    const saved = process.env.PAYLOAD_SECRET
    process.env.PAYLOAD_SECRET = 'another-secret'
    try {
      expect(linkTokenOf(nonce)).not.toBe(token)
    } finally {
      process.env.PAYLOAD_SECRET = saved
    }
  })

  it('refuse anything that is not a token before any lookup', () => {
    expect(isLinkTokenShape('')).toBe(false)
    expect(isLinkTokenShape('../../etc/passwd')).toBe(false)
    expect(isLinkTokenShape('A'.repeat(42))).toBe(false)
    expect(isLinkTokenShape(`${'A'.repeat(42)}=`)).toBe(false)
  })
})

describe('reminder tokens', () => {
  it('name their order and cannot be forged for another', () => {
    const token = remindersTokenOf(42)
    expect(orderOfRemindersToken(token)).toBe(42)
    const [, signature] = token.split('.')
    expect(orderOfRemindersToken(`43.${signature}`)).toBeNull()
    expect(orderOfRemindersToken(`42.${signature!.slice(0, -1)}A`)).toBeNull()
    expect(orderOfRemindersToken('42')).toBeNull()
    expect(orderOfRemindersToken(null)).toBeNull()
  })
})

describe('document tickets', () => {
  const now = Date.UTC(2026, 10, 25, 12)

  it('let one file be downloaded for a few minutes', () => {
    const ticket = documentTicketOf('articles.pdf', now)
    expect(isDocumentTicketFor('articles.pdf', ticket, now)).toBe(true)
    expect(
      isDocumentTicketFor('articles.pdf', ticket, now + (DOCUMENT_TICKET_SECONDS - 1) * 1000),
    ).toBe(true)
    expect(isDocumentTicketFor('articles.pdf', ticket, now + DOCUMENT_TICKET_SECONDS * 1000)).toBe(
      false,
    )
  })

  it('open no other file, and no forged expiry', () => {
    const ticket = documentTicketOf('articles.pdf', now)
    expect(isDocumentTicketFor('ein-letter.pdf', ticket, now)).toBe(false)
    const [expires, signature] = ticket.split('.')
    expect(isDocumentTicketFor('articles.pdf', `${Number(expires) + 3600}.${signature}`, now)).toBe(
      false,
    )
    expect(isDocumentTicketFor('articles.pdf', '', now)).toBe(false)
    expect(isDocumentTicketFor('articles.pdf', undefined, now)).toBe(false)
  })
})
