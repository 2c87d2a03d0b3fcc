import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '@/access'

export const REMINDER_STATUSES = [
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'sent', label: 'Sent' },
  { value: 'skipped', label: 'Skipped (a later one was sent)' },
  { value: 'cancelled', label: 'Cancelled' },
] as const
export type ReminderStatus = (typeof REMINDER_STATUSES)[number]['value']

/** A calendar date, as the state's deadline is written. */
const calendarDate = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? true : 'Expected YYYY-MM-DD'

/**
 * One reminder email of one order: `daysBefore` days before one due date of its compliance
 * calendar. Written only by the server (src/order/reminders); one row per order, obligation, due
 * date and lead, so each is sent at most once whatever the number of replicas.
 */
export const OrderReminders: CollectionConfig = {
  slug: 'order-reminders',
  labels: { singular: 'Reminder email', plural: 'Reminder emails' },
  admin: {
    group: 'Orders',
    useAsTitle: 'title',
    defaultColumns: ['title', 'order', 'dueOn', 'daysBefore', 'sendOn', 'status'],
    description:
      'Emails to customers who asked for them, 30 and 7 days before each state deadline. Sent by the server.',
  },
  defaultSort: 'sendOn',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['order', 'obligation', 'dueOn', 'daysBefore'], unique: true }],
  fields: [
    // Not required: deleting an order leaves its reminders without one, and they are never sent.
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    {
      name: 'obligation',
      type: 'select',
      required: true,
      options: [
        { value: 'report', label: 'Report' },
        { value: 'tax', label: 'Tax' },
        { value: 'publication', label: 'Newspaper publication' },
        { value: 'election', label: 'S corporation election (IRS Form 2553)' },
      ],
    },
    { name: 'title', type: 'text', required: true },
    { name: 'dueOn', label: 'Due on', type: 'text', required: true, validate: calendarDate },
    { name: 'daysBefore', label: 'Days before', type: 'number', required: true },
    {
      name: 'sendOn',
      label: 'Send on',
      type: 'text',
      required: true,
      index: true,
      validate: calendarDate,
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'scheduled',
      index: true,
      options: REMINDER_STATUSES.map(({ value, label }) => ({ value, label })),
    },
    { name: 'sentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
  timestamps: true,
}
