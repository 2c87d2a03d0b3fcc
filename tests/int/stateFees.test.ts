import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { up as verifiedStateFees } from '@/migrations/20261123_235100_verified_state_fees'
import { loadStateFeeTable } from '@/content/stateFeeTable'
import { priceOrder } from '@/order/pricing'

import { context, testPayload } from './helpers'
import { rest, removeStaffMembers, staffMember } from './orders/helpers'

let payload: Payload

const feeRow = async (slug: string) =>
  (await payload.find({ collection: 'state-fees', where: { slug: { equals: slug } }, depth: 0 }))
    .docs[0]!

const historyOf = async (id: number) =>
  (
    await payload.find({
      collection: 'state-fee-changes',
      where: { stateFee: { equals: id } },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(() => removeStaffMembers(payload))

describe('the state fee table', () => {
  it('lists unverified rows first', async () => {
    const answer = await rest('GET', 'state-fees?limit=100&depth=0')
    expect(answer.status).toBe(200)
    const flags: boolean[] = answer.json.docs.map((row: { verified: boolean }) => row.verified)
    const firstVerified = flags.indexOf(true)
    expect(firstVerified).toBeGreaterThan(0)
    expect(flags.slice(firstVerified).every(Boolean)).toBe(true)
  })

  it('keeps a history of each edit: who, when, old and new value', async () => {
    const editor = await staffMember(payload, 'editor')
    const user = await payload.findByID({ collection: 'users', id: editor.id })
    const row = await feeRow('utah')
    await payload.update({
      collection: 'state-fees',
      id: row.id,
      data: { llc: row.llc + 5, nonprofit: row.nonprofit, verified: true },
      overrideAccess: false,
      user: { ...user, collection: 'users' },
      context,
    })
    const lines = await historyOf(row.id)
    expect(lines.map(({ field, from, to, by }) => ({ field, from, to, by }))).toEqual([
      { field: 'llc', from: String(row.llc), to: String(row.llc + 5), by: editor.id },
      { field: 'verified', from: 'false', to: 'true', by: editor.id },
    ])
    expect(lines[0]!.summary).toBe(`Utah: LLC fee $${row.llc} → $${row.llc + 5}`)
    expect(Date.now() - Date.parse(lines[0]!.createdAt)).toBeLessThan(60_000)

    // Visitors never read the history, and nobody rewrites it.
    expect((await rest('GET', 'state-fee-changes')).status).toBe(403)
    const rewrite = await rest('PATCH', `state-fee-changes/${lines[0]!.id}`, {
      body: JSON.stringify({ to: '1' }),
      headers: editor.headers,
    })
    expect(rewrite.status).toBe(403)
    await payload.update({
      collection: 'state-fees',
      id: row.id,
      data: { llc: row.llc, verified: false },
      context,
    })
  })

  it('prices an unverified row as an estimate, a verified one as final', async () => {
    const table = await loadStateFeeTable(payload)
    const estimate = priceOrder(
      { clientPackage: 'free', formationState: 'delaware', designator: 'LLC' },
      table,
    )
    expect(estimate.stateFeeEstimated).toBe(true)
    expect(estimate.lines.find((line) => line.key === 'state-fee')).toMatchObject({
      amount: 90,
      estimate: true,
    })
    const final = priceOrder(
      { clientPackage: 'free', formationState: 'california', designator: 'LLC' },
      table,
    )
    expect(final.stateFeeEstimated).toBe(false)
  })
})

describe('the verified fee table migration', () => {
  it('updates rows still holding the old seeded fees, records the change, and leaves edited rows alone', async () => {
    const kansas = await feeRow('kansas')
    const vermont = await feeRow('vermont')
    // As databases seeded before it hold them: Kansas as seeded, Vermont edited by staff.
    await payload.update({
      collection: 'state-fees',
      id: kansas.id,
      data: { llc: 160, corporation: 90, nonprofit: 20, verified: true, source: 'old' },
      context,
    })
    await payload.update({
      collection: 'state-fees',
      id: vermont.id,
      data: { corporation: 130, source: 'staff' },
      context,
    })
    const before = (await historyOf(kansas.id)).length

    await verifiedStateFees({ db: payload.db.drizzle, payload, req: {} } as never)

    const migrated = await feeRow('kansas')
    expect([migrated.llc, migrated.corporation, migrated.nonprofit]).toEqual([170, 100, 20])
    expect(migrated.verified).toBe(false)
    expect(migrated.source).toMatch(/^LLC 170/)
    const lines = (await historyOf(kansas.id)).slice(before)
    expect(lines.map((line) => line.summary)).toEqual(
      expect.arrayContaining([
        'Kansas: LLC fee $160 → $170 (fee table checked against the states)',
        'Kansas: Verified yes → no (fee table checked against the states)',
      ]),
    )
    const untouched = await feeRow('vermont')
    expect([untouched.corporation, untouched.source]).toEqual([130, 'staff'])
    await payload.update({
      collection: 'state-fees',
      id: vermont.id,
      data: { corporation: vermont.corporation, source: vermont.source },
      context,
    })
  })
})
