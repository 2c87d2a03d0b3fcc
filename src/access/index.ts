import type { Access, FieldAccess, Where } from 'payload'

import type { User } from '@/payload-types'

/**
 * Every access rule of the project, as small named functions. Collections and fields import
 * these instead of writing their own checks, so a rule changes in one place. Pure (no Node
 * modules), so the admin's client components use the same rules. The jobs runner's rule, which
 * needs the server's secret, is beside the jobs (src/jobs/canRunJobs.ts).
 */

type Role = User['role']

/** The roles that make someone staff (also read by the public pages' staff bar). */
export const STAFF_ROLES: Role[] = ['admin', 'editor']

const hasRole = (user: unknown, ...roles: Role[]): boolean =>
  Boolean(user && typeof user === 'object' && 'role' in user && roles.includes((user as User).role))

export const anyone: Access = () => true

export const nobody: Access = () => false

export const isAdmin: Access = ({ req: { user } }) => hasRole(user, 'admin')

export const isStaff: Access = ({ req: { user } }) => hasRole(user, ...STAFF_ROLES)

/** Admins see every user; anyone else signed in sees only themselves. */
export const isAdminOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { id: { equals: user.id } }
}

/**
 * Staff see drafts and the trash; everyone else sees only published documents that are not in
 * the trash (for collections with drafts and `trash`; a visitor's `?trash=true` finds nothing).
 */
const publishedNotTrashed: Where = {
  and: [{ _status: { equals: 'published' } }, { deletedAt: { exists: false } }],
}

export const publishedOrStaff: Access = ({ req: { user } }) =>
  hasRole(user, ...STAFF_ROLES) ? true : publishedNotTrashed

export const isAdminField: FieldAccess = ({ req: { user } }) => hasRole(user, 'admin')

/** For fields only the server's own code writes (through the database adapter). */
export const noOneField: FieldAccess = () => false

export const isStaffField: FieldAccess = ({ req: { user } }) => hasRole(user, ...STAFF_ROLES)

export const isStaffUser = (user: unknown): boolean => hasRole(user, ...STAFF_ROLES)

export const isAdminUser = (user: unknown): boolean => hasRole(user, 'admin')

/** Public content that staff maintain: anyone reads it, only staff change it. */
export const publicContentAccess = {
  read: anyone,
  create: isStaff,
  update: isStaff,
  delete: isStaff,
}
