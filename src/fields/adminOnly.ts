import type { EmailField, FieldHook, TextField } from 'payload'
import { APIError } from 'payload'

import { isAdminField, isAdminUser } from '@/access'

/** The admin's form sends an empty setting as '', the API may send null: the same setting. */
const sameSetting = (value: unknown, previous: unknown) => (value ?? '') === (previous ?? '')

/**
 * Payload drops a value its sender may not update and answers the save as a success, so the
 * sender would believe the change was made: a change by anyone but an administrator is refused
 * instead, naming the field. The stored value sent back unchanged (the admin's whole form) passes.
 */
const refuseChangeUnlessAdmin: FieldHook = ({
  field,
  overrideAccess,
  previousValue,
  req,
  value,
}) => {
  if (overrideAccess || isAdminUser(req.user) || sameSetting(value, previousValue)) return value
  const name = typeof field.label === 'string' ? field.label : field.name
  throw new APIError(`Only an administrator can change the ${name}.`, 403)
}

const ADMIN_ONLY = 'Only an administrator can change it.'

/**
 * A setting only administrators change, such as where customers are sent: editors see it
 * read-only (Payload shows a field so to whoever may not update it), with a line saying why.
 */
export function adminOnly<T extends TextField | EmailField>(field: T): T {
  const description = field.admin?.description
  return {
    ...field,
    access: { ...field.access, update: isAdminField },
    hooks: {
      ...field.hooks,
      beforeValidate: [...(field.hooks?.beforeValidate ?? []), refuseChangeUnlessAdmin],
    },
    admin: {
      ...field.admin,
      description: typeof description === 'string' ? `${description} ${ADMIN_ONLY}` : ADMIN_ONLY,
    },
  }
}
