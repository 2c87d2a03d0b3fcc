import type { GroupField, NumberField, SelectFieldSingleValidation } from 'payload'
import { select } from 'payload/shared'

import { hostOf, isStateHost } from '../stateHosts'
import { CONFIDENCE_LABELS, CONFIDENCES } from '../vocabulary'

/** A day of the calendar as YYYY-MM-DD, and a real one (not 2026-13-40), or nothing. */
export const validateDay = (value: string | null | undefined) =>
  !value || isCalendarDay(value) || 'Enter the day as YYYY-MM-DD.'

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T12:00:00Z`)
  // February 30th parses as March 2nd: a real day reads back as itself.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

/** `official` only with an address on the state's own host (docs/states.md#sources). */
const validateConfidence: SelectFieldSingleValidation = (value, args) => {
  if (value === 'official') {
    const slug = (args.data as { slug?: string } | undefined)?.slug ?? ''
    const url = (args.siblingData as { url?: string | null } | undefined)?.url
    if (!isStateHost(slug, url)) {
      return url
        ? `Official needs an address on the state's own site; ${hostOf(url) ?? url} is not one. Choose Corroborated or Single for another site.`
        : "Official needs the address on the state's own site where the figure was read."
    }
  }
  return select(value, args)
}

/**
 * Where a figure came from: the address it was read at, the day, and how far it can be trusted.
 * Every figure of a state record carries one (docs/states.md#sources).
 */
export const sourcedGroup = (
  name = 'source',
  label = 'Source',
  /** A short Postgres enum name, where the group's path would pass 63 characters. */
  enumName?: string,
): GroupField => ({
  name,
  label,
  type: 'group',
  admin: { hideGutter: true },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'confidence',
          type: 'select',
          required: true,
          defaultValue: 'estimate',
          validate: validateConfidence,
          ...(enumName ? { enumName } : {}),
          options: CONFIDENCES.map((value) => ({ value, label: CONFIDENCE_LABELS[value] })),
          admin: { width: '34%' },
        },
        {
          name: 'url',
          label: 'Read at',
          type: 'text',
          validate: (value: string | null | undefined) =>
            !value || /^https?:\/\/\S+$/.test(value) || 'Enter the full address, https://…',
          admin: { width: '46%' },
        },
        {
          name: 'checkedOn',
          label: 'Checked on',
          type: 'text',
          validate: validateDay,
          admin: { width: '20%', placeholder: 'YYYY-MM-DD' },
        },
      ],
    },
    {
      name: 'note',
      type: 'text',
      admin: {
        description: 'Optional: what the sources say when they differ, or why no source is given.',
      },
    },
  ],
})

/** A figure in dollars that may be unknown (left empty); its source is its group's. */
export const dollarsField = (
  name: string,
  label: string,
  {
    description = 'Dollars. Empty means unknown.',
    width,
  }: { description?: string; width?: string } = {},
): NumberField => ({
  name,
  label,
  type: 'number',
  min: 0,
  admin: { step: 1, description, width },
})
