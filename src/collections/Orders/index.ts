import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff, nobody } from '@/access'

import { fixOnceCharged } from './chargeFixed'
import { orderFields } from './fields'
import { keepServerOwned } from './hooks/keepServerOwned'
import { lockServerOwned } from './serverOwned'
import { keepOutOfLists } from './unlisted'

/**
 * Orders of the wizard. Visitors never touch this collection through REST or GraphQL: they create
 * and complete orders only through the pay and client endpoints, which validate, price and charge
 * on the server. Staff read orders; admins may correct the company's and customer's details or
 * delete them, but never what a paid order was charged for (chargeFixed.ts).
 *
 * The endpoints (pay, client, checkout status, settle, staff moves, refunds) and the confirmation
 * of an order saved as paid are attached by the order server's plugin (src/order/server/plugin.ts),
 * registered in payload.config.ts: a collection never imports the order domain.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: {
    useAsTitle: 'llcname',
    defaultColumns: [
      'orderNumber',
      'llcname',
      'email',
      'status',
      'clientPackage',
      'formationState',
      'total',
      'createdAt',
    ],
    listSearchableFields: ['llcname', 'email', 'lastName', 'stateConfirmationNumber'],
    group: 'Orders',
    description:
      'Filter by status, state, package or date with Filters (Created at: after / before), and download the filtered list as CSV from the list menu.',
    components: {
      views: {
        edit: {
          // What the clerk types into the state's form (docs/filing-details.md#the-filing-sheet).
          filingSheet: {
            Component: '@/order/admin/FilingSheet/FilingSheetView#FilingSheetView',
            path: '/filing-sheet',
            tab: { label: 'Filing sheet', href: '/filing-sheet', order: 150 },
          },
        },
      },
    },
  },
  defaultSort: '-createdAt',
  access: {
    read: isStaff,
    create: nobody,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: { beforeChange: [keepServerOwned] },
  fields: keepOutOfLists(fixOnceCharged(lockServerOwned(orderFields))),
  timestamps: true,
}
