import { describe, expect, it } from 'vitest'

import { isStateHost } from '@/collections/StateFees/stateHosts'

describe("a state's own host", () => {
  it.each([
    ['texas', 'https://www.sos.state.tx.us/corp/sosda/index.shtml'],
    ['texas', 'https://statutes.capitol.texas.gov/Docs/BO/htm/BO.5.htm'],
    ['california', 'https://bizfileonline.sos.ca.gov/forms/business'],
    ['delaware', 'https://corp.delaware.gov/fee/'],
    ['new-york', 'https://dos.ny.gov/forming-limited-liability-company-new-york'],
    ['florida', 'https://dos.sunbiz.org/forms.html'],
    ['florida', 'https://dos.fl.gov/sunbiz/'],
    ['massachusetts', 'https://www.sec.state.ma.us/cor/corpweb/corfees/feeidx.htm'],
    ['wisconsin', 'https://www.wdfi.org/corporations/forms/'],
    ['illinois', 'https://www.cyberdriveillinois.com/departments/business_services/'],
    ['kansas', 'https://www.ksrevisor.org/statutes/chapters/ch17/'],
  ])('%s: %s is the state’s own', (slug, url) => {
    expect(isStateHost(slug, url)).toBe(true)
  })

  it.each([
    ['nevada', 'https://nv.elaws.us/nrs/78.760', 'a private copy of the statutes under .us'],
    ['alabama', 'https://elaws.us/al/code', 'a private site under .us'],
    ['texas', 'https://codes.findlaw.com/tx/business-organizations-code/', 'a statute copy'],
    ['alabama', 'https://d1tvxue8o4w0fl.cloudfront.net/statute/code-of-alabama', 'a CDN copy'],
    ['texas', 'https://www.sos.ca.gov/business-programs', "another state's site"],
    ['delaware', 'https://www.irs.gov/businesses', 'a federal site'],
    ['delaware', 'https://delaware.gov.example.com/fee', 'a look-alike host'],
    ['delaware', 'https://notdelaware.gov/fee', 'a domain that only ends alike'],
    ['texas', 'https://state.tx.us.example.org/', 'a look-alike of the state namespace'],
    ['texas', 'not an address', 'no address'],
    ['atlantis', 'https://www.sos.state.tx.us/', 'no such state'],
  ])('%s: %s is not (%s)', (slug, url) => {
    expect(isStateHost(slug, url)).toBe(false)
  })

  it('has no address at all as not the state’s', () => {
    expect(isStateHost('texas', null)).toBe(false)
    expect(isStateHost('texas', '')).toBe(false)
  })
})
