/**
 * The S corporation election in an order's compliance calendar (docs/customer-page.md#the-calendar):
 * an order that bought IRS Form 2553 sees its deadline, 2 months and 15 days after the first tax
 * year begins (counted from the state's filing date, ./documents/irs/deadline.ts), until staff
 * mark the election filed. Before the filing the date is not known and is shown as such. Pure.
 */
import type { Source } from '@/states/figures'

import type { Obligation } from './calendar'
import { FORM_2553_RULE, form2553Deadline } from './documents/irs/deadline'

/** The IRS's own instructions: "no later than 2 months and 15 days after the date entered for item E". */
export const FORM_2553_SOURCE: Source = {
  confidence: 'official',
  url: 'https://www.irs.gov/instructions/i2553',
  checkedOn: '2026-12-06',
  note: 'Instructions for Form 2553, Item E and When To Make the Election',
}

type ElectionInput = {
  /** The day the company counts as formed, YYYY-MM-DD. */
  formedOn: string
  /** Whether that day is the state's filing date (else only the payment's). */
  filed: boolean
  today: string
}

/** The election's line of the calendar; null once its day has passed. */
export function sElectionObligation({ formedOn, filed, today }: ElectionInput): Obligation | null {
  const dueOn = filed ? form2553Deadline(formedOn) : null
  if (dueOn && dueOn < today) return null
  return {
    kind: 'election',
    name: 'S corporation election (IRS Form 2553)',
    dueOn,
    // The IRS charges nothing for it.
    amount: 0,
    final: true,
    rule: `Filed ${FORM_2553_RULE}, counted from the day the state filed the company; we file it for you once the IRS issues the EIN, and every shareholder (every member of an LLC) signs it`,
    source: FORM_2553_SOURCE,
  }
}
