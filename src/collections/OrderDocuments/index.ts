import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff } from '@/access'
import { staffOrTicketHolder } from '@/security/documentAccess'
import { refuseMislabelledFiles } from '@/security/refuseMislabelledFiles'
import { dataFolders } from '@/utilities/dataFolders'

import { DOCUMENT_KIND_KEYS, DOCUMENT_ORIGINS, DOCUMENT_TITLES } from './kinds'

/**
 * Documents of an order: those we make from its filing details (operating agreement, bylaws,
 * worksheets: docs/documents.md), each version kept, and those staff attach (articles, the state's
 * certificate, the EIN letter). Customers' records: only staff read them, and the customer
 * downloads a file through a ticket of a few minutes from their order page
 * (docs/customer-page.md#documents).
 */
export const OrderDocuments: CollectionConfig = {
  slug: 'order-documents',
  labels: { singular: 'Order document', plural: 'Order documents' },
  admin: {
    group: 'Orders',
    defaultColumns: ['filename', 'order', 'kind', 'version', 'current', 'createdAt'],
    description:
      'Documents of orders: made from the filing details (each version kept), or attached by staff. Visible to staff only.',
  },
  access: { read: staffOrTicketHolder, create: isStaff, update: isStaff, delete: isAdmin },
  hooks: { beforeValidate: [refuseMislabelledFiles] },
  // One file per document and version, however many runs make it at once.
  indexes: [{ fields: ['order', 'kind', 'version'], unique: true }],
  fields: [
    {
      name: 'order',
      type: 'relationship',
      relationTo: 'orders',
      // Not required, so deleting an order keeps its documents (then without an order).
      index: true,
      admin: { description: 'The order this document belongs to.' },
    },
    {
      name: 'origin',
      type: 'select',
      required: true,
      defaultValue: 'staff',
      options: [...DOCUMENT_ORIGINS],
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'kind',
      type: 'select',
      index: true,
      options: DOCUMENT_KIND_KEYS.map((value) => ({ value, label: DOCUMENT_TITLES[value] })),
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Which document we made; empty for a file staff attached.',
      },
    },
    {
      name: 'version',
      type: 'number',
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Made again whenever the filing details change; older versions are kept.',
      },
    },
    {
      name: 'current',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'The version the customer is given; unticked once a newer one is made.',
      },
    },
    {
      name: 'sha256',
      label: 'SHA-256',
      type: 'text',
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: "The file's fingerprint: what a signature is recorded against.",
      },
    },
    {
      name: 'signers',
      type: 'json',
      admin: {
        readOnly: true,
        description:
          'Who signs it on the order page, as the document names them; empty when nobody signs it there.',
      },
    },
    {
      name: 'signatures',
      type: 'join',
      collection: 'document-signatures',
      on: 'document',
      admin: { defaultColumns: ['createdAt', 'signer', 'typedName', 'ipAddress'] },
    },
    {
      name: 'madeFrom',
      type: 'date',
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'The version of the filing details it was made from (their last save).',
      },
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
