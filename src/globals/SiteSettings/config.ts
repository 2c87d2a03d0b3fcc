import type { GlobalConfig } from 'payload'

import { anyone, isStaff, isStaffField } from '@/access'
import { adminOnly } from '@/fields/adminOnly'
import { revalidateSiteAfterGlobalChange } from '@/utilities/revalidateSite'
import { DEFAULT_SITE_NAME } from '@/utilities/siteSettings'

import { registeredAgentGroup } from './registeredAgent'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Site' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [revalidateSiteAfterGlobalChange] },
  fields: [
    {
      name: 'siteName',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_SITE_NAME,
      admin: { description: 'Shown in the header, the footer and every browser tab title.' },
    },
    // This and the next decide where every paying customer and the staff's mail are sent.
    adminOnly({
      name: 'portalUrl',
      type: 'text',
      label: 'Customer portal URL',
      admin: {
        description:
          'Where Login and a completed order lead, and where the sign-in, sign-up and reset-password forms post (e.g. https://portal.example.com). Empty: the PORTAL_URL environment variable. The site’s security policy lets forms post only to the origin of PORTAL_URL, so the server’s PORTAL_URL must name this same origin or browsers block the account forms.',
      },
      validate: (value: string | null | undefined) =>
        !value || /^https?:\/\//.test(value) || 'Enter a full https:// address.',
    }),
    adminOnly({
      name: 'notificationEmail',
      type: 'email',
      label: 'Notification email',
      // The rest of the settings are public (the site reads them); this address is not.
      access: { read: isStaffField },
      admin: {
        description:
          'Where new form submissions and order alerts go, e.g. orders@formation.example. Empty: the STAFF_EMAIL environment variable.',
      },
    }),
    {
      name: 'preloader',
      type: 'group',
      admin: {
        description:
          'A full-screen loader while a page opens. Off by default: it hides content that is already there and slows the page for visitors.',
      },
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: false },
        {
          name: 'durationMs',
          type: 'number',
          label: 'Duration (ms)',
          defaultValue: 1000,
          min: 0,
          max: 5000,
        },
      ],
    },
    {
      name: 'wizardStepDelayMs',
      type: 'number',
      label: 'Order wizard step delay (ms)',
      defaultValue: 2000,
      min: 0,
      max: 5000,
      admin: { description: 'How long the loading overlay shows between order steps.' },
    },
    registeredAgentGroup,
  ],
}
