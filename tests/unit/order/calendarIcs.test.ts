import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

import type { Obligation } from '@/order/calendar'
import { calendarIcs } from '@/order/calendarIcs'

const source = {
  confidence: 'official' as const,
  url: 'https://www.sos.state.tx.us/corp/forms.shtml',
  checkedOn: '2026-11-01',
  note: null,
}

const report = (dueOn: string | null, amount: number | null, final = true): Obligation => ({
  kind: 'report',
  name: 'Annual Report',
  dueOn,
  amount,
  final,
  rule: 'Every year by May 15',
  source,
})

const tax: Obligation = {
  kind: 'tax',
  name: 'Franchise Tax',
  dueOn: '2027-05-15',
  amount: 50,
  final: false,
  rule: 'Every year by May 15',
  source: { ...source, confidence: 'single' },
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent)
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      alarms: vevent
        .getAllSubcomponents('valarm')
        .map((alarm) => String(alarm.getFirstPropertyValue('trigger'))),
    }
  })
}

const file = (obligations: Obligation[], now = new Date('2026-11-25T10:00:00Z')) =>
  calendarIcs({
    orderId: 42,
    companyName: 'Acme LLC',
    stateName: 'Texas',
    obligations,
    filingPortal: 'https://www.sos.state.tx.us/corp/sosda/index.shtml',
    host: 'formation.example',
    now,
  })

describe('the compliance calendar as iCalendar', () => {
  it('parses back with one all-day event per dated obligation, alarms 30 and 7 days before', () => {
    const events = parse(file([report('2027-05-15', 300), tax, report(null, 300)]))
    expect(events).toHaveLength(2)
    const [first, second] = events
    expect(first).toMatchObject({
      summary: 'Acme LLC: Texas Annual Report due',
      start: '2027-05-15',
      allDay: true,
      alarms: ['-P30D', '-P7D'],
    })
    expect(first!.description).toContain('Amount: $300 (final)')
    expect(first!.description).toContain('Rule: Every year by May 15')
    expect(first!.description).toContain(
      'Source: https://www.sos.state.tx.us/corp/forms.shtml (checked on 2026-11-01)',
    )
    expect(first!.description).toContain(
      'File with the state: https://www.sos.state.tx.us/corp/sosda/index.shtml',
    )
    expect(second).toMatchObject({ summary: 'Acme LLC: Texas Franchise Tax due', allDay: true })
    expect(second!.description).toContain('Amount: $50 (estimate)')
    expect(first!.uid).not.toBe(second!.uid)
  })

  it('gives each obligation on each date a UID that stays the same from one download to the next', () => {
    const once = parse(file([report('2027-05-15', 300), report('2028-05-15', 300)]))
    const again = parse(
      file([report('2027-05-15', 300), report('2028-05-15', 300)], new Date('2027-01-02')),
    )
    expect(once.map((event) => event.uid)).toEqual(again.map((event) => event.uid))
    expect(new Set(once.map((event) => event.uid)).size).toBe(2)
    expect(once[0]!.uid).toMatch(/^order-42-report:2027-05-15@formation\.example$/)
  })

  it('is an empty calendar, still valid, when no obligation has a date', () => {
    const text = file([report(null, null)])
    expect(text).toMatch(/^BEGIN:VCALENDAR/)
    expect(parse(text)).toEqual([])
  })
})

describe("the calendar's own name", () => {
  it('is escaped like every other text, so a company named A;B,C\\D parses back as that', () => {
    const companyName = 'A;B,C\\D\nE'
    const text = calendarIcs({
      orderId: 7,
      companyName,
      stateName: 'Texas',
      obligations: [report('2027-05-15', 0)],
      host: 'formation.example',
    })
    // ical.js predates RFC 7986's NAME (TEXT) and knows no X-WR-CALNAME: both are text values.
    const properties = ICAL.design.icalendar.property as Record<string, { defaultType: string }>
    properties.name = properties['x-wr-calname'] = { defaultType: 'text' }
    const calendar = new ICAL.Component(ICAL.parse(text))
    for (const property of ['name', 'x-wr-calname'])
      expect(calendar.getFirstPropertyValue(property)).toBe(`${companyName}: compliance calendar`)
    expect(parse(text)[0]!.summary).toBe(`${companyName}: Texas Annual Report due`)
  })
})
