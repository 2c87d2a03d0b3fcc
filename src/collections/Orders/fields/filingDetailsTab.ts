import type { Tab } from 'payload'

/** What the state's form asks, as the customer gave it (the filing-details collection). */
export const filingDetailsTab: Tab = {
  label: 'Filing details',
  description:
    'The customer fills these in on their order page; the order can be filed once they submit them. Open the filing sheet (the tab above) to file.',
  fields: [
    {
      name: 'filingDetailsPanel',
      type: 'ui',
      admin: { components: { Field: '@/order/admin/FilingDetailsPanel#FilingDetailsPanel' } },
    },
  ],
}
