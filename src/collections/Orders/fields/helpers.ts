import type { CheckboxField, TextField } from 'payload'

import { isAdminField } from '@/access'

export const text = (name: string, label?: string): TextField => ({
  name,
  type: 'text',
  ...(label ? { label } : {}),
})

export const option = (name: string, label: string): CheckboxField => ({
  name,
  label,
  type: 'checkbox',
})

/** Identity of the responsible party: only admins may read or change it. */
export const adminOnly = { read: isAdminField, create: isAdminField, update: isAdminField }

export const readOnly = { readOnly: true } as const
