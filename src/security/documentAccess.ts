import type { Access } from 'payload'

import { isStaffUser } from '@/access'

import { isDocumentTicketFor } from './orderLinkTokens'

/**
 * Who reads an order's documents (docs/customer-page.md#documents): staff, and whoever holds a
 * live ticket for one file, which the customer's order page hands out. A ticket opens the file's
 * bytes only, never the document's record through the API.
 */
export const staffOrTicketHolder: Access = ({ req, data, isReadingStaticFile }) => {
  if (isStaffUser(req.user)) return true
  if (!isReadingStaticFile) return false
  const filename = (data as { filename?: unknown } | undefined)?.filename
  return (
    typeof filename === 'string' && isDocumentTicketFor(filename, req.searchParams?.get('ticket'))
  )
}
