import dynamic from 'next/dynamic'

import { buttonClass } from '@/components/Button'
import { fieldStyles } from '@/components/FormField'
import type { PageAgentMail, PageAgentService } from '@/order/server/agent/read'
import { AGENT_MAIL_TITLES, type AgentMailKind } from '@/collections/AgentMail/kinds'
import {
  agentOfferSentence,
  autoRenewConsent,
  dayOf,
  firstAutoRenewCharge,
  lastDayBefore,
  proratedRefundCents,
  renewalOpensOn,
  renewalPeriod,
  STILL_CHARGING,
  whatTheStateNeeds,
} from '@/order/agentService'
import type { SquareBrowserConfig } from '@/order/squareBrowserConfig'
import { calendarDate } from '@/utilities/dates'
import { formatCents, formatDollars } from '@/utilities/money'

import fields from './FilingDetails/fields.module.css'
import { orderPath } from './format'
import inline from './InlineForm.module.css'
import own from './RegisteredAgent.module.css'
import styles from './styles.module.css'

// Its own chunk, and Square's script only once the customer chooses to pay.
const CardPayForm = dynamic(() => import('./CardPayForm').then((module) => module.CardPayForm))

type Props = {
  token: string
  service: PageAgentService | null
  /** What our agent received for the company, newest first. */
  received: PageAgentMail[]
  /** The yearly price after the free year, as this order was shown it. */
  renewalPrice: number
  agentName: string | null
  /** The filing details name the customer's own agent (before the filing). */
  ownAgentChosen: boolean
  stateName: string
  /** The state's own pages, where its record has them. */
  statePages: { feePage?: string | null; filingPortal?: string | null }
  /** The outcome of the section's last form (stop, automatic renewal off), from the address. */
  outcome?: { stopped: true } | { autoRenewOff: true; charging: boolean } | { problem: string }
  /** Today, in the business's calendar (YYYY-MM-DD). */
  today: string
  square: SquareBrowserConfig | null
}

/**
 * Our registered agent for the company (docs/registered-agent.md#the-order-page): before the
 * filing, what the package includes; from it, since when, free until when, what it costs after,
 * and the one-step form that stops it; once stopped, what the state needs and by when.
 */
export function RegisteredAgent(props: Props) {
  return (
    <section
      id="registered-agent-card"
      aria-labelledby="registered-agent"
      className={`card-surface ${styles.card}`}
    >
      <h2 id="registered-agent" className={styles.heading}>
        Your registered agent
      </h2>
      {props.outcome && 'problem' in props.outcome && (
        <p role="alert" className={fieldStyles.error}>
          {props.outcome.problem}
        </p>
      )}
      {props.outcome && 'autoRenewOff' in props.outcome && (
        <p role="status" className={styles.notice}>
          Automatic renewal is off: your saved card is removed, and nothing more is charged to it.
          {props.outcome.charging && ` ${STILL_CHARGING}`}
        </p>
      )}
      <AgentState {...props} />
      <Received token={props.token} received={props.received} />
    </section>
  )
}

function AgentState({
  token,
  service,
  renewalPrice,
  agentName,
  ownAgentChosen,
  stateName,
  statePages,
  outcome,
  today,
  square,
}: Props) {
  const ours = agentName ?? 'Our registered agent service'
  if (!service)
    return ownAgentChosen ? (
      <p>
        Your filing details name your own registered agent, so the filing gives theirs. Ours stays
        included until you submit the details: {agentOfferSentence(renewalPrice, 'this page')}
      </p>
    ) : (
      <p>
        {ours} is your company&apos;s registered agent in {stateName} from the day the state files
        it. {agentOfferSentence(renewalPrice, 'this page')}
      </p>
    )
  if (service.status === 'own_agent')
    return (
      <p>
        Your company uses its own registered agent, as your filing details name. {stateName}{' '}
        requires one at all times: if yours changes, the state must be told.
      </p>
    )
  const paidYear = service.renewals.some((renewal) => renewal.status === 'paid')
  const facts = (
    <dl className={own.facts}>
      <div>
        <dt>Agent</dt>
        <dd>{ours}</dd>
      </div>
      <div>
        <dt>Since</dt>
        <dd>{calendarDate(service.startsOn)}, the filing date</dd>
      </div>
      <div>
        <dt>Free until</dt>
        <dd>{calendarDate(service.freeUntil)}</dd>
      </div>
      {paidYear && (
        <div>
          <dt>Paid until</dt>
          <dd>{calendarDate(service.paidUntil)}</dd>
        </div>
      )}
      {service.status === 'active' && (
        <div>
          <dt>After that</dt>
          <dd>
            {service.renewalPrice > 0 ? `${formatDollars(service.renewalPrice)} a year` : 'Free'}
          </dd>
        </div>
      )}
    </dl>
  )
  if (service.status !== 'active') {
    const lastDay = dayOf(service.endsOn ?? service.paidUntil)
    const ended = service.status === 'ended' || lastDay < today
    return (
      <>
        {outcome && 'stopped' in outcome && (
          <p role="status" className={styles.notice}>
            Stopped. We have emailed you what the state needs.
          </p>
        )}
        {facts}
        <p>
          <strong>
            {!service.cancelledAt
              ? `Ended: the year was not renewed, so ours ended on ${calendarDate(lastDay)}.`
              : ended
                ? `Stopped: the service ended on ${calendarDate(lastDay)}.`
                : `Stopped: ours until ${calendarDate(lastDay)}, then not renewed.`}
          </strong>
        </p>
        <p>{whatTheStateNeeds(stateName, calendarDate(lastDay), ended)}</p>
        <StatePages {...statePages} />
        <Renewals renewals={service.renewals} />
      </>
    )
  }
  const periodEnds = dayOf(service.paidUntil)
  const yearWord = paidYear ? 'paid year' : 'free year'
  const refundCents = service.renewals
    .filter((renewal) => renewal.status === 'paid' && dayOf(renewal.periodEnd) > today)
    .reduce(
      (sum, renewal) =>
        sum + proratedRefundCents(renewal.amountCents, today, dayOf(renewal.periodEnd)),
      0,
    )
  return (
    <>
      {facts}
      <Renewal service={service} token={token} today={today} square={square} />
      <Renewals renewals={service.renewals} />
      <details className={inline.disclosure} open={Boolean(outcome && 'problem' in outcome)}>
        <summary>Stop the registered agent service</summary>
        <form method="post" action={orderPath(token, 'agent')} className={inline.form}>
          <fieldset className={inline.choices}>
            <legend className={fieldStyles.label}>When should it stop?</legend>
            <label className={fields.check}>
              <input type="radio" name="when" value="period_end" required defaultChecked />
              <span>
                At the end of the {yearWord}: ours until {calendarDate(lastDayBefore(periodEnds))},
                then not renewed
              </span>
            </label>
            <label className={fields.check}>
              <input type="radio" name="when" value="now" required />
              <span>
                {paidYear
                  ? `Today: ${formatCents(refundCents)} refunded to your card, the whole months left of the year you paid for`
                  : 'Today: nothing was paid for the free year, so there is nothing to refund'}
              </span>
            </label>
          </fieldset>
          <p className={styles.note}>
            A year you paid for and stop at once is refunded its whole months left (a part of a
            month counts for nothing); stopped at its end, it simply is not renewed.
          </p>
          <label className={fields.check}>
            <input type="checkbox" name="confirm" value="yes" required />
            <span>
              I understand {stateName} requires a registered agent at all times, and I will name a
              new one with the state before ours stops.
            </span>
          </label>
          <button type="submit" className={buttonClass('secondary')}>
            Stop the service
          </button>
        </form>
      </details>
    </>
  )
}

/**
 * Renewing the next year (docs/registered-agent.md#renewing): from the first notice, 60 days
 * before the paid period ends, the price and the card form; before it, when it opens.
 */
function Renewal({
  service,
  token,
  today,
  square,
}: Pick<Props, 'token' | 'today' | 'square'> & { service: PageAgentService }) {
  const ends = dayOf(service.paidUntil)
  if (!(service.renewalPrice > 0))
    return <p className={styles.note}>It renews at no charge each year.</p>
  const opens = renewalOpensOn(ends)
  const next = renewalPeriod(ends)
  const lastDay = calendarDate(lastDayBefore(ends))
  const nextYear = `${calendarDate(next.start)} to ${calendarDate(lastDayBefore(next.end))}`
  const price = formatDollars(service.renewalPrice)
  const charging = service.renewals.find(
    (renewal) =>
      dayOf(renewal.periodStart) === ends &&
      (renewal.status === 'pending' || renewal.status === 'payment_unknown'),
  )
  if (service.savedCard && !charging)
    return (
      <div className={own.renew} id="agent-renewal">
        <h3 className={own.subheading}>Automatic renewal is on</h3>
        <p>
          On {calendarDate(firstAutoRenewCharge(ends, today))} we charge {price} to your{' '}
          {service.savedCard}, for {nextYear}. We email you 60, 30 and 7 days before {lastDay}, your
          last day paid for.
        </p>
        <form method="post" action={orderPath(token, 'agent')}>
          <input type="hidden" name="action" value="autorenew_off" />
          <button type="submit" className={buttonClass('secondary')}>
            Turn off automatic renewal
          </button>
        </form>
      </div>
    )
  const autoRenew = (
    <details className={inline.disclosure}>
      <summary>Renew automatically with a saved card</summary>
      <p className={styles.note}>
        Square, our card processor, keeps the card; we never see its number. You can turn automatic
        renewal off here in one step at any time.
      </p>
      <CardPayForm
        endpoint="/api/orders/agent-card"
        body={{ token, paidUntil: ends }}
        amount={price}
        what="automatic renewal"
        thanks="Automatic renewal is on. We have emailed you what you agreed to; you can turn it off on this page at any time."
        fieldId="auto-renew-card"
        square={square}
        consent={autoRenewConsent(service.renewalPrice, ends, today)}
        openLabel="Save a card for automatic renewal"
        submitLabel="Save the card"
      />
    </details>
  )
  if (today < opens)
    return (
      <>
        <p className={styles.note}>
          Nothing is charged without your consent. Renewing opens on {calendarDate(opens)}: we email
          you 60, 30 and 7 days before {lastDay}, your last day paid for.
        </p>
        {autoRenew}
      </>
    )
  return (
    <div className={own.renew} id="agent-renewal">
      <h3 className={own.subheading}>Renew for another year</h3>
      <p>
        Ours is paid through {lastDay}. Renew for {price}, for {nextYear}. Nothing is charged unless
        you renew; if you do not, the service ends after {lastDay}.
      </p>
      {charging ? (
        <p role="status" className={styles.notice}>
          We are confirming your renewal payment with the card processor. Please do not pay again:
          you will not be charged twice.
        </p>
      ) : (
        <CardPayForm
          endpoint="/api/orders/agent-renewal"
          body={{ token, amountCents: Math.round(service.renewalPrice * 100) }}
          amount={price}
          what="the renewal"
          thanks={`Thank you: ${price} is paid. We are your registered agent for ${nextYear}.`}
          fieldId="renewal-card"
          square={square}
          optionalConsent={autoRenewConsent(service.renewalPrice, next.end, today)}
        />
      )}
      {!charging && autoRenew}
    </div>
  )
}

/** The years the customer paid for, with Square's receipts. */
function Renewals({ renewals }: { renewals: PageAgentService['renewals'] }) {
  const paid = renewals.filter(
    (renewal) => renewal.status === 'paid' || renewal.status === 'refunded',
  )
  if (!paid.length) return null
  return (
    <ul className={own.links} aria-label="Renewals paid">
      {paid.map((renewal) => (
        <li key={renewal.id}>
          Renewed for {calendarDate(dayOf(renewal.periodStart))} to{' '}
          {calendarDate(lastDayBefore(dayOf(renewal.periodEnd)))}:{' '}
          {formatCents(renewal.amountCents)} paid
          {renewal.paidAt ? ` on ${calendarDate(dayOf(renewal.paidAt))}` : ''}
          {renewal.status === 'refunded' && renewal.refundedCents
            ? `; ${formatCents(renewal.refundedCents)} refunded${renewal.refundedAt ? ` on ${calendarDate(dayOf(renewal.refundedAt))}` : ''}`
            : ''}
          {renewal.receiptUrl && (
            <>
              {' '}
              (
              <a href={renewal.receiptUrl} rel="noopener" target="_blank">
                receipt
              </a>
              )
            </>
          )}
        </li>
      ))}
    </ul>
  )
}

/** Legal papers and official mail received for the company, each with its scan to download. */
function Received({ token, received }: Pick<Props, 'token' | 'received'>) {
  if (!received.length) return null
  return (
    <>
      <h3 className={own.subheading}>Documents received for your company</h3>
      <ul className={own.received}>
        {received.map((mail) => {
          const urgent = mail.kind === 'service_of_process'
          return (
            <li key={mail.id}>
              <strong>
                {urgent && <span className={own.urgent}>Urgent</span>}
                {AGENT_MAIL_TITLES[mail.kind as AgentMailKind]}
              </strong>
              <span className={styles.note}>
                From {mail.sender}, received on {calendarDate(mail.receivedOn)}
              </span>
              {urgent && (
                <span>
                  Legal papers may have a deadline to respond, often counted from the day they were
                  received: read them today.
                </span>
              )}
              {mail.scanId ? (
                <a href={orderPath(token, `documents/${mail.scanId}`)}>Download the scan</a>
              ) : (
                <span className={styles.note}>
                  We are scanning it: we email you when it is here.
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </>
  )
}

function StatePages({ feePage, filingPortal }: Props['statePages']) {
  if (!feePage && !filingPortal) return null
  return (
    <ul className={own.links}>
      {filingPortal && (
        <li>
          <a href={filingPortal} rel="noopener" target="_blank">
            The state&apos;s filing portal
          </a>
        </li>
      )}
      {feePage && (
        <li>
          <a href={feePage} rel="noopener" target="_blank">
            The state&apos;s fee schedule
          </a>
        </li>
      )}
    </ul>
  )
}
