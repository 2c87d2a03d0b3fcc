import type { Endpoint } from 'payload'

import { handlePayRenewal } from './agent/renew'
import { handleSaveAgentCard } from './agent/savedCard'
import { handlePayBalance } from './balances/pay'
import { handleConfirmFee, handleWaiveBalance } from './balances/staff'
import { handleCheckoutStatus } from './checkoutStatus'
import { handleClient } from './client'
import { handleMakeDocuments } from './documents/endpoint'
import { handleWork } from './deliveries/endpoint'
import { handleFilingDetails } from './filingDetails/endpoint'
import { handleRequestChanges } from './filingDetails/requestChanges'
import { handleRevealSsn } from './filingDetails/revealSsn'
import { handleFilingSheetPdf } from './filingDetails/sheetPdf'
import { handleMoveOrder } from './lifecycle'
import { handleLinkAction } from './linkActions'
import { handlePay } from './pay'
import { handleRefund } from './refund'
import { handleSettle } from './settle'

/** The orders collection's endpoints, under /api/orders (docs/orders-and-payments.md). */
export const orderEndpoints: Endpoint[] = [
  { path: '/pay', method: 'post', handler: handlePay },
  { path: '/client', method: 'post', handler: handleClient },
  { path: '/checkout-status', method: 'post', handler: handleCheckoutStatus },
  { path: '/settle', method: 'post', handler: handleSettle },
  // The order page's filing details: the link's token is the credential.
  { path: '/filing-details', method: 'post', handler: handleFilingDetails },
  // The order page's balance of the state's fee, paid by card with the link's token.
  { path: '/balance', method: 'post', handler: handlePayBalance },
  // The order page's renewal of our registered agent, paid by card with the link's token.
  { path: '/agent-renewal', method: 'post', handler: handlePayRenewal },
  { path: '/agent-card', method: 'post', handler: handleSaveAgentCard },
  // Staff only: the handlers check the user (Payload's collection access does not cover endpoints).
  { path: '/:id/status', method: 'post', handler: handleMoveOrder },
  { path: '/:id/refund', method: 'post', handler: handleRefund },
  { path: '/:id/state-fee', method: 'post', handler: handleConfirmFee },
  { path: '/:id/waive-balance', method: 'post', handler: handleWaiveBalance },
  { path: '/:id/link', method: 'post', handler: handleLinkAction },
  { path: '/:id/filing-changes', method: 'post', handler: handleRequestChanges },
  { path: '/:id/reveal-ssn', method: 'post', handler: handleRevealSsn },
  { path: '/:id/filing-sheet.pdf', method: 'get', handler: handleFilingSheetPdf },
  { path: '/:id/documents', method: 'post', handler: handleMakeDocuments },
  { path: '/:id/work', method: 'post', handler: handleWork },
]
