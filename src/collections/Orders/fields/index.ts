import type { Field } from 'payload'

import { companyTab } from './companyTab'
import { contactTab } from './contactTab'
import { customerTab } from './customerTab'
import { filingDetailsTab } from './filingDetailsTab'
import { filingTab } from './filingTab'
import { orderTab } from './orderTab'
import { paymentTab } from './paymentTab'
import { responsiblePartyTab } from './responsiblePartyTab'
import { timelineTab } from './timelineTab'

/** An order's fields as staff see them: the actions panel in the sidebar, then one tab per topic. */
export const orderFields: Field[] = [
  {
    name: 'orderActions',
    type: 'ui',
    admin: {
      position: 'sidebar',
      components: { Field: '@/order/admin/OrderActionsField#OrderActionsField' },
    },
  },
  {
    type: 'tabs',
    tabs: [
      orderTab,
      timelineTab,
      filingDetailsTab,
      customerTab,
      filingTab,
      companyTab,
      contactTab,
      responsiblePartyTab,
      paymentTab,
    ],
  },
]
