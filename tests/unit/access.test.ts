import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { isAdmin, isAdminOrSelf, isStaff, publishedOrStaff } from '@/access'

const as = (user: unknown) =>
  ({ req: { user } as unknown as PayloadRequest }) as Parameters<typeof isAdmin>[0]

const admin = { id: 1, role: 'admin' }
const editor = { id: 2, role: 'editor' }

describe('access rules', () => {
  it('lets only admins pass isAdmin', () => {
    expect(isAdmin(as(admin))).toBe(true)
    expect(isAdmin(as(editor))).toBe(false)
    expect(isAdmin(as(null))).toBe(false)
  })

  it('treats admins and editors as staff, visitors not', () => {
    expect(isStaff(as(admin))).toBe(true)
    expect(isStaff(as(editor))).toBe(true)
    expect(isStaff(as(null))).toBe(false)
  })

  it('limits a non-admin to their own user record', () => {
    expect(isAdminOrSelf(as(admin))).toBe(true)
    expect(isAdminOrSelf(as(editor))).toEqual({ id: { equals: 2 } })
    expect(isAdminOrSelf(as(null))).toBe(false)
  })

  it('shows visitors published documents only', () => {
    expect(publishedOrStaff(as(null))).toEqual({
      and: [{ _status: { equals: 'published' } }, { deletedAt: { exists: false } }],
    })
    expect(publishedOrStaff(as(editor))).toBe(true)
  })
})
