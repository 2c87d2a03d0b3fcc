import type { DocumentViewServerProps } from 'payload'

import { isAdminUser, isStaffUser } from '@/access'

import { type FilingSheet, filingSheetOf } from '../../server/filingDetails/sheet'
import type { OrderStatus } from '../../status'
import { CopyButton } from './CopyButton'
import styles from './FilingSheet.module.css'
import { MarkFiled } from './MarkFiled'
import { RevealSsn } from './RevealSsn'
import { SheetRows } from './SheetRows'

/**
 * The order's filing sheet, a tab of the order (docs/filing-details.md#the-filing-sheet): what the
 * clerk types into the state's form, in the form's order, each value with a copy button; the
 * portal, the fee and the expedite tier; "Mark filed" once the state has it. Prints as a page.
 */
export async function FilingSheetView({ initPageResult }: DocumentViewServerProps) {
  const { req, docID } = initPageResult
  if (!isStaffUser(req.user))
    return <p className={styles.sheet}>Only staff can read filing sheets.</p>
  const sheet = await filingSheetOf(req.payload, Number(docID), {
    admin: isAdminUser(req.user),
  })
  if (!sheet) return <p className={styles.sheet}>This order has no filing details.</p>
  return <Sheet sheet={sheet} admin={isAdminUser(req.user)} />
}

function Readiness({ sheet }: { sheet: FilingSheet }) {
  const { view } = sheet
  const missing = view.reports.filter((report) => !report.complete)
  if (view.status === 'submitted')
    return <p className={styles.ready}>The customer submitted these details: ready to file.</p>
  return (
    <p className={styles.notReady} role="status">
      {view.status === 'changes_requested'
        ? 'Changes were asked of the customer: wait for their new submission before filing.'
        : `Not submitted yet${missing.length ? `: ${missing.length} section${missing.length === 1 ? '' : 's'} still need answers` : ''}. Do not file.`}
    </p>
  )
}

function Sheet({ sheet, admin }: { sheet: FilingSheet; admin: boolean }) {
  const open = sheet.status === 'paid' || sheet.status === 'in_review'
  return (
    <article className={styles.sheet} aria-labelledby="filing-sheet-title">
      <header className={styles.head}>
        <h1 id="filing-sheet-title">
          Filing sheet: {sheet.companyName}
          <span className={styles.sub}>
            {sheet.entityLabel} in {sheet.stateName} · order {sheet.orderId}
          </span>
        </h1>
        <p className={styles.actions}>
          <a href={`/api/orders/${sheet.orderId}/filing-sheet.pdf`} className={styles.copy}>
            Download PDF
          </a>
        </p>
      </header>
      <Readiness sheet={sheet} />
      <dl className={styles.facts}>
        <dt>Form</dt>
        <dd>
          {sheet.form ? (
            <>
              {sheet.form.name}{' '}
              {sheet.form.url && <a href={sheet.form.url}>(the state&apos;s form)</a>}{' '}
              <span className={styles.confidence}>item order: {sheet.form.confidence}</span>
            </>
          ) : (
            `No form of ${sheet.stateName}'s recorded yet: the general order below`
          )}
        </dd>
        <dt>File at</dt>
        <dd>
          {sheet.portal ? (
            <a href={sheet.portal}>{sheet.portal}</a>
          ) : (
            'Not recorded: see the state record’s links'
          )}
        </dd>
        <dt>State fee to pay</dt>
        <dd>
          ${sheet.fee.current ?? sheet.fee.charged}
          {sheet.fee.current != null && sheet.fee.current !== sheet.fee.charged
            ? ` (the customer was charged $${sheet.fee.charged}: Mark filed settles the difference)`
            : ''}
          {sheet.fee.estimated ? ' · charged as an estimate: confirm on the state’s site' : ''}
        </dd>
        <dt>Speed</dt>
        <dd>{sheet.expedite.tier}</dd>
      </dl>
      <h2 className={styles.part}>The form, item by item</h2>
      <SheetRows rows={sheet.rows} />
      <h2 className={styles.part}>Also on file</h2>
      <SheetRows rows={sheet.extras} />
      {sheet.ein && (
        <>
          <h2 className={styles.part}>EIN application (IRS Form SS-4)</h2>
          <dl className={styles.facts}>
            <dt>Responsible party</dt>
            <dd>
              {sheet.ein.responsible}{' '}
              <CopyButton text={sheet.ein.responsible} label="responsible party" />
            </dd>
            <dt>SSN or ITIN</dt>
            <dd>
              {sheet.ein.ssnMasked && admin && sheet.ein.ssnMasked.startsWith('***') ? (
                <RevealSsn id={sheet.orderId} masked={sheet.ein.ssnMasked} />
              ) : (
                (sheet.ein.ssnMasked ?? 'Not given')
              )}
            </dd>
            {sheet.ein.lines.map((line) => (
              <dd key={line}>{line}</dd>
            ))}
          </dl>
        </>
      )}
      {open && sheet.view.status === 'submitted' && (
        <section className={styles.file} aria-label="Mark filed">
          <h2 className={styles.part}>Filed?</h2>
          <MarkFiled
            id={sheet.orderId}
            from={sheet.status as OrderStatus}
            feeCents={
              sheet.fee.confirmedCents ?? Math.round((sheet.fee.current ?? sheet.fee.charged) * 100)
            }
          />
        </section>
      )}
      {sheet.confirmationNumber && <p>State confirmation number: {sheet.confirmationNumber}</p>}
    </article>
  )
}
