import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'

import { Section } from '@/components/Section'
import { BalanceDue } from '@/components/OrderPage/BalanceDue'
import { ComplianceCalendar } from '@/components/OrderPage/ComplianceCalendar'
import { Documents } from '@/components/OrderPage/Documents'
import { EinStatus } from '@/components/OrderPage/EinStatus'
import { FilingDetailsCard } from '@/components/OrderPage/FilingDetailsCard'
import { NextSteps } from '@/components/OrderPage/NextSteps'
import { Notice } from '@/components/OrderPage/Notice'
import { OrderHeader } from '@/components/OrderPage/OrderHeader'
import { OrderTimeline } from '@/components/OrderPage/OrderTimeline'
import { PaymentDetails } from '@/components/OrderPage/PaymentDetails'
import { RegisteredAgent } from '@/components/OrderPage/RegisteredAgent'
import { RemindersChoice } from '@/components/OrderPage/RemindersChoice'
import { SupportContact } from '@/components/OrderPage/SupportContact'
import { WhatYouGet } from '@/components/OrderPage/WhatYouGet'
import { nextSteps, standingOf } from '@/components/OrderPage/words'
import styles from '@/components/OrderPage/styles.module.css'
import { US_STATES } from '@/collections/StateFees/usStates'
import { getSiteGlobals } from '@/content/globals'
import { stateRecord } from '@/content/states'
import { chargedLines, feeStillEstimated } from '@/email/confirmationLines'
import { expectedFiling, timelineSteps } from '@/order/orderTimeline'
import { type ClientPackage, DESIGNATOR_LABELS, type Designator, PACKAGES } from '@/order/pricing'
import { isOpenBalance } from '@/order/feeSettlement'
import { filingView } from '@/order/server/filingDetails/pageData'
import { loadFilingOrder } from '@/order/server/filingDetails/record'
import { orderIdOfLinkToken } from '@/order/server/orderLinks'
import { SIGNING_PROBLEMS, type SignProblem } from '@/order/server/documents/sign'
import { AGENT_PROBLEMS, type AgentProblem } from '@/order/server/agent/stopForm'
import { orderPageData } from '@/order/server/orderPage'
import { squareBrowserConfig } from '@/order/server/squareBrowser'
import { refundRecords } from '@/order/staffActions'
import { isCharged, isStopped } from '@/order/status'
import { getPayloadClient } from '@/utilities/payload'
import { calendarDayIn } from '@/utilities/dates'
import { agentRenewalPriceOf } from '@/utilities/siteSettings'

type Args = {
  params: Promise<{ token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// Private to whoever holds the link (docs/customer-page.md#the-page): never indexed, and no
// address it leads to learns the token; the headers say so too (src/security/securityHeaders.ts).
export const metadata: Metadata = {
  title: 'Your order',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

const DETAILS_STANDING =
  'One step left: give us the details your state’s form asks for, below. We file as soon as they are in.'

const NOTICES: Record<string, string> = {
  on: 'Reminders are on: we will email you 30 days and 7 days before each due date.',
  off: 'Reminders are off: we will not email you before the due dates.',
}

/** The outcome of a signature the page's form just sent (docs/documents.md#signatures). */
function signingOutcome(query: Record<string, string | string[] | undefined>) {
  if (typeof query.signed === 'string' && /^\d{1,12}$/.test(query.signed))
    return { document: Number(query.signed), signed: true }
  const problem = SIGNING_PROBLEMS[query.signing as SignProblem]
  if (typeof query.signing === 'string' && Object.hasOwn(SIGNING_PROBLEMS, query.signing))
    return { document: Number(query.document), problem }
  return undefined
}

/** The outcome of the agent section's last form (stop, automatic renewal off), from the address. */
function agentOutcome(query: Record<string, string | string[] | undefined>) {
  if (query.agent === 'stopped') return { stopped: true as const }
  if (query.agent === 'autorenew_off' || query.agent === 'autorenew_off_charging')
    return { autoRenewOff: true as const, charging: query.agent === 'autorenew_off_charging' }
  const problem = AGENT_PROBLEMS[query.agent as AgentProblem]
  return typeof query.agent === 'string' && Object.hasOwn(AGENT_PROBLEMS, query.agent)
    ? { problem }
    : undefined
}

export default async function OrderPage({ params, searchParams }: Args) {
  // Rendered for each visit, never cached: the order changes as staff move it.
  await connection()
  const { token } = await params
  const payload = await getPayloadClient()
  const id = await orderIdOfLinkToken(payload, token)
  const data = id ? await orderPageData(payload, id, stateRecord) : null
  if (!data || !isCharged(data.order.status)) notFound()

  const { order, timeline, documents, calendar, balances, deliveries, agent, received } = data
  const openBalance = balances.find((balance) => isOpenBalance(balance.status))
  const filingOrder = await loadFilingOrder(payload, order.id)
  const filing = filingOrder ? await filingView(payload, filingOrder) : null
  // Until the details are in, they are what the page is for: they come first.
  const detailsFirst = Boolean(filing?.editable && filing.status !== 'submitted')
  const details = filing && <FilingDetailsCard view={filing} token={token} />
  const query = await searchParams
  const notice = NOTICES[String(query.reminders)]
  const signing = signingOutcome(query)
  const { footer, settings } = await getSiteGlobals()
  const stateName = US_STATES[order.formationState] ?? order.formationState
  const expedited = Boolean(order.expeditedFilling)
  const stopped = isStopped(order.status)
  const { lines, total } = chargedLines(order)
  const words = { stateName, expedited, processing: calendar?.record.processing }

  return (
    <Section spacing="compact">
      <div className={styles.page}>
        {notice && <Notice>{notice}</Notice>}
        <OrderHeader
          companyName={order.llcname}
          entityType={DESIGNATOR_LABELS[order.designator as Designator] ?? order.designator}
          stateName={stateName}
          orderNumber={order.id}
          status={order.status}
          standing={detailsFirst ? DETAILS_STANDING : standingOf(order.status, words)}
        />
        {openBalance && !stopped && (
          <BalanceDue
            balance={openBalance}
            token={token}
            stateName={stateName}
            square={squareBrowserConfig()}
            filed={order.status === 'filed_with_state'}
          />
        )}
        {detailsFirst && details}
        <OrderTimeline
          steps={timelineSteps(
            order,
            timeline,
            filing
              ? { submittedAt: filing.status === 'submitted' ? filing.submittedAt : null }
              : undefined,
          )}
          stateName={stateName}
          confirmationNumber={order.stateConfirmationNumber}
          expectedFiling={expectedFiling(order)}
          expedited={expedited}
        />
        {!detailsFirst && details}
        <PaymentDetails
          packageLabel={
            PACKAGES[order.clientPackage as ClientPackage]?.label ?? order.clientPackage
          }
          lines={lines}
          total={total}
          refunds={refundRecords(order.refunds)}
          refundedCents={order.refundedCents ?? 0}
          stateFeeEstimated={feeStillEstimated(order)}
          balances={balances}
        />
        <EinStatus
          ordered={Boolean(order.ein)}
          einNumber={order.einNumber}
          completed={order.status === 'completed'}
        />
        {!stopped && (
          <WhatYouGet deliveries={deliveries} detailsSubmitted={filing?.status === 'submitted'} />
        )}
        {!(stopped && !agent) && (
          <RegisteredAgent
            token={token}
            service={agent}
            received={received}
            renewalPrice={order.agentRenewalPrice ?? agentRenewalPriceOf(settings)}
            agentName={settings?.registeredAgent?.name || null}
            ownAgentChosen={filing?.details.agent?.kind === 'own'}
            stateName={stateName}
            statePages={(await stateRecord(order.formationState))?.links ?? {}}
            outcome={agentOutcome(query)}
            today={calendarDayIn(new Date())}
            square={squareBrowserConfig()}
          />
        )}
        <Documents
          token={token}
          documents={documents}
          detailsSubmitted={filing?.status === 'submitted'}
          signing={signing}
        />
        <ComplianceCalendar token={token} calendar={calendar} companyName={order.llcname} />
        <RemindersChoice token={token} on={Boolean(order.reminders)} stopped={stopped} />
        <NextSteps steps={nextSteps(order.status, words)} />
        <SupportContact
          email={footer?.contact?.email}
          phone={footer?.contact?.phone}
          orderNumber={order.id}
        />
      </div>
    </Section>
  )
}
