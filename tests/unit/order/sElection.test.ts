import { describe, expect, it } from 'vitest'

import { obligationTitle, amountWords } from '@/order/calendarWords'
import { sElectionObligation } from '@/order/sElection'

describe('the S corporation election in the calendar', () => {
  it('is due 2 months and 15 days after the filing date, with the IRS as its source', () => {
    const election = sElectionObligation({
      formedOn: '2027-01-07',
      filed: true,
      today: '2027-01-08',
    })
    expect(election).toMatchObject({
      kind: 'election',
      dueOn: '2027-03-21',
      amount: 0,
      final: true,
    })
    expect(election!.source).toMatchObject({
      confidence: 'official',
      url: 'https://www.irs.gov/instructions/i2553',
    })
    // Federal, not the state's: its title names no state, and the IRS charges nothing.
    expect(obligationTitle(election!, 'Texas')).toBe('S corporation election (IRS Form 2553)')
    expect(amountWords(election!, election!.kind)).toBe('No fee')
  })

  it('has no date before the filing, and leaves the calendar once its day has passed', () => {
    expect(
      sElectionObligation({ formedOn: '2027-01-07', filed: false, today: '2027-01-08' })?.dueOn,
    ).toBeNull()
    expect(
      sElectionObligation({ formedOn: '2027-01-07', filed: true, today: '2027-03-21' }),
    ).not.toBeNull()
    expect(
      sElectionObligation({ formedOn: '2027-01-07', filed: true, today: '2027-03-22' }),
    ).toBeNull()
  })
})
