import type { GroupField } from 'payload'

import { US_STATES } from '@/collections/StateFees/usStates'
import { rowLabel } from '@/fields/rowLabel'
import { DEFAULT_AGENT_RENEWAL_PRICE } from '@/utilities/siteSettings'

/**
 * Our registered agent service: the name every filing gives and its office in each state where we
 * provide it (docs/filing-details.md#registered-agent). The order page, the filing sheet and the
 * order read it; a state without an office here is shown as "not set" to staff.
 */
export const registeredAgentGroup: GroupField = {
  name: 'registeredAgent',
  label: 'Registered agent',
  type: 'group',
  admin: {
    description:
      'The registered agent named on filings where the customer chooses ours (free for the first year).',
  },
  fields: [
    {
      name: 'renewalPrice',
      label: 'Yearly price after the free year ($)',
      type: 'number',
      // Not `required`: that would make the whole group a required input of GraphQL's
      // updateSiteSetting. Empty means the default (agentRenewalPriceOf).
      defaultValue: DEFAULT_AGENT_RENEWAL_PRICE,
      min: 0,
      max: 2000,
      admin: {
        description:
          'Shown wherever the free year is (pricing, the order summary, the confirmation email). Each order keeps the price shown when it was paid; a change applies to new orders.',
      },
    },
    {
      name: 'name',
      type: 'text',
      admin: {
        description: 'The legal name the state has on record, e.g. Formation Agent Services LLC.',
      },
    },
    {
      name: 'offices',
      type: 'array',
      dbName: 'ra_offices',
      labels: { singular: 'Office', plural: 'Offices' },
      admin: {
        description:
          'One street address in each state where we are the registered agent (no PO box).',
        initCollapsed: true,
        components: rowLabel('Office', 'state', 'city'),
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'state',
              type: 'select',
              required: true,
              enumName: 'enum_ra_offices_state',
              options: Object.entries(US_STATES).map(([value, label]) => ({ value, label })),
              admin: { width: '30%' },
            },
            { name: 'street', type: 'text', required: true, admin: { width: '70%' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'street2', label: 'Street, line 2', type: 'text' },
            { name: 'city', type: 'text', required: true },
            { name: 'zip', label: 'ZIP code', type: 'text', required: true },
          ],
        },
      ],
    },
  ],
}
