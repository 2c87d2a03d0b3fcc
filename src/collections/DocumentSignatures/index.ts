import type { CollectionConfig } from 'payload'

import { auditLog } from '../auditLog'

/**
 * Signatures on the documents we make (docs/documents.md#signatures): who signed which version,
 * the name they typed, when, from which address, and the file's SHA-256 they signed. Written only
 * by the server when a customer signs on the order page; nobody edits or deletes one.
 */
export const DocumentSignatures: CollectionConfig = {
  ...auditLog({
    slug: 'document-signatures',
    labels: { singular: 'Document signature', plural: 'Document signatures' },
    defaultColumns: ['createdAt', 'order', 'signer', 'typedName', 'summary'],
    description:
      'Each signature a customer made on the order page, with the typed name, time, address and the signed file’s SHA-256.',
    fields: [
      // Not required, like the timeline: a signature outlives an order an admin deletes.
      { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
      { name: 'document', type: 'relationship', relationTo: 'order-documents', index: true },
      {
        name: 'signer',
        type: 'text',
        required: true,
        admin: { description: 'The person or company named in the document.' },
      },
      { name: 'role', type: 'text', required: true },
      {
        name: 'typedName',
        type: 'text',
        required: true,
        admin: { description: 'What the signer typed as their signature.' },
      },
      {
        name: 'sha256',
        label: 'SHA-256',
        type: 'text',
        required: true,
        admin: { description: 'The fingerprint of the file signed (its version, unsigned).' },
      },
      { name: 'ipAddress', label: 'Client address', type: 'text' },
      { name: 'userAgent', type: 'text' },
    ],
    byDescription: 'Empty: the customer signs through their order page.',
  }),
  // One signature per line of a document however often the form is sent at once.
  indexes: [{ fields: ['document', 'signer', 'role'], unique: true }],
}
