import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff } from '@/access'
import { refuseMislabelledFiles } from '@/security/refuseMislabelledFiles'
import { dataFolders } from '@/utilities/dataFolders'

/**
 * Documents of a formed company (articles, the state's certificate, the EIN letter). Customers'
 * records: only staff read them, apart from the public media library.
 */
export const OrderDocuments: CollectionConfig = {
  slug: 'order-documents',
  labels: { singular: 'Order document', plural: 'Order documents' },
  admin: {
    group: 'Orders',
    defaultColumns: ['filename', 'order', 'createdAt'],
    description: 'Formation documents attached to orders. Visible to staff only.',
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isAdmin },
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
  },
}
