import type { Plugin } from 'payload'

import { confirmWhenPaid } from '@/email/queueOrderConfirmation'

import { checkAgentMail, forwardAgentMail } from './agent/received'
import { confirmOnRecordChange } from './balances/recordChange'
import { recordContactChanges } from './contactChanges'
import { orderEndpoints } from './endpoints'
import { checkAdminCorrection, recordAdminCorrection } from './filingDetails/adminCorrection'
import { removeFilingDetails } from './filingDetails/removeWithOrder'

/**
 * Attaches the order server to the orders collection: its endpoints (pay, client, checkout
 * status, settle, staff moves, refunds), the confirmation of an order saved as paid and the
 * timeline line of a paid order's contact changed; and
 * to the filing details, the timeline line of an admin's correction; to the documents our
 * registered agent received, their checks and their forwarding to the customer; to the state records, the
 * confirmation of estimated orders' fees when a fee becomes official. The
 * collection itself (src/collections/Orders) holds only its fields, access and own hooks, so it
 * never imports the domain; this plugin is registered first in payload.config.ts, so the other
 * plugins see the collection as if it were written whole.
 */
export const ordersServer: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    collection.slug === 'orders'
      ? {
          ...collection,
          endpoints: [...(collection.endpoints || []), ...orderEndpoints],
          hooks: {
            ...collection.hooks,
            afterChange: [
              ...(collection.hooks?.afterChange ?? []),
              confirmWhenPaid,
              recordContactChanges,
            ],
            beforeDelete: [...(collection.hooks?.beforeDelete ?? []), removeFilingDetails],
          },
        }
      : collection.slug === 'filing-details'
        ? {
            ...collection,
            hooks: {
              ...collection.hooks,
              beforeChange: [...(collection.hooks?.beforeChange ?? []), checkAdminCorrection],
              afterChange: [...(collection.hooks?.afterChange ?? []), recordAdminCorrection],
            },
          }
        : collection.slug === 'agent-mail'
          ? {
              ...collection,
              hooks: {
                ...collection.hooks,
                beforeValidate: [...(collection.hooks?.beforeValidate ?? []), checkAgentMail],
                afterChange: [...(collection.hooks?.afterChange ?? []), forwardAgentMail],
              },
            }
          : collection.slug === 'state-fees'
            ? {
                ...collection,
                hooks: {
                  ...collection.hooks,
                  afterChange: [...(collection.hooks?.afterChange ?? []), confirmOnRecordChange],
                },
              }
            : collection,
  ),
})
