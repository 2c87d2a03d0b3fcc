import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff } from '@/access'
import { staffOrTicketHolder } from '@/security/documentAccess'
import { refuseMislabelledFiles } from '@/security/refuseMislabelledFiles'
import { dataFolders } from '@/utilities/dataFolders'

/**
 * Documents of a formed company (articles, the state's certificate, the EIN letter). Customers'
 * records: only staff read them, apart from the public media library, and the customer downloads
 * a file through a ticket of a few minutes from their order page (docs/customer-page.md#documents).
 */
export const OrderDocuments: CollectionConfig = {
  slug: 'order-documents',
  labels: { singular: 'Order document', plural: 'Order documents' },
  admin: {
    group: 'Orders',
    defaultColumns: ['filename', 'order', 'createdAt'],
    description: 'Formation documents attached to orders. Visible to staff only.',
  },
  access: { read: staffOrTicketHolder, create: isStaff, update: isStaff, delete: isAdmin },
  hooks: { beforeValidate: [refuseMislabelledFiles] },
  fields: [
    {
      name: 'order',
      type: 'relationship',
      relationTo: 'orders',
      // Not required, so deleting an order keeps its documents (then without an order).
      index: true,
      admin: { description: 'The order this document belongs to.' },
    },
  ],
  upload: {
    staticDir: dataFolders().orderDocuments,
    mimeTypes: ['application/pdf', 'image/png', 'image/jpeg'],
    // A customer's papers: kept by no cache on the way, and saved rather than shown in a tab.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, no-store')
      headers.set('Content-Disposition', 'attachment')
      return headers
    },
  },
}
