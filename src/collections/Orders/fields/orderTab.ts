import type { Tab } from 'payload'

import { ORDER_STATUSES } from '../statuses'
import { CLIENT_PACKAGES } from '../choices'
import { option } from './helpers'

const DOLLARS_CELL = '@/order/admin/DollarsCell#DollarsCell'

/** What was ordered and its price, and where the order stands. */
export const orderTab: Tab = {
  label: 'Order',
  description:
    'Once the order is paid, the package, the options and the amounts are what the card was charged for: they cannot be changed. Use the order actions to move or refund it.',
  fields: [
    {
      // The order's id, as the customer's emails and order page name it: stored nowhere else.
      name: 'orderNumber',
      label: 'Order number',
      type: 'number',
      virtual: true,
      hooks: { afterRead: [({ data }) => data?.id] },
      admin: { readOnly: true, disableListFilter: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: ORDER_STATUSES.map(({ value, label }) => ({ value, label })),
          admin: {
            description: 'Changed with the order actions, each move on the timeline.',
          },
        },
        {
          name: 'clientPackage',
          label: 'Package',
          type: 'select',
          required: true,
          options: CLIENT_PACKAGES.map((value) => ({ label: value, value })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'total',
          type: 'number',
          required: true,
          admin: { description: 'Whole dollars.', components: { Cell: DOLLARS_CELL } },
        },
        {
          name: 'stateFee',
          label: 'State fee',
          type: 'number',
          required: true,
          admin: {
            description: 'Whole dollars, from the state-fee table when ordered.',
            components: { Cell: DOLLARS_CELL },
          },
        },
        { name: 'hasPaid', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'agentRenewalPrice',
      label: 'Registered agent, yearly after the free year ($)',
      type: 'number',
      min: 0,
      admin: {
        description:
          'The price the customer was shown when they paid (Site settings › Registered agent), kept for their renewals.',
      },
    },
    {
      name: 'stateFeeEstimated',
      label: 'State fee was an estimate',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          "The fee was not read in the state's own text when this order was paid: confirm the state's fee before filing, and refund any difference.",
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'stateFeeConfirmedCents',
          label: "State's fee confirmed (cents)",
          type: 'number',
          admin: {
            description:
              'Confirmed by staff (State fee in the order actions, or at Mark filed): a lower fee is refunded, a higher one is a balance the customer pays.',
          },
        },
        {
          name: 'stateFeeConfirmedAt',
          label: 'Confirmed at',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'stateFeeSourceUrl', label: 'Confirmed from', type: 'text' },
      ],
    },
    option('expeditedFilling', 'Expedited filing'),
    option('businessLicense', 'Business license'),
    option('virtualAddress', 'Virtual address'),
    option('taxConsultation', 'Tax consultation'),
    option('assignAgent', 'Registered agent'),
    {
      name: 'agentOnFile',
      type: 'ui',
      admin: { components: { Field: '@/order/admin/AgentOnFile#AgentOnFile' } },
    },
    option('operatingAgreement', 'Operating agreement'),
    option('ein', 'EIN ordered'),
    option('businessBankAccount', 'Business bank account'),
    option('businessTaxConsultation', 'Business tax consultation'),
    option('irsForm', 'IRS Form 2553'),
    option('businessContractTemplates', 'Business contract templates'),
  ],
}
