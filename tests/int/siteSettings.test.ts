import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { SiteSetting, User } from '@/payload-types'

import { context, testPayload } from './helpers'

// The settings that send customers and staff mail somewhere are an administrator's: an editor's
// save that changes one is refused and names it, instead of being dropped in silence. (REST and
// GraphQL through the real server: tests/e2e/site-settings.spec.ts.)

let payload: Payload
let original: SiteSetting
const staff: Record<'admin' | 'editor', User> = {} as never
const emails = { admin: 'site-settings.admin@int.test', editor: 'site-settings.editor@int.test' }

const saveAs = (role: 'admin' | 'editor', data: Partial<SiteSetting>) =>
  payload.updateGlobal({
    slug: 'site-settings',
    data,
    user: staff[role],
    overrideAccess: false,
    context,
  })

const stored = () => payload.findGlobal({ slug: 'site-settings' })

beforeAll(async () => {
  payload = await testPayload()
  original = await stored()
  await payload.delete({ collection: 'users', where: { email: { in: Object.values(emails) } } })
  // The administrator first: the very first account of a site becomes one whatever it asks.
  for (const role of ['admin', 'editor'] as const) {
    staff[role] = await payload.create({
      collection: 'users',
      data: { email: emails[role], password: 'site settings password', role },
    })
  }
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { portalUrl: 'https://portal.formation.example', notificationEmail: null },
    context,
  })
})

afterAll(async () => {
  const { id: _id, updatedAt: _updated, createdAt: _created, ...settings } = original
  await payload.updateGlobal({ slug: 'site-settings', data: settings, context })
  await payload.delete({ collection: 'users', where: { email: { in: Object.values(emails) } } })
})

describe("an editor's save of Site settings", () => {
  it('is refused when it changes the portal URL or the notification email, and stores nothing', async () => {
    await expect(
      saveAs('editor', { portalUrl: 'https://portal.attacker.example' }),
    ).rejects.toThrow('Only an administrator can change the Customer portal URL.')
    await expect(
      saveAs('editor', { siteName: 'Renamed', notificationEmail: 'inbox@attacker.example' }),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Only an administrator can change the Notification email.',
    })
    await expect(saveAs('editor', { portalUrl: '' })).rejects.toThrow(/Customer portal URL/)

    const after = await stored()
    expect(after.portalUrl).toBe('https://portal.formation.example')
    expect(after.notificationEmail ?? null).toBeNull()
    expect(after.siteName).toBe(original.siteName)
  })

  it('keeps working for the other settings, and for the whole form sent back unchanged', async () => {
    const saved = await saveAs('editor', { wizardStepDelayMs: 1500 })
    expect(saved.wizardStepDelayMs).toBe(1500)

    // The admin's form sends every field, the two it shows read-only as they are ('' when empty).
    const { id: _id, updatedAt: _updated, createdAt: _created, ...form } = await stored()
    const whole = await saveAs('editor', { ...form, notificationEmail: '', siteName: 'Formation' })
    expect(whole.siteName).toBe('Formation')
    expect(whole.portalUrl).toBe('https://portal.formation.example')
  })
})

describe("an administrator's save of Site settings", () => {
  it('changes the portal URL and the notification email', async () => {
    const saved = await saveAs('admin', {
      portalUrl: 'https://accounts.formation.example',
      notificationEmail: 'orders@formation.example',
    })
    expect(saved).toMatchObject({
      portalUrl: 'https://accounts.formation.example',
      notificationEmail: 'orders@formation.example',
    })
    expect(await stored()).toMatchObject({ portalUrl: 'https://accounts.formation.example' })
  })
})
