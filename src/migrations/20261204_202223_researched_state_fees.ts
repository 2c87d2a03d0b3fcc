import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

type Entity = 'llc' | 'corporation' | 'nonprofit'
type Confidence = 'official' | 'corroborated' | 'single' | 'estimate'
type FeeChange = {
  slug: string
  name: string
  entity: Entity
  from: { usd: number; confidence: Confidence; url: string | null }
  to: {
    usd: number
    confidence: Confidence
    url: string | null
    checkedOn: string | null
    note: string | null
  }
  parts: { label: string; usd: number; kind: 'filing' | 'required' | 'online' }[]
}

const REASON =
  'Fees re-examined on 2026-12-04: what the state charges at formation in total, against its own ' +
  'pages and other sources (data/research/fees; docs/states.md#fees).'

const LABELS: Record<Entity, string> = {
  llc: 'LLC',
  corporation: 'C-Corporation',
  nonprofit: 'Nonprofit',
}

const shown = (confidence: string) => confidence[0]!.toUpperCase() + confidence.slice(1)

/**
 * Each fee as the seed held it before the re-examination and as it stands after, frozen here: a
 * migration does the same whenever it runs (docs/architecture.md).
 */
const FEES: FeeChange[] = [
  {
    slug: 'alabama',
    name: 'Alabama',
    entity: 'llc',
    from: {
      usd: 200,
      confidence: 'corroborated',
      url: 'https://www.sos.alabama.gov/sites/default/files/2022-01/2021FeeSchedule.pdf',
    },
    to: {
      usd: 236,
      confidence: 'corroborated',
      url: 'https://launchllc.us/alabama-llc-certificate-of-formation',
      checkedOn: '2026-12-04',
      note: "Given by launchllc.us, llciyo.com, creditdonkey.com; not read on the state's own site. Parts: Certificate of Formation (LLC) $200 + Online processing fee on the Certificate of Formation $8 + Name reservation (mandatory before formation in Alabama) $25 + Online portal fee on the name reservation $3. 8 source(s) read give another figure.",
    },
    parts: [
      { label: 'Certificate of Formation (LLC)', usd: 200, kind: 'filing' },
      { label: 'Online processing fee on the Certificate of Formation', usd: 8, kind: 'online' },
      {
        label: 'Name reservation (mandatory before formation in Alabama)',
        usd: 25,
        kind: 'required',
      },
      { label: 'Online portal fee on the name reservation', usd: 3, kind: 'online' },
    ],
  },
  {
    slug: 'alabama',
    name: 'Alabama',
    entity: 'corporation',
    from: {
      usd: 200,
      confidence: 'single',
      url: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/code-of-alabama/title-10a-alabama-business-and-nonprofit-entities-code/chapter-1-general-provisions/article-4-filings/division-d-filing-fees/section-10a-1-431-filing-fees-all-entities',
    },
    to: {
      usd: 236,
      confidence: 'estimate',
      url: null,
      checkedOn: '2026-12-04',
      note: 'No source read gives this total. Parts: Certificate of Formation (business corporation) $200 + Online processing fee on the Certificate of Formation $8 + Name reservation (mandatory before formation in Alabama) $25 + Online portal fee on the name reservation $3. 5 source(s) read give another figure.',
    },
    parts: [
      { label: 'Certificate of Formation (business corporation)', usd: 200, kind: 'filing' },
      { label: 'Online processing fee on the Certificate of Formation', usd: 8, kind: 'online' },
      {
        label: 'Name reservation (mandatory before formation in Alabama)',
        usd: 25,
        kind: 'required',
      },
      { label: 'Online portal fee on the name reservation', usd: 3, kind: 'online' },
    ],
  },
  {
    slug: 'alabama',
    name: 'Alabama',
    entity: 'nonprofit',
    from: {
      usd: 100,
      confidence: 'estimate',
      url: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/code-of-alabama/title-10a-alabama-business-and-nonprofit-entities-code/chapter-1-general-provisions/article-4-filings/division-d-filing-fees/section-10a-1-431-filing-fees-all-entities',
    },
    to: {
      usd: 236,
      confidence: 'single',
      url: 'https://northwestregisteredagent.com/nonprofit/alabama',
      checkedOn: '2026-12-04',
      note: "Given by northwestregisteredagent.com; not read on the state's own site. Parts: Certificate of Formation (nonprofit corporation) $200 + Online processing fee on the Certificate of Formation $8 + Name reservation (mandatory before formation in Alabama) $25 + Online portal fee on the name reservation $3. 6 source(s) read give another figure.",
    },
    parts: [
      { label: 'Certificate of Formation (nonprofit corporation)', usd: 200, kind: 'filing' },
      { label: 'Online processing fee on the Certificate of Formation', usd: 8, kind: 'online' },
      {
        label: 'Name reservation (mandatory before formation in Alabama)',
        usd: 25,
        kind: 'required',
      },
      { label: 'Online portal fee on the name reservation', usd: 3, kind: 'online' },
    ],
  },
  {
    slug: 'alaska',
    name: 'Alaska',
    entity: 'llc',
    from: {
      usd: 250,
      confidence: 'corroborated',
      url: 'https://www.commerce.alaska.gov/web/cbpl/Corporations/CorpFormsFees/FormsbyEntity',
    },
    to: {
      usd: 250,
      confidence: 'corroborated',
      url: 'https://www.commerce.alaska.gov/web/cbpl/Corporations/CorpFormsFees/FormsbyEntity',
      checkedOn: '2026-12-04',
      note: "Given by StartupSole, OrderToAI; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'alaska',
    name: 'Alaska',
    entity: 'corporation',
    from: {
      usd: 250,
      confidence: 'single',
      url: 'http://help.bizlauncher.co/en/articles/1513778-forming-a-corporation-in-alaska',
    },
    to: {
      usd: 250,
      confidence: 'corroborated',
      url: 'http://help.bizlauncher.co/en/articles/1513778-forming-a-corporation-in-alaska',
      checkedOn: '2026-12-04',
      note: "Given by bizlauncher.co, articlesofincorporation.org; not read on the state's own site. Parts: Articles of Incorporation (filing fee) $150 + Biennial corporation tax paid with the articles (AS 10.06.845) $100.",
    },
    parts: [
      { label: 'Articles of Incorporation (filing fee)', usd: 150, kind: 'filing' },
      {
        label: 'Biennial corporation tax paid with the articles (AS 10.06.845)',
        usd: 100,
        kind: 'required',
      },
    ],
  },
  {
    slug: 'alaska',
    name: 'Alaska',
    entity: 'nonprofit',
    from: { usd: 50, confidence: 'estimate', url: null },
    to: {
      usd: 50,
      confidence: 'single',
      url: 'https://www.nolo.com/legal-encyclopedia/forming-nonprofit-corporation-alaska-36042.html',
      checkedOn: '2026-12-04',
      note: "Given by nolo.com; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'arizona',
    name: 'Arizona',
    entity: 'llc',
    from: { usd: 50, confidence: 'official', url: 'https://www.azleg.gov/ars/29/03213.htm' },
    to: {
      usd: 50,
      confidence: 'corroborated',
      url: 'https://law.justia.com/codes/arizona/2005/title29/00851.html',
      checkedOn: '2026-12-04',
      note: "Given by justia.com, upcounsel.com, llcuniversity.com, bizreport.com, venturesmarter.com, StartupSole, OrderToAI; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'arizona',
    name: 'Arizona',
    entity: 'corporation',
    from: {
      usd: 60,
      confidence: 'single',
      url: 'http://help.bizlauncher.co/en/articles/1521332-forming-a-corporation-in-arizona',
    },
    to: {
      usd: 60,
      confidence: 'single',
      url: 'http://help.bizlauncher.co/en/articles/1521332-forming-a-corporation-in-arizona',
      checkedOn: '2026-12-04',
      note: "Given by bizlauncher.co; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'arizona',
    name: 'Arizona',
    entity: 'nonprofit',
    from: {
      usd: 40,
      confidence: 'single',
      url: 'https://legalclarity.org/arizona-nonprofit-corporation-act-key-rules-and-requirements',
    },
    to: {
      usd: 40,
      confidence: 'corroborated',
      url: 'https://www.nonprofitlegalcenter.com/arizona/',
      checkedOn: '2026-12-04',
      note: "Given by nonprofitlegalcenter.com, legalclarity.org; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'arkansas',
    name: 'Arkansas',
    entity: 'llc',
    from: {
      usd: 45,
      confidence: 'corroborated',
      url: 'https://www.sos.arkansas.gov/business-commercial-services-bcs/franchise-tax-report-forms/',
    },
    to: {
      usd: 45,
      confidence: 'corroborated',
      url: 'https://startabusiness.org/ar/llc/domestic/',
      checkedOn: '2026-12-04',
      note: "Given by startabusiness.org, zenind.com, StartupSole, OrderToAI; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'arkansas',
    name: 'Arkansas',
    entity: 'corporation',
    from: {
      usd: 45,
      confidence: 'single',
      url: 'https://reference180.com/how-to-incorporate-in-arkansas/',
    },
    to: {
      usd: 45,
      confidence: 'single',
      url: 'https://startabusiness.org/ar/corporation/',
      checkedOn: '2026-12-04',
      note: "Given by startabusiness.org; not read on the state's own site. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'arkansas',
    name: 'Arkansas',
    entity: 'nonprofit',
    from: { usd: 45, confidence: 'estimate', url: null },
    to: {
      usd: 45,
      confidence: 'single',
      url: 'https://startabusiness.org/ar/corporation/',
      checkedOn: '2026-12-04',
      note: "Given by startabusiness.org; not read on the state's own site. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'california',
    name: 'California',
    entity: 'llc',
    from: {
      usd: 70,
      confidence: 'corroborated',
      url: 'https://www.sos.ca.gov/business-programs/business-entities/forms/limited-liability-companies-california-domestic',
    },
    to: {
      usd: 70,
      confidence: 'corroborated',
      url: 'https://codes.findlaw.com/ca/government-code/gov-sect-12190/',
      checkedOn: '2026-12-04',
      note: "Given by findlaw.com, self-law.org, fill.io, llccalifornia.org, llcuniversity.com, StartupSole, OrderToAI; not read on the state's own site. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'california',
    name: 'California',
    entity: 'corporation',
    from: {
      usd: 100,
      confidence: 'official',
      url: 'http://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=12186',
    },
    to: {
      usd: 100,
      confidence: 'official',
      url: 'https://www.sos.ca.gov/business-programs/business-entities/forms',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, www.sos.ca.gov. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'california',
    name: 'California',
    entity: 'nonprofit',
    from: {
      usd: 30,
      confidence: 'official',
      url: 'http://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=12186',
    },
    to: {
      usd: 30,
      confidence: 'official',
      url: 'http://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=12186',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, leginfo.legislature.ca.gov.",
    },
    parts: [],
  },
  {
    slug: 'colorado',
    name: 'Colorado',
    entity: 'llc',
    from: {
      usd: 50,
      confidence: 'corroborated',
      url: 'https://www.coloradosos.gov/pubs/info_center/fees/business.html',
    },
    to: {
      usd: 50,
      confidence: 'corroborated',
      url: 'https://www.upcounsel.com/articles-of-organization-llc-colorado',
      checkedOn: '2026-12-04',
      note: "Given by upcounsel.com, llcuniversity.com, businessanywhere.io, einpresswire.com, newsfromthestates.com, StartupSole, OrderToAI; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'colorado',
    name: 'Colorado',
    entity: 'corporation',
    from: {
      usd: 50,
      confidence: 'single',
      url: 'https://startabusiness.org/co/corporation/domestic/',
    },
    to: {
      usd: 50,
      confidence: 'single',
      url: 'https://startabusiness.org/co/corporation/domestic/',
      checkedOn: '2026-12-04',
      note: "Given by startabusiness.org; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'colorado',
    name: 'Colorado',
    entity: 'nonprofit',
    from: {
      usd: 50,
      confidence: 'single',
      url: 'https://startabusiness.org/co/corporation/domestic/',
    },
    to: {
      usd: 50,
      confidence: 'corroborated',
      url: 'https://coloradononprofits.org/knowledge/faqs/guidelines-starting-nonprofit',
      checkedOn: '2026-12-04',
      note: "Given by coloradononprofits.org, nonprofitlegalcenter.com, myrenosi.com; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'connecticut',
    name: 'Connecticut',
    entity: 'llc',
    from: {
      usd: 120,
      confidence: 'corroborated',
      url: 'https://business.ct.gov/knowledge-base/articles/domestic-limited-liability-companies-forms-and-fees',
    },
    to: {
      usd: 120,
      confidence: 'corroborated',
      url: 'https://llcconnecticut.org/start-llc/filing-document/',
      checkedOn: '2026-12-04',
      note: "Given by llcconnecticut.org, llcuniversity.com, bestllcservices.com, llcinfo.com, StartupSole, OrderToAI; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'connecticut',
    name: 'Connecticut',
    entity: 'corporation',
    from: {
      usd: 250,
      confidence: 'single',
      url: 'https://www.legalfix.com/statutes/state-codes/connecticut/title-33/chapter-601/section-33-617',
    },
    to: {
      usd: 250,
      confidence: 'corroborated',
      url: 'https://ru.scribd.com/document/20055068/New-CRD-Fee-Schedule-Connecticut-2009',
      checkedOn: '2026-12-04',
      note: "Given by scribd.com, nolo.com, reference180.com, filingsmadeeasy.com, legalclarity.org; not read on the state's own site. Parts: Certificate of Incorporation (including registered agent appointment) $100 + Minimum franchise tax paid with the certificate (covers up to 20,000 authorized shares) $150. 1 source(s) read give another figure.",
    },
    parts: [
      {
        label: 'Certificate of Incorporation (including registered agent appointment)',
        usd: 100,
        kind: 'filing',
      },
      {
        label:
          'Minimum franchise tax paid with the certificate (covers up to 20,000 authorized shares)',
        usd: 150,
        kind: 'required',
      },
    ],
  },
  {
    slug: 'connecticut',
    name: 'Connecticut',
    entity: 'nonprofit',
    from: {
      usd: 50,
      confidence: 'single',
      url: 'https://www.harborcompliance.com/connecticut-nonprofit-articles-of-incorporation',
    },
    to: {
      usd: 50,
      confidence: 'corroborated',
      url: 'https://www.hurwitassociates.com/nonprofit-registration-and-compliance/starting-a-nonprofit-organization-in-connecticut/',
      checkedOn: '2026-12-04',
      note: "Given by hurwitassociates.com, nonprofitlegalcenter.com, harborcompliance.com, startabusiness.org; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'delaware',
    name: 'Delaware',
    entity: 'llc',
    from: {
      usd: 90,
      confidence: 'estimate',
      url: 'https://instalawyer.io/laws/delaware-code/18-1105-fees',
    },
    to: {
      usd: 110,
      confidence: 'corroborated',
      url: 'https://legalclarity.org/delaware-filing-fees-for-llcs-and-corporations',
      checkedOn: '2026-12-04',
      note: "Given by legalclarity.org, StartupSole; not read on the state's own site. Parts: Certificate of Formation (statutory fee, 6 Del. C. 18-1105) $70 + Courthouse municipality fee collected with the filing (raised from $20 to $40 by SB 110) $40. 5 source(s) read give another figure.",
    },
    parts: [
      {
        label: 'Certificate of Formation (statutory fee, 6 Del. C. 18-1105)',
        usd: 70,
        kind: 'filing',
      },
      {
        label:
          'Courthouse municipality fee collected with the filing (raised from $20 to $40 by SB 110)',
        usd: 40,
        kind: 'required',
      },
    ],
  },
  {
    slug: 'delaware',
    name: 'Delaware',
    entity: 'corporation',
    from: {
      usd: 89,
      confidence: 'estimate',
      url: 'https://www.formacompany.com/delaware/delaware-company-law/delaware-corporation-misc/',
    },
    to: {
      usd: 109,
      confidence: 'single',
      url: 'https://legalclarity.org/delaware-filing-fees-for-llcs-and-corporations',
      checkedOn: '2026-12-04',
      note: "Given by legalclarity.org; not read on the state's own site. 2 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'delaware',
    name: 'Delaware',
    entity: 'nonprofit',
    from: {
      usd: 89,
      confidence: 'single',
      url: 'http://articlesofincorporation.org/de/delaware-certificate-of-incorporation-a-non-stock-corporation/',
    },
    to: {
      usd: 109,
      confidence: 'single',
      url: 'https://legalclarity.org/delaware-filing-fees-for-llcs-and-corporations',
      checkedOn: '2026-12-04',
      note: "Given by legalclarity.org; not read on the state's own site. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'district-of-columbia',
    name: 'District of Columbia',
    entity: 'llc',
    from: {
      usd: 99,
      confidence: 'corroborated',
      url: 'https://dlcp.dc.gov/page/corporations-division-fees-limited-liability-company',
    },
    to: {
      usd: 99,
      confidence: 'corroborated',
      url: 'https://legalclarity.org/how-much-does-it-cost-to-start-an-llc-in-dc',
      checkedOn: '2026-12-04',
      note: "Given by legalclarity.org, venturesmarter.com, howtostartanllc.com, creditdonkey.com, discern.com, OrderToAI; not read on the state's own site. 2 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'district-of-columbia',
    name: 'District of Columbia',
    entity: 'corporation',
    from: {
      usd: 99,
      confidence: 'estimate',
      url: 'https://casetext.com/regulation/district-of-columbia-administrative-code/title-17-business-occupations-and-professionals/chapter-17-6-dcra-corporations-division-schedule-of-fees/rule-17-602-business-organizations-filing-fees',
    },
    to: {
      usd: 99,
      confidence: 'corroborated',
      url: 'http://rcdii.com/dc-articles-of-incorporation.html',
      checkedOn: '2026-12-04',
      note: "Given by rcdii.com, terms.law; not read on the state's own site. 2 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'district-of-columbia',
    name: 'District of Columbia',
    entity: 'nonprofit',
    from: { usd: 80, confidence: 'single', url: 'http://dcrules.elaws.us/dcmr/17-603' },
    to: {
      usd: 80,
      confidence: 'corroborated',
      url: 'https://harborcompliance.com/district-of-columbia-nonprofit-articles-of-incorporation',
      checkedOn: '2026-12-04',
      note: "Given by harborcompliance.com, cloudfront.net, elaws.us; not read on the state's own site. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'florida',
    name: 'Florida',
    entity: 'llc',
    from: {
      usd: 125,
      confidence: 'corroborated',
      url: 'https://dos.fl.gov/sunbiz/forms/fees/llc-fees/',
    },
    to: {
      usd: 125,
      confidence: 'corroborated',
      url: 'https://businessanywhere.io/florida-llc/articles-of-organization',
      checkedOn: '2026-12-04',
      note: "Given by businessanywhere.io, legalclarity.org, zenind.com, limitedliabilitycompanycenter.com, jrdlaw.com, legalzoom.com, StartupSole, OrderToAI; not read on the state's own site. Parts: Articles of Organization $100 + Designation of registered agent $25. 1 source(s) read give another figure.",
    },
    parts: [
      { label: 'Articles of Organization', usd: 100, kind: 'filing' },
      { label: 'Designation of registered agent', usd: 25, kind: 'required' },
    ],
  },
  {
    slug: 'florida',
    name: 'Florida',
    entity: 'corporation',
    from: {
      usd: 70,
      confidence: 'single',
      url: 'https://legalclarity.org/how-much-to-register-a-business-in-florida',
    },
    to: {
      usd: 70,
      confidence: 'official',
      url: 'https://flsenate.gov/Session/Bill/2013/1490/BillText/c1/HTML',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, flsenate.gov. Parts: Articles of Incorporation $35 + Designation of registered agent $35.",
    },
    parts: [
      { label: 'Articles of Incorporation', usd: 35, kind: 'filing' },
      { label: 'Designation of registered agent', usd: 35, kind: 'required' },
    ],
  },
  {
    slug: 'florida',
    name: 'Florida',
    entity: 'nonprofit',
    from: {
      usd: 70,
      confidence: 'official',
      url: 'http://leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&Search_String=934.215&URL=0600-0699%2F0617%2FSections%2F0617.0122.html',
    },
    to: {
      usd: 70,
      confidence: 'official',
      url: 'http://leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&Search_String=934.215&URL=0600-0699%2F0617%2FSections%2F0617.0122.html',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, leg.state.fl.us. Parts: Articles of Incorporation $35 + Designation of and acceptance by registered agent $35.",
    },
    parts: [
      { label: 'Articles of Incorporation', usd: 35, kind: 'filing' },
      { label: 'Designation of and acceptance by registered agent', usd: 35, kind: 'required' },
    ],
  },
  {
    slug: 'georgia',
    name: 'Georgia',
    entity: 'llc',
    from: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://docslib.org/doc/5328332/corporations-division-filing-fees-effective-july-1-2021',
    },
    to: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://docslib.org/doc/5328332/corporations-division-filing-fees-effective-july-1-2021',
      checkedOn: '2026-12-04',
      note: "Given by docslib.org, laws-info.com, limitedliabilitycompanycenter.com, llcformations.com, discern.com, OrderToAI; not read on the state's own site. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'georgia',
    name: 'Georgia',
    entity: 'corporation',
    from: {
      usd: 100,
      confidence: 'single',
      url: 'https://docslib.org/doc/5328332/corporations-division-filing-fees-effective-july-1-2021',
    },
    to: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://docslib.org/doc/5328332/corporations-division-filing-fees-effective-july-1-2021',
      checkedOn: '2026-12-04',
      note: "Given by docslib.org, legalclarity.org, startabusiness.org, incfile.com; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'georgia',
    name: 'Georgia',
    entity: 'nonprofit',
    from: { usd: 100, confidence: 'single', url: 'https://syfert.com/georgia/code/14-3-122.html' },
    to: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://docslib.org/doc/5328332/corporations-division-filing-fees-effective-july-1-2021',
      checkedOn: '2026-12-04',
      note: "Given by docslib.org, laws-info.com, syfert.com, dmlp.org, nonprofitlegalcenter.com; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'hawaii',
    name: 'Hawaii',
    entity: 'llc',
    from: {
      usd: 51,
      confidence: 'corroborated',
      url: 'https://cca.hawaii.gov/breg/registration/dllc/fees/',
    },
    to: {
      usd: 51,
      confidence: 'corroborated',
      url: 'http://formanllc.org/hi/form-a-domestic-llc-in-hawaii-articles-of-organization-for-limited-liability-company-form-llc-1/',
      checkedOn: '2026-12-04',
      note: "Given by formanllc.org, howtostartanllc.com, llcuniversity.com, StartupSole, OrderToAI; not read on the state's own site. Parts: Articles of Organization (Form LLC-1) $50 + State Archives preservation fee $1. 2 source(s) read give another figure.",
    },
    parts: [
      { label: 'Articles of Organization (Form LLC-1)', usd: 50, kind: 'filing' },
      { label: 'State Archives preservation fee', usd: 1, kind: 'required' },
    ],
  },
  {
    slug: 'hawaii',
    name: 'Hawaii',
    entity: 'corporation',
    from: {
      usd: 50,
      confidence: 'estimate',
      url: 'https://self-law.org/code/hi/chapter-414/414-13',
    },
    to: {
      usd: 51,
      confidence: 'estimate',
      url: null,
      checkedOn: '2026-12-04',
      note: 'No source read gives this total. Parts: Articles of Incorporation (Form DC-1) $50 + State Archives preservation fee $1. 2 source(s) read give another figure.',
    },
    parts: [
      { label: 'Articles of Incorporation (Form DC-1)', usd: 50, kind: 'filing' },
      { label: 'State Archives preservation fee', usd: 1, kind: 'required' },
    ],
  },
  {
    slug: 'hawaii',
    name: 'Hawaii',
    entity: 'nonprofit',
    from: {
      usd: 50,
      confidence: 'single',
      url: 'https://lawserver.com/law/state/hawaii/hi-statutes/hawaii_statutes_414d-5',
    },
    to: {
      usd: 26,
      confidence: 'single',
      url: 'https://ezel.ai/templates/nonprofit-articles-of-incorporation-and-charitable-registration/hi',
      checkedOn: '2026-12-04',
      note: "Given by ezel.ai; not read on the state's own site. Parts: Articles of Incorporation (Form DNP-1) $25 + State Archives preservation fee $1. 3 source(s) read give another figure.",
    },
    parts: [
      { label: 'Articles of Incorporation (Form DNP-1)', usd: 25, kind: 'filing' },
      { label: 'State Archives preservation fee', usd: 1, kind: 'required' },
    ],
  },
  {
    slug: 'idaho',
    name: 'Idaho',
    entity: 'llc',
    from: { usd: 100, confidence: 'corroborated', url: 'https://sos.idaho.gov/business-forms/' },
    to: {
      usd: 100,
      confidence: 'corroborated',
      url: 'http://formanllc.org/id/form-a-domestic-llc-in-idaho-idaho-certificate-of-organization/',
      checkedOn: '2026-12-04',
      note: "Given by formanllc.org, llcuniversity.com, dev.to, llciyo.com, StartupSole, OrderToAI; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'idaho',
    name: 'Idaho',
    entity: 'corporation',
    from: { usd: 100, confidence: 'estimate', url: null },
    to: {
      usd: 100,
      confidence: 'estimate',
      url: null,
      checkedOn: '2026-12-04',
      note: 'No source read gives this total.',
    },
    parts: [],
  },
  {
    slug: 'idaho',
    name: 'Idaho',
    entity: 'nonprofit',
    from: {
      usd: 30,
      confidence: 'single',
      url: 'https://brytebridge.com/nonprofit-requirements/idaho/',
    },
    to: {
      usd: 30,
      confidence: 'single',
      url: 'https://brytebridge.com/nonprofit-requirements/idaho/',
      checkedOn: '2026-12-04',
      note: "Given by brytebridge.com; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'illinois',
    name: 'Illinois',
    entity: 'llc',
    from: {
      usd: 150,
      confidence: 'official',
      url: 'https://ilga.gov/legislation/ilcs/fulltext.asp?DocName=080501800K50-10',
    },
    to: {
      usd: 150,
      confidence: 'official',
      url: 'https://ilga.gov/legislation/ilcs/fulltext.asp?DocName=080501800K50-10',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, ilga.gov. 2 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'illinois',
    name: 'Illinois',
    entity: 'corporation',
    from: {
      usd: 175,
      confidence: 'estimate',
      url: 'https://witnessslips.ilga.gov/legislation/ilcs/fulltext.asp?DocName=080500050K15.10',
    },
    to: {
      usd: 150,
      confidence: 'official',
      url: 'https://witnessslips.ilga.gov/legislation/ilcs/fulltext.asp?DocName=080500050K15.10',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, witnessslips.ilga.gov. Parts: Articles of Incorporation (BCA 2.10 / online) $150 + Initial franchise tax (minimum $25, offset by the statutory exemption) $0. 3 source(s) read give another figure.",
    },
    parts: [
      { label: 'Articles of Incorporation (BCA 2.10 / online)', usd: 150, kind: 'filing' },
      {
        label: 'Initial franchise tax (minimum $25, offset by the statutory exemption)',
        usd: 0,
        kind: 'required',
      },
    ],
  },
  {
    slug: 'illinois',
    name: 'Illinois',
    entity: 'nonprofit',
    from: {
      usd: 50,
      confidence: 'official',
      url: 'https://ilga.gov/legislation/ilcs/fulltext.asp?DocName=080501050K115.10',
    },
    to: {
      usd: 50,
      confidence: 'official',
      url: 'https://ilga.gov/legislation/ilcs/fulltext.asp?DocName=080501050K115.10',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, ilga.gov. 2 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'indiana',
    name: 'Indiana',
    entity: 'llc',
    from: {
      usd: 95,
      confidence: 'corroborated',
      url: 'https://www.in.gov/sos/business/files/20250326-IR-075250155FNA.pdf',
    },
    to: {
      usd: 95,
      confidence: 'corroborated',
      url: 'https://howtostartanllc.com/indiana-llc/cost-to-form',
      checkedOn: '2026-12-04',
      note: "Given by howtostartanllc.com, businessanywhere.io, StartupSole, OrderToAI; not read on the state's own site. 4 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'indiana',
    name: 'Indiana',
    entity: 'corporation',
    from: { usd: 95, confidence: 'estimate', url: null },
    to: {
      usd: 95,
      confidence: 'estimate',
      url: null,
      checkedOn: '2026-12-04',
      note: 'No source read gives this total. 1 source(s) read give another figure.',
    },
    parts: [],
  },
  {
    slug: 'indiana',
    name: 'Indiana',
    entity: 'nonprofit',
    from: { usd: 20, confidence: 'single', url: 'http://www.ai.org/sos/business/3792.htm' },
    to: {
      usd: 20,
      confidence: 'single',
      url: 'http://www.ai.org/sos/business/3792.htm',
      checkedOn: '2026-12-04',
      note: "Given by ai.org; not read on the state's own site. 2 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'iowa',
    name: 'Iowa',
    entity: 'llc',
    from: {
      usd: 50,
      confidence: 'corroborated',
      url: 'https://sos.iowa.gov/businesses/business-entity-forms-and-fees',
    },
    to: {
      usd: 50,
      confidence: 'corroborated',
      url: 'https://www.iasourcelink.com/licensing/detail/certificate-of-organization-limited-liability-co',
      checkedOn: '2026-12-04',
      note: "Given by iasourcelink.com, laws9.com, llcuniversity.com, formanllc.org, llciyo.com, StartupSole, OrderToAI; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'iowa',
    name: 'Iowa',
    entity: 'corporation',
    from: {
      usd: 50,
      confidence: 'single',
      url: 'https://codes.findlaw.com/ia/title-xii-business-entities-chs-486-504c/ia-code-sect-490-122/',
    },
    to: {
      usd: 50,
      confidence: 'corroborated',
      url: 'https://codes.findlaw.com/ia/title-xii-business-entities-chs-486-504c/ia-code-sect-490-122/',
      checkedOn: '2026-12-04',
      note: "Given by findlaw.com, laws9.com, legalclarity.org, bizlauncher.co; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'iowa',
    name: 'Iowa',
    entity: 'nonprofit',
    from: { usd: 20, confidence: 'estimate', url: null },
    to: {
      usd: 20,
      confidence: 'single',
      url: 'https://articlesofincorporation.org/ia/iowa-articles-of-incorporation-domestic-nonprofit-corporation',
      checkedOn: '2026-12-04',
      note: "Given by articlesofincorporation.org; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'kansas',
    name: 'Kansas',
    entity: 'llc',
    from: {
      usd: 85,
      confidence: 'corroborated',
      url: 'https://www.sos.ks.gov/forms/business_services/DL.pdf',
    },
    to: {
      usd: 85,
      confidence: 'corroborated',
      url: 'https://www.sos.ks.gov/forms/business_services/lc.pdf',
      checkedOn: '2026-12-04',
      note: "Given by StartupSole, OrderToAI; not read on the state's own site. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'kansas',
    name: 'Kansas',
    entity: 'corporation',
    from: {
      usd: 100,
      confidence: 'single',
      url: 'http://help.bizlauncher.co/en/articles/1521651-forming-a-corporation-in-kansas',
    },
    to: {
      usd: 90,
      confidence: 'corroborated',
      url: 'http://help.bizlauncher.co/en/articles/1521651-forming-a-corporation-in-kansas',
      checkedOn: '2026-12-04',
      note: "Given by bizlauncher.co, ljworld.com; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'kansas',
    name: 'Kansas',
    entity: 'nonprofit',
    from: { usd: 20, confidence: 'estimate', url: null },
    to: {
      usd: 20,
      confidence: 'corroborated',
      url: 'https://www.nolo.com/legal-encyclopedia/forming-nonprofit-corporation-kansas-36064.html',
      checkedOn: '2026-12-04',
      note: "Given by nolo.com, myrenosi.com; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'kentucky',
    name: 'Kentucky',
    entity: 'llc',
    from: {
      usd: 40,
      confidence: 'official',
      url: 'https://sos.ky.gov/bus/business-filings/Pages/Fees.aspx',
    },
    to: {
      usd: 40,
      confidence: 'official',
      url: 'https://sos.ky.gov/bus/business-filings/Pages/Fees.aspx',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, sos.ky.gov.",
    },
    parts: [],
  },
  {
    slug: 'kentucky',
    name: 'Kentucky',
    entity: 'corporation',
    from: {
      usd: 50,
      confidence: 'official',
      url: 'https://sos.ky.gov/bus/business-filings/Pages/Fees.aspx',
    },
    to: {
      usd: 50,
      confidence: 'single',
      url: 'https://www.incfile.com/kentucky-corporation/',
      checkedOn: '2026-12-04',
      note: "Given by incfile.com; not read on the state's own site. Parts: Articles of Incorporation $40 + Organization tax (KRS 136.060), minimum $10. 1 source(s) read give another figure.",
    },
    parts: [
      { label: 'Articles of Incorporation', usd: 40, kind: 'filing' },
      { label: 'Organization tax (KRS 136.060), minimum', usd: 10, kind: 'required' },
    ],
  },
  {
    slug: 'kentucky',
    name: 'Kentucky',
    entity: 'nonprofit',
    from: {
      usd: 8,
      confidence: 'official',
      url: 'https://sos.ky.gov/bus/business-filings/Pages/Fees.aspx',
    },
    to: {
      usd: 8,
      confidence: 'official',
      url: 'https://sos.ky.gov/bus/business-filings/Pages/Fees.aspx',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, sos.ky.gov. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'louisiana',
    name: 'Louisiana',
    entity: 'llc',
    from: { usd: 100, confidence: 'official', url: 'https://legis.la.gov/legis/Law.aspx?d=103670' },
    to: {
      usd: 100,
      confidence: 'official',
      url: 'https://legis.la.gov/legis/Law.aspx?d=103670',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, legis.la.gov. 3 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'louisiana',
    name: 'Louisiana',
    entity: 'corporation',
    from: { usd: 75, confidence: 'official', url: 'https://legis.la.gov/legis/Law.aspx?d=103670' },
    to: {
      usd: 75,
      confidence: 'official',
      url: 'https://legis.la.gov/legis/Law.aspx?d=103670',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, legis.la.gov. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'louisiana',
    name: 'Louisiana',
    entity: 'nonprofit',
    from: {
      usd: 75,
      confidence: 'single',
      url: 'http://rcdii.com/louisiana-nonprofit-articles-of-incorporation.html',
    },
    to: {
      usd: 75,
      confidence: 'corroborated',
      url: 'http://rcdii.com/louisiana-nonprofit-articles-of-incorporation.html',
      checkedOn: '2026-12-04',
      note: "Given by rcdii.com, nolo.com; not read on the state's own site. 2 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'maine',
    name: 'Maine',
    entity: 'llc',
    from: {
      usd: 175,
      confidence: 'corroborated',
      url: 'https://www.maine.gov/sos/corporations-commissions/i-need-a-business-form/limited-liability-company-forms',
    },
    to: {
      usd: 175,
      confidence: 'corroborated',
      url: 'http://formanllc.org/me-2/form-a-domestic-limited-liability-company-in-maine-limited-liability-company-certificate-of-formation-form-mllc-6/',
      checkedOn: '2026-12-04',
      note: "Given by formanllc.org, startabusiness.org, llcuniversity.com, reference180.com, signnow.com, findlegalforms.com, StartupSole, OrderToAI; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'maine',
    name: 'Maine',
    entity: 'corporation',
    from: {
      usd: 145,
      confidence: 'single',
      url: 'http://rcdii.com/maine-articles-of-incorporation.html',
    },
    to: {
      usd: 145,
      confidence: 'corroborated',
      url: 'http://rcdii.com/maine-articles-of-incorporation.html',
      checkedOn: '2026-12-04',
      note: "Given by rcdii.com, legalclarity.org, startabusiness.org, reference180.com, findlegalforms.com; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'maine',
    name: 'Maine',
    entity: 'nonprofit',
    from: {
      usd: 40,
      confidence: 'single',
      url: 'http://rcdii.com/maine-nonprofit-articles-of-incorporation.html',
    },
    to: {
      usd: 40,
      confidence: 'corroborated',
      url: 'https://articlesofincorporation.org/me/maine-articles-of-incorporation-domestic-nonprofit-corporation-form-mnpca-6',
      checkedOn: '2026-12-04',
      note: "Given by articlesofincorporation.org, rcdii.com, startabusiness.org; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'maryland',
    name: 'Maryland',
    entity: 'llc',
    from: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://dat.maryland.gov/businesses/Documents/FEES.pdf',
    },
    to: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://quickbooks.intuit.com/r/maryland/how-to-start-llc-in-maryland/',
      checkedOn: '2026-12-04',
      note: "Given by intuit.com, laws.com, formanllc.org, limitedliabilitycompanycenter.com, StartupSole, OrderToAI; not read on the state's own site. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'maryland',
    name: 'Maryland',
    entity: 'corporation',
    from: {
      usd: 120,
      confidence: 'official',
      url: 'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gca&section=1-203&enactments=false',
    },
    to: {
      usd: 120,
      confidence: 'corroborated',
      url: 'https://articlesofincorporation.org/md/maryland-articles-of-incorporation-for-a-stock-corporation',
      checkedOn: '2026-12-04',
      note: "Given by articlesofincorporation.org, rcdii.com, findlegalforms.com; not read on the state's own site. Parts: Articles of Incorporation processing fee $100 + Organization and capitalization fee (minimum) $20. 1 source(s) read give another figure.",
    },
    parts: [
      { label: 'Articles of Incorporation processing fee', usd: 100, kind: 'filing' },
      { label: 'Organization and capitalization fee (minimum)', usd: 20, kind: 'required' },
    ],
  },
  {
    slug: 'maryland',
    name: 'Maryland',
    entity: 'nonprofit',
    from: {
      usd: 170,
      confidence: 'single',
      url: 'https://www.harborcompliance.com/maryland-nonprofit-articles-of-incorporation',
    },
    to: {
      usd: 170,
      confidence: 'corroborated',
      url: 'https://www.harborcompliance.com/maryland-nonprofit-articles-of-incorporation',
      checkedOn: '2026-12-04',
      note: "Given by harborcompliance.com, rcdii.com; not read on the state's own site. Parts: Articles of Incorporation processing fee $100 + Organization and capitalization fee (nonstock) $20 + Nonprofit Development Center Program fee (501(c)(3)/(4)/(6)) $50. 1 source(s) read give another figure.",
    },
    parts: [
      { label: 'Articles of Incorporation processing fee', usd: 100, kind: 'filing' },
      { label: 'Organization and capitalization fee (nonstock)', usd: 20, kind: 'required' },
      {
        label: 'Nonprofit Development Center Program fee (501(c)(3)/(4)/(6))',
        usd: 50,
        kind: 'required',
      },
    ],
  },
  {
    slug: 'massachusetts',
    name: 'Massachusetts',
    entity: 'llc',
    from: {
      usd: 500,
      confidence: 'corroborated',
      url: 'https://www.sec.state.ma.us/divisions/corporations/general-information/corporations-filing-fees.htm',
    },
    to: {
      usd: 520,
      confidence: 'corroborated',
      url: 'https://bestllcservices.com/massachusetts-llc-certificate-of-organization/',
      checkedOn: '2026-12-04',
      note: "Given by bestllcservices.com, limitedliabilitycompanycenter.com; not read on the state's own site. Parts: Certificate of Organization $500 + Expedite charge on fax/online filings $20. 5 source(s) read give another figure.",
    },
    parts: [
      { label: 'Certificate of Organization', usd: 500, kind: 'filing' },
      { label: 'Expedite charge on fax/online filings', usd: 20, kind: 'online' },
    ],
  },
  {
    slug: 'massachusetts',
    name: 'Massachusetts',
    entity: 'corporation',
    from: {
      usd: 275,
      confidence: 'single',
      url: 'https://web.archive.org/web/20220514055538/https://www.sec.state.ma.us/cor/corfees.htm',
    },
    to: {
      usd: 275,
      confidence: 'corroborated',
      url: 'http://fgks.org/proxy/index.php?q=aHR0cHM6Ly93ZWIuYXJjaGl2ZS5vcmcvd2ViLzIwMjIwNTE0MDU1NTM4L2h0dHBzOi8vd3d3LnNlYy5zdGF0ZS5tYS51cy9jb3IvY29yZmVlcy5odG0%3D',
      checkedOn: '2026-12-04',
      note: "Given by fgks.org, articlesofincorporation.org, rcdii.com, findlegalforms.com; not read on the state's own site. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'massachusetts',
    name: 'Massachusetts',
    entity: 'nonprofit',
    from: {
      usd: 35,
      confidence: 'single',
      url: 'https://www.harborcompliance.com/massachusetts-nonprofit-articles-of-incorporation',
    },
    to: {
      usd: 35,
      confidence: 'estimate',
      url: null,
      checkedOn: '2026-12-04',
      note: 'No source read gives this total. 3 source(s) read give another figure.',
    },
    parts: [],
  },
  {
    slug: 'michigan',
    name: 'Michigan',
    entity: 'llc',
    from: {
      usd: 50,
      confidence: 'corroborated',
      url: 'https://www.michigan.gov/lara/-/media/Project/Websites/lara/cscl/Folder6/Filing_Fees.pdf',
    },
    to: {
      usd: 50,
      confidence: 'official',
      url: 'https://legislature.mi.gov/documents/2003-2004/billengrossed/Senate/htm/2003-SEBH-0359.htm',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, legislature.mi.gov.",
    },
    parts: [],
  },
  {
    slug: 'michigan',
    name: 'Michigan',
    entity: 'corporation',
    from: {
      usd: 60,
      confidence: 'single',
      url: 'https://instalawyer.io/laws/michigan-compiled-laws/section-4502062-organization-and',
    },
    to: {
      usd: 60,
      confidence: 'single',
      url: 'https://articlesofincorporation.org/mi/michigan-articles-of-incorporation-for-use-by-domestic-profit-corporation-form-csclcd-500',
      checkedOn: '2026-12-04',
      note: "Given by articlesofincorporation.org; not read on the state's own site. Parts: Articles of Incorporation filing fee $10 + Organization and admission fee (60,000 or fewer authorized shares) $50.",
    },
    parts: [
      { label: 'Articles of Incorporation filing fee', usd: 10, kind: 'filing' },
      {
        label: 'Organization and admission fee (60,000 or fewer authorized shares)',
        usd: 50,
        kind: 'required',
      },
    ],
  },
  {
    slug: 'michigan',
    name: 'Michigan',
    entity: 'nonprofit',
    from: {
      usd: 20,
      confidence: 'official',
      url: 'https://ombudsman.legislature.mi.gov/documents/2015-2016/billconcurred/House/htm/2015-HCB-4384.htm',
    },
    to: {
      usd: 20,
      confidence: 'corroborated',
      url: 'https://articlesofincorporation.org/mi/michigan-articles-of-incorporation-for-use-by-a-nonprofit-corporation',
      checkedOn: '2026-12-04',
      note: "Given by articlesofincorporation.org, dmlp.org, legalclarity.org; not read on the state's own site. 2 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'minnesota',
    name: 'Minnesota',
    entity: 'llc',
    from: {
      usd: 155,
      confidence: 'corroborated',
      url: 'https://www.sos.mn.gov/media/1378/businessentityfees.pdf',
    },
    to: {
      usd: 155,
      confidence: 'corroborated',
      url: 'http://formanllc.org/mn/how-to-form-a-domestic-limited-liability-company-in-minnesota-limited-liability-company-articles-of-organization/',
      checkedOn: '2026-12-04',
      note: "Given by formanllc.org, StartupSole, OrderToAI; not read on the state's own site. Parts: Articles of Organization (mail fee) $135 + Online/in-person expedited filing increment $20. 2 source(s) read give another figure.",
    },
    parts: [
      { label: 'Articles of Organization (mail fee)', usd: 135, kind: 'filing' },
      { label: 'Online/in-person expedited filing increment', usd: 20, kind: 'online' },
    ],
  },
  {
    slug: 'minnesota',
    name: 'Minnesota',
    entity: 'corporation',
    from: {
      usd: 155,
      confidence: 'official',
      url: 'https://www.sos.state.mn.us/business-liens/start-a-business/business-filing-certification-fee-schedule/',
    },
    to: {
      usd: 155,
      confidence: 'official',
      url: 'https://sos.mn.gov/business-liens/business-forms-fees/business-filing-certification-fee-schedule',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, sos.mn.gov. Parts: Articles of Incorporation (mail fee) $135 + Online/in-person expedited filing increment $20. 1 source(s) read give another figure.",
    },
    parts: [
      { label: 'Articles of Incorporation (mail fee)', usd: 135, kind: 'filing' },
      { label: 'Online/in-person expedited filing increment', usd: 20, kind: 'online' },
    ],
  },
  {
    slug: 'minnesota',
    name: 'Minnesota',
    entity: 'nonprofit',
    from: {
      usd: 90,
      confidence: 'single',
      url: 'https://fill.io/Office-of-the-Minnesota-Secretary-of-State-192d65b7',
    },
    to: {
      usd: 90,
      confidence: 'corroborated',
      url: 'https://fill.io/Office-of-the-Minnesota-Secretary-of-State-192d65b7',
      checkedOn: '2026-12-04',
      note: "Given by fill.io, rcdii.com, 501c3.app; not read on the state's own site. Parts: Articles of Incorporation, nonprofit (mail fee) $70 + Online/in-person expedited filing increment $20. 1 source(s) read give another figure.",
    },
    parts: [
      { label: 'Articles of Incorporation, nonprofit (mail fee)', usd: 70, kind: 'filing' },
      { label: 'Online/in-person expedited filing increment', usd: 20, kind: 'online' },
    ],
  },
  {
    slug: 'mississippi',
    name: 'Mississippi',
    entity: 'llc',
    from: {
      usd: 50,
      confidence: 'corroborated',
      url: 'https://www.sos.ms.gov/sites/default/files/fees_and_forms/Services%20%26%20Fees%20Document.pdf',
    },
    to: {
      usd: 50,
      confidence: 'corroborated',
      url: 'https://law.justia.com/codes/mississippi/2019/title-79/chapter-29/article-12/section-79-29-1203/index.html',
      checkedOn: '2026-12-04',
      note: "Given by justia.com, formanllc.org, llcuniversity.com, limitedliabilitycompanycenter.com, startabusiness.org, StartupSole, OrderToAI; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'mississippi',
    name: 'Mississippi',
    entity: 'corporation',
    from: {
      usd: 50,
      confidence: 'single',
      url: 'https://codes.findlaw.com/ms/title-79-corporations-associations-and-partnerships/ms-code-sect-79-4-1-22/',
    },
    to: {
      usd: 50,
      confidence: 'corroborated',
      url: 'https://codes.findlaw.com/ms/title-79-corporations-associations-and-partnerships/ms-code-sect-79-4-1-22/',
      checkedOn: '2026-12-04',
      note: "Given by findlaw.com, startabusiness.org; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'mississippi',
    name: 'Mississippi',
    entity: 'nonprofit',
    from: {
      usd: 50,
      confidence: 'single',
      url: 'https://harborcompliance.com/mississippi-nonprofit-articles-of-incorporation',
    },
    to: {
      usd: 50,
      confidence: 'corroborated',
      url: 'https://harborcompliance.com/mississippi-nonprofit-articles-of-incorporation',
      checkedOn: '2026-12-04',
      note: "Given by harborcompliance.com, articlesofincorporation.org, goodcircles.org, startabusiness.org; not read on the state's own site. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'missouri',
    name: 'Missouri',
    entity: 'llc',
    from: {
      usd: 50,
      confidence: 'corroborated',
      url: 'https://www.sos.mo.gov/CMSImages/Business/fees.pdf',
    },
    to: {
      usd: 50,
      confidence: 'corroborated',
      url: 'https://llcformations.com/missouri-llc/articles-of-organization/',
      checkedOn: '2026-12-04',
      note: "Given by llcformations.com, startabusiness.org, StartupSole, OrderToAI; not read on the state's own site. 2 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'missouri',
    name: 'Missouri',
    entity: 'corporation',
    from: {
      usd: 58,
      confidence: 'official',
      url: 'https://www.sos.mo.gov/business/corporations/Business',
    },
    to: {
      usd: 58,
      confidence: 'official',
      url: 'https://www.sos.mo.gov/business/corporations/Business',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, www.sos.mo.gov. Parts: Incorporation fee (first $30,000 of authorized shares) $50 + Certificate of incorporation issuance fee $3 + Technology Trust Fund fee $5. 1 source(s) read give another figure.",
    },
    parts: [
      { label: 'Incorporation fee (first $30,000 of authorized shares)', usd: 50, kind: 'filing' },
      { label: 'Certificate of incorporation issuance fee', usd: 3, kind: 'required' },
      { label: 'Technology Trust Fund fee', usd: 5, kind: 'required' },
    ],
  },
  {
    slug: 'missouri',
    name: 'Missouri',
    entity: 'nonprofit',
    from: {
      usd: 25,
      confidence: 'estimate',
      url: 'http://revisor.mo.gov/main/OneSection.aspx?section=355.021',
    },
    to: {
      usd: 25,
      confidence: 'corroborated',
      url: 'https://startabusiness.org/mo/corporation/domestic/',
      checkedOn: '2026-12-04',
      note: "Given by startabusiness.org, wikiform.org; not read on the state's own site. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'montana',
    name: 'Montana',
    entity: 'llc',
    from: { usd: 35, confidence: 'corroborated', url: 'https://sosmt.gov/business/fees/' },
    to: {
      usd: 35,
      confidence: 'corroborated',
      url: 'http://www.filingsmadeeasy.com/montana/llc/',
      checkedOn: '2026-12-04',
      note: "Given by filingsmadeeasy.com, StartupSole, OrderToAI; not read on the state's own site. 3 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'montana',
    name: 'Montana',
    entity: 'corporation',
    from: {
      usd: 35,
      confidence: 'official',
      url: 'https://rules.mt.gov/gateway/showNoticefile.asp?TID=10966',
    },
    to: {
      usd: 35,
      confidence: 'official',
      url: 'https://rules.mt.gov/gateway/showNoticefile.asp?TID=10966',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, rules.mt.gov. 2 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'montana',
    name: 'Montana',
    entity: 'nonprofit',
    from: {
      usd: 20,
      confidence: 'single',
      url: 'https://fill.io/STATE-OF-MONTANA-ARTICLES-of-INCORPORATION-for-DOMESTIC-ad2b85da',
    },
    to: {
      usd: 20,
      confidence: 'corroborated',
      url: 'https://39276.bndtmqurk.asia/BookView/ShowContent.asp?BD=12%2F2%2F2024&ID=553&SL=Chpt',
      checkedOn: '2026-12-04',
      note: "Given by bndtmqurk.asia, fill.io, mt.us; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'nebraska',
    name: 'Nebraska',
    entity: 'llc',
    from: {
      usd: 100,
      confidence: 'official',
      url: 'http://nebraskalegislature.gov/laws/statutes.php?statute=21-192',
    },
    to: {
      usd: 100,
      confidence: 'official',
      url: 'http://nebraskalegislature.gov/laws/statutes.php?statute=21-192',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, nebraskalegislature.gov. 3 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'nebraska',
    name: 'Nebraska',
    entity: 'corporation',
    from: {
      usd: 60,
      confidence: 'official',
      url: 'https://sos.nebraska.gov/business-services/forms-and-fee-information',
    },
    to: {
      usd: 65,
      confidence: 'official',
      url: 'https://sos.nebraska.gov/business-services/forms-and-fee-information',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, sos.nebraska.gov. Parts: Articles of Incorporation (authorized capital stock $10,000 or less) $60 + Recording fee, $5 per page (one-page minimum) $5. 1 source(s) read give another figure.",
    },
    parts: [
      {
        label: 'Articles of Incorporation (authorized capital stock $10,000 or less)',
        usd: 60,
        kind: 'filing',
      },
      { label: 'Recording fee, $5 per page (one-page minimum)', usd: 5, kind: 'required' },
    ],
  },
  {
    slug: 'nebraska',
    name: 'Nebraska',
    entity: 'nonprofit',
    from: {
      usd: 10,
      confidence: 'single',
      url: 'https://startabusiness.org/ne/corporation/domestic/',
    },
    to: {
      usd: 15,
      confidence: 'single',
      url: 'https://startabusiness.org/ne/corporation/domestic/',
      checkedOn: '2026-12-04',
      note: "Given by startabusiness.org; not read on the state's own site. Parts: Articles of Incorporation (nonprofit) $10 + Recording fee, $5 per page (one-page minimum) $5.",
    },
    parts: [
      { label: 'Articles of Incorporation (nonprofit)', usd: 10, kind: 'filing' },
      { label: 'Recording fee, $5 per page (one-page minimum)', usd: 5, kind: 'required' },
    ],
  },
  {
    slug: 'nevada',
    name: 'Nevada',
    entity: 'llc',
    from: {
      usd: 425,
      confidence: 'corroborated',
      url: 'https://lawserver.com/law/state/nevada/nrs/nevada_revised_statutes_86-561',
    },
    to: {
      usd: 425,
      confidence: 'corroborated',
      url: 'https://fastdemocracy.com/bill-summary/?billsummary_id=NVB00008749&billsummary_session=83&billsummary_state=nv',
      checkedOn: '2026-12-04',
      note: "Given by fastdemocracy.com, legalclarity.org, StartupSole; not read on the state's own site. Parts: Articles of Organization $75 + Initial List of Managers or Managing Members $150 + State Business License $200. 2 source(s) read give another figure.",
    },
    parts: [
      { label: 'Articles of Organization', usd: 75, kind: 'filing' },
      { label: 'Initial List of Managers or Managing Members', usd: 150, kind: 'required' },
      { label: 'State Business License', usd: 200, kind: 'required' },
    ],
  },
  {
    slug: 'nevada',
    name: 'Nevada',
    entity: 'corporation',
    from: { usd: 425, confidence: 'estimate', url: 'http://nv.elaws.us/nrs/78.760' },
    to: {
      usd: 725,
      confidence: 'estimate',
      url: null,
      checkedOn: '2026-12-04',
      note: 'No source read gives this total. Parts: Articles of Incorporation (authorized stock value $75,000 or less) $75 + Initial List of Officers and Directors (figure not confirmed by a source read) $150 + State Business License (NRS 78 corporation) $500. 1 source(s) read give another figure.',
    },
    parts: [
      {
        label: 'Articles of Incorporation (authorized stock value $75,000 or less)',
        usd: 75,
        kind: 'filing',
      },
      {
        label: 'Initial List of Officers and Directors (figure not confirmed by a source read)',
        usd: 150,
        kind: 'required',
      },
      { label: 'State Business License (NRS 78 corporation)', usd: 500, kind: 'required' },
    ],
  },
  {
    slug: 'nevada',
    name: 'Nevada',
    entity: 'nonprofit',
    from: { usd: 50, confidence: 'estimate', url: null },
    to: {
      usd: 50,
      confidence: 'single',
      url: 'https://www.nolo.com/legal-encyclopedia/forming-nonprofit-corporation-nevada-36075.html',
      checkedOn: '2026-12-04',
      note: "Given by nolo.com; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'new-hampshire',
    name: 'New Hampshire',
    entity: 'llc',
    from: {
      usd: 100,
      confidence: 'official',
      url: 'http://gencourt.state.nh.us/rsa/html/XXVIII/304-C/304-C-191.htm',
    },
    to: {
      usd: 102,
      confidence: 'corroborated',
      url: 'https://search-sos.org/how-to-start-an-llc-in-new-hampshire/',
      checkedOn: '2026-12-04',
      note: "Given by search-sos.org, venturesmarter.com, StartupSole, OrderToAI; not read on the state's own site. Parts: Certificate of Formation (Form LLC-1) $100 + Electronic payment handling charge (RSA 5:10-a) $2. 2 source(s) read give another figure.",
    },
    parts: [
      { label: 'Certificate of Formation (Form LLC-1)', usd: 100, kind: 'filing' },
      { label: 'Electronic payment handling charge (RSA 5:10-a)', usd: 2, kind: 'online' },
    ],
  },
  {
    slug: 'new-hampshire',
    name: 'New Hampshire',
    entity: 'corporation',
    from: {
      usd: 100,
      confidence: 'single',
      url: 'https://law.uslawyerdatabase.com/us-law/2022-new-hampshire-revised-statutes/title-xxvii-corporations-associations-and-proprietors-of-common-lands/title-293-a-new-hampshire-business-corporation-act',
    },
    to: {
      usd: 102,
      confidence: 'estimate',
      url: null,
      checkedOn: '2026-12-04',
      note: 'No source read gives this total. Parts: Articles of Incorporation $100 + Electronic payment handling charge (RSA 5:10-a) $2. 3 source(s) read give another figure.',
    },
    parts: [
      { label: 'Articles of Incorporation', usd: 100, kind: 'filing' },
      { label: 'Electronic payment handling charge (RSA 5:10-a)', usd: 2, kind: 'online' },
    ],
  },
  {
    slug: 'new-hampshire',
    name: 'New Hampshire',
    entity: 'nonprofit',
    from: {
      usd: 25,
      confidence: 'single',
      url: 'https://app.labyrinthinc.com/new-hampshire-nonprofit-articles-of-incorporation',
    },
    to: {
      usd: 32,
      confidence: 'estimate',
      url: null,
      checkedOn: '2026-12-04',
      note: 'No source read gives this total. Parts: Articles of Agreement (Form NP-1) $25 + Electronic payment handling charge (RSA 5:10-a) $2 + Filing a copy with the town or city clerk (paid to the town/city) $5. 1 source(s) read give another figure.',
    },
    parts: [
      { label: 'Articles of Agreement (Form NP-1)', usd: 25, kind: 'filing' },
      { label: 'Electronic payment handling charge (RSA 5:10-a)', usd: 2, kind: 'online' },
      {
        label: 'Filing a copy with the town or city clerk (paid to the town/city)',
        usd: 5,
        kind: 'required',
      },
    ],
  },
  {
    slug: 'new-jersey',
    name: 'New Jersey',
    entity: 'llc',
    from: {
      usd: 125,
      confidence: 'corroborated',
      url: 'https://lawserver.com/law/state/new-jersey/nj-laws/new_jersey_laws_42_2c-93',
    },
    to: {
      usd: 125,
      confidence: 'corroborated',
      url: 'https://lawserver.com/law/state/new-jersey/nj-laws/new_jersey_laws_42_2c-93',
      checkedOn: '2026-12-04',
      note: "Given by lawserver.com, search-sos.org, legalclarity.org, creditdonkey.com, OrderToAI; not read on the state's own site. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'new-jersey',
    name: 'New Jersey',
    entity: 'corporation',
    from: {
      usd: 125,
      confidence: 'single',
      url: 'https://law.onecle.com/new-jersey/title-14a/14a-15-2.html',
    },
    to: {
      usd: 125,
      confidence: 'corroborated',
      url: 'https://law.onecle.com/new-jersey/title-14a/14a-15-2.html',
      checkedOn: '2026-12-04',
      note: "Given by onecle.com, thelegalassistant.com, reference180.com, eatsip365.com; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'new-jersey',
    name: 'New Jersey',
    entity: 'nonprofit',
    from: { usd: 75, confidence: 'single', url: 'http://dmlp.org/node/1066' },
    to: {
      usd: 75,
      confidence: 'corroborated',
      url: 'http://www.dmlp.org/legal-guide/forming-nonprofit-corporation-new-jersey',
      checkedOn: '2026-12-04',
      note: "Given by dmlp.org, 501c3.app; not read on the state's own site. 2 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'new-mexico',
    name: 'New Mexico',
    entity: 'llc',
    from: { usd: 50, confidence: 'corroborated', url: 'https://www.sos.nm.gov/business-services/' },
    to: {
      usd: 50,
      confidence: 'corroborated',
      url: 'https://casetext.com/statute/new-mexico-statutes-1978/chapter-53-corporations/article-19-limited-liability-companies/section-53-19-63-filing-service-and-copying-fees',
      checkedOn: '2026-12-04',
      note: "Given by casetext.com, lawserver.com, llcformations.com, StartupSole, OrderToAI; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'new-mexico',
    name: 'New Mexico',
    entity: 'corporation',
    from: { usd: 100, confidence: 'official', url: 'http://nmprc.state.nm.us/cfees.htm' },
    to: {
      usd: 100,
      confidence: 'official',
      url: 'http://nmprc.state.nm.us/cfees.htm',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, nmprc.state.nm.us.",
    },
    parts: [],
  },
  {
    slug: 'new-mexico',
    name: 'New Mexico',
    entity: 'nonprofit',
    from: {
      usd: 25,
      confidence: 'single',
      url: 'https://getpocketlaw.com/law/state_new_mexico/section-53-8-85-fees-for-filing-documents-and-issuing-certificates_a64101c04c9d',
    },
    to: {
      usd: 25,
      confidence: 'corroborated',
      url: 'https://instalawyer.io/laws/2021-new-mexico-statutes/section-53-8-85-fees-for',
      checkedOn: '2026-12-04',
      note: "Given by instalawyer.io, harborcompliance.com, startabusiness.org; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'new-york',
    name: 'New York',
    entity: 'llc',
    from: { usd: 200, confidence: 'corroborated', url: 'https://dos.ny.gov/fee-schedules' },
    to: {
      usd: 200,
      confidence: 'official',
      url: 'https://nysenate.gov/legislation/laws/LLC/1101',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, nysenate.gov.",
    },
    parts: [],
  },
  {
    slug: 'new-york',
    name: 'New York',
    entity: 'corporation',
    from: {
      usd: 125,
      confidence: 'single',
      url: 'https://law.justia.com/codes/new-york/2006/business-corporation/bsc0104-a_104-a.html',
    },
    to: {
      usd: 135,
      confidence: 'single',
      url: 'https://findlegalforms.com/articles/?p=244',
      checkedOn: '2026-12-04',
      note: "Given by findlegalforms.com; not read on the state's own site. Parts: Certificate of Incorporation $125 + Organization tax on shares (Tax Law \u00a7 180), minimum $10. 2 source(s) read give another figure.",
    },
    parts: [
      { label: 'Certificate of Incorporation', usd: 125, kind: 'filing' },
      {
        label: 'Organization tax on shares (Tax Law \u00a7 180), minimum',
        usd: 10,
        kind: 'required',
      },
    ],
  },
  {
    slug: 'new-york',
    name: 'New York',
    entity: 'nonprofit',
    from: {
      usd: 75,
      confidence: 'single',
      url: 'http://law.justia.com/newyork/codes/not-for-profit-corporation/npc0104-a_104-a.html',
    },
    to: {
      usd: 75,
      confidence: 'single',
      url: 'http://law.justia.com/newyork/codes/not-for-profit-corporation/npc0104-a_104-a.html',
      checkedOn: '2026-12-04',
      note: "Given by justia.com; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'north-carolina',
    name: 'North Carolina',
    entity: 'llc',
    from: {
      usd: 125,
      confidence: 'official',
      url: 'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_57D/GS_57D-1-22.html',
    },
    to: {
      usd: 125,
      confidence: 'official',
      url: 'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_57D/GS_57D-1-22.html',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, www.ncleg.gov.",
    },
    parts: [],
  },
  {
    slug: 'north-carolina',
    name: 'North Carolina',
    entity: 'corporation',
    from: {
      usd: 125,
      confidence: 'official',
      url: 'https://sosnc.gov/fees/by_title/_Business_Registration',
    },
    to: {
      usd: 125,
      confidence: 'official',
      url: 'https://sosnc.gov/fees/by_title/_Business_Registration',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, sosnc.gov.",
    },
    parts: [],
  },
  {
    slug: 'north-carolina',
    name: 'North Carolina',
    entity: 'nonprofit',
    from: {
      usd: 60,
      confidence: 'single',
      url: 'https://law.justia.com/codes/north-carolina/2009/Chapter_55A/GS_55A-1-22.html',
    },
    to: {
      usd: 60,
      confidence: 'corroborated',
      url: 'https://law.justia.com/codes/north-carolina/2009/Chapter_55A/GS_55A-1-22.html',
      checkedOn: '2026-12-04',
      note: "Given by justia.com, laws.com, harborcompliance.com; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'north-dakota',
    name: 'North Dakota',
    entity: 'llc',
    from: {
      usd: 135,
      confidence: 'corroborated',
      url: 'https://www.sos.nd.gov/business/business-services/business-structures/limited-liability-company-llc',
    },
    to: {
      usd: 135,
      confidence: 'corroborated',
      url: 'https://howtostartanllc.com/north-dakota-llc/cost-to-form',
      checkedOn: '2026-12-04',
      note: "Given by howtostartanllc.com, venturesmarter.com, zenind.com, llcinfo.com, reference180.com, howtostartanllc.org, StartupSole, OrderToAI; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'north-dakota',
    name: 'North Dakota',
    entity: 'corporation',
    from: {
      usd: 100,
      confidence: 'single',
      url: 'https://www.lawserver.com/law/state/north-dakota/nd-code/north_dakota_code_10_19-1_147',
    },
    to: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://www.lawserver.com/law/state/north-dakota/nd-code/north_dakota_code_10_19-1_147',
      checkedOn: '2026-12-04',
      note: "Given by lawserver.com, startabusiness.org, northdakotaregisteredagent.com, reference180.com, fill.io; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'north-dakota',
    name: 'North Dakota',
    entity: 'nonprofit',
    from: {
      usd: 40,
      confidence: 'single',
      url: 'https://casetext.com/statute/north-dakota-century-code/title-10-corporations/chapter-10-33-nonprofit-corporations/section-10-33-140-see-note-secretary-of-state-fees-and-charges/1',
    },
    to: {
      usd: 40,
      confidence: 'corroborated',
      url: 'https://casetext.com/statute/north-dakota-century-code/title-10-corporations/chapter-10-33-nonprofit-corporations/section-10-33-140-see-note-secretary-of-state-fees-and-charges/1',
      checkedOn: '2026-12-04',
      note: "Given by casetext.com, formsbank.com, startabusiness.org; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'ohio',
    name: 'Ohio',
    entity: 'llc',
    from: {
      usd: 99,
      confidence: 'corroborated',
      url: 'https://www.ohiosos.gov/business/business-filing-forms',
    },
    to: {
      usd: 99,
      confidence: 'corroborated',
      url: 'https://startabusiness.org/oh/llc/domestic/',
      checkedOn: '2026-12-04',
      note: "Given by startabusiness.org, llcuniversity.com, llcformations.com, cimphony.ai, StartupSole, OrderToAI; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'ohio',
    name: 'Ohio',
    entity: 'corporation',
    from: {
      usd: 99,
      confidence: 'single',
      url: 'https://startabusiness.org/oh/corporation/domestic/',
    },
    to: {
      usd: 99,
      confidence: 'corroborated',
      url: 'https://www.northwestregisteredagent.com/corporation/ohio',
      checkedOn: '2026-12-04',
      note: "Given by northwestregisteredagent.com, startabusiness.org, drewstevenslaw.com, articlesofincorporation.org; not read on the state's own site. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'ohio',
    name: 'Ohio',
    entity: 'nonprofit',
    from: {
      usd: 99,
      confidence: 'single',
      url: 'https://ses.stf.com/bookmarks/Candice%20Butts/OH_wsw/0003/2023080413495947510834.htm',
    },
    to: {
      usd: 99,
      confidence: 'corroborated',
      url: 'https://ses.stf.com/bookmarks/Candice%20Butts/OH_wsw/0003/2023080413495947510834.htm',
      checkedOn: '2026-12-04',
      note: "Given by stf.com, harborcompliance.com; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'oklahoma',
    name: 'Oklahoma',
    entity: 'llc',
    from: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://www.sos.ok.gov/business/fees.aspx',
    },
    to: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://www.discern.com/resources/oklahoma-llc-formation',
      checkedOn: '2026-12-04',
      note: "Given by discern.com, llcrequirements.com, legalzoom.com, legalbeagle.com, StartupSole; not read on the state's own site. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'oklahoma',
    name: 'Oklahoma',
    entity: 'corporation',
    from: {
      usd: 50,
      confidence: 'single',
      url: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/oklahoma-statutes/title-18-corporations/chapter-22-oklahoma-general-corporation-act/miscellaneous-provisions/section-1142-filing-and-other-service-fees',
    },
    to: {
      usd: 50,
      confidence: 'corroborated',
      url: 'http://ok.elaws.us/os/18-1142',
      checkedOn: '2026-12-04',
      note: "Given by elaws.us, cloudfront.net, edocr.com, incfile.com, upcounsel.com; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'oklahoma',
    name: 'Oklahoma',
    entity: 'nonprofit',
    from: {
      usd: 25,
      confidence: 'single',
      url: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/oklahoma-statutes/title-18-corporations/chapter-22-oklahoma-general-corporation-act/miscellaneous-provisions/section-1142-filing-and-other-service-fees',
    },
    to: {
      usd: 25,
      confidence: 'corroborated',
      url: 'http://ok.elaws.us/os/18-1142',
      checkedOn: '2026-12-04',
      note: "Given by elaws.us, fill.io, justia.com, harborcompliance.com; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'oregon',
    name: 'Oregon',
    entity: 'llc',
    from: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://sos.oregon.gov/business/Documents/business-registry-forms/br-fee-schedule.pdf',
    },
    to: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://www.oregonlaws.org/ors/56.140',
      checkedOn: '2026-12-04',
      note: "Given by oregonlaws.org, instalawyer.io, llcoregon.org, upcounsel.com, StartupSole, OrderToAI; not read on the state's own site. 2 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'oregon',
    name: 'Oregon',
    entity: 'corporation',
    from: { usd: 100, confidence: 'single', url: 'https://www.oregonlaws.org/ors/56.140' },
    to: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://www.oregonlaws.org/ors/56.140',
      checkedOn: '2026-12-04',
      note: "Given by oregonlaws.org, instalawyer.io, startabusiness.org, terms.law; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'oregon',
    name: 'Oregon',
    entity: 'nonprofit',
    from: {
      usd: 50,
      confidence: 'single',
      url: 'https://www.harborcompliance.com/oregon-nonprofit-articles-of-incorporation',
    },
    to: {
      usd: 50,
      confidence: 'corroborated',
      url: 'https://www.harborcompliance.com/oregon-nonprofit-articles-of-incorporation',
      checkedOn: '2026-12-04',
      note: "Given by harborcompliance.com, startabusiness.org, myrenosi.com; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'pennsylvania',
    name: 'Pennsylvania',
    entity: 'llc',
    from: {
      usd: 125,
      confidence: 'corroborated',
      url: 'https://www.pa.gov/agencies/dos/programs/business/fees-and-payments.html',
    },
    to: {
      usd: 125,
      confidence: 'corroborated',
      url: 'https://govt.westlaw.com/pac/Document/NAAA5FFE27CF911EDADECAA98B5FC77FF?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default)',
      checkedOn: '2026-12-04',
      note: "Given by westlaw.com, onecle.com, fill.io, questions.llc, trademarklens.com, StartupSole, OrderToAI; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'pennsylvania',
    name: 'Pennsylvania',
    entity: 'corporation',
    from: {
      usd: 125,
      confidence: 'single',
      url: 'https://govt.westlaw.com/pac/Document/NAAA5FFE27CF911EDADECAA98B5FC77FF?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default)',
    },
    to: {
      usd: 125,
      confidence: 'corroborated',
      url: 'https://govt.westlaw.com/pac/Document/NAAA5FFE27CF911EDADECAA98B5FC77FF?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default)',
      checkedOn: '2026-12-04',
      note: "Given by westlaw.com, onecle.com, incfile.com, bizlauncher.co; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'pennsylvania',
    name: 'Pennsylvania',
    entity: 'nonprofit',
    from: {
      usd: 125,
      confidence: 'single',
      url: 'https://govt.westlaw.com/pac/Document/NAAA5FFE27CF911EDADECAA98B5FC77FF?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default)',
    },
    to: {
      usd: 125,
      confidence: 'corroborated',
      url: 'https://govt.westlaw.com/pac/Document/NAAA5FFE27CF911EDADECAA98B5FC77FF?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default)',
      checkedOn: '2026-12-04',
      note: "Given by westlaw.com, onecle.com; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'rhode-island',
    name: 'Rhode Island',
    entity: 'llc',
    from: {
      usd: 150,
      confidence: 'official',
      url: 'http://webserver.rilin.state.ri.us/PublicLaws/law11/law11052.htm',
    },
    to: {
      usd: 150,
      confidence: 'official',
      url: 'http://webserver.rilin.state.ri.us/PublicLaws/law11/law11052.htm',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, webserver.rilin.state.ri.us. 2 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'rhode-island',
    name: 'Rhode Island',
    entity: 'corporation',
    from: {
      usd: 230,
      confidence: 'estimate',
      url: 'http://webserver.rilin.state.ri.us/Statutes/title7/7-1.2/7-1.2-1602.htm',
    },
    to: {
      usd: 230,
      confidence: 'corroborated',
      url: 'http://help.bizlauncher.co/en/articles/1521394-forming-a-corporation-in-rhode-island',
      checkedOn: '2026-12-04',
      note: "Given by bizlauncher.co, reference180.com, rcdii.com, northwestregisteredagent.com, filingsmadeeasy.com; not read on the state's own site. Parts: Articles of Incorporation filing fee $70 + Minimum license fee (under 75,000,000 authorized shares) $160. 1 source(s) read give another figure.",
    },
    parts: [
      { label: 'Articles of Incorporation filing fee', usd: 70, kind: 'filing' },
      {
        label: 'Minimum license fee (under 75,000,000 authorized shares)',
        usd: 160,
        kind: 'required',
      },
    ],
  },
  {
    slug: 'rhode-island',
    name: 'Rhode Island',
    entity: 'nonprofit',
    from: {
      usd: 35,
      confidence: 'single',
      url: 'https://www.harborcompliance.com/information/rhode-island-nonprofit-articles-of-incorporation',
    },
    to: {
      usd: 38,
      confidence: 'corroborated',
      url: 'https://www.harborcompliance.com/information/rhode-island-nonprofit-articles-of-incorporation',
      checkedOn: '2026-12-04',
      note: "Given by harborcompliance.com, expresstaxexempt.com, myrenosi.com; not read on the state's own site. Parts: Non-Profit Articles of Incorporation (Form 200) $35 + Enhanced access fee (online filing) $2.50. The state's $37.50 is charged as $38. 2 source(s) read give another figure.",
    },
    parts: [
      { label: 'Non-Profit Articles of Incorporation (Form 200)', usd: 35, kind: 'filing' },
      { label: 'Enhanced access fee (online filing)', usd: 2.5, kind: 'online' },
    ],
  },
  {
    slug: 'south-carolina',
    name: 'South Carolina',
    entity: 'llc',
    from: {
      usd: 110,
      confidence: 'corroborated',
      url: 'https://sos.sc.gov/business-entities/filing-fees',
    },
    to: {
      usd: 125,
      confidence: 'corroborated',
      url: 'https://northwestregisteredagent.com/llc/south-carolina/cost',
      checkedOn: '2026-12-04',
      note: "Given by northwestregisteredagent.com, legalclarity.org, search-sos.org; not read on the state's own site. Parts: Articles of Organization $110 + Electronic records access fee (online filing) $15. 4 source(s) read give another figure.",
    },
    parts: [
      { label: 'Articles of Organization', usd: 110, kind: 'filing' },
      { label: 'Electronic records access fee (online filing)', usd: 15, kind: 'online' },
    ],
  },
  {
    slug: 'south-carolina',
    name: 'South Carolina',
    entity: 'corporation',
    from: {
      usd: 135,
      confidence: 'single',
      url: 'https://scdah.access.preservica.com/download/file/IO_c995bba7-ff63-4d36-94e6-78a65bc761df',
    },
    to: {
      usd: 135,
      confidence: 'official',
      url: 'http://www.sos.sc.gov/Library_of_Forms_and_Fees',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, www.sos.sc.gov. Parts: Articles of Incorporation $110 + Initial Annual Report (Form CL-1) minimum license fee $25.",
    },
    parts: [
      { label: 'Articles of Incorporation', usd: 110, kind: 'filing' },
      { label: 'Initial Annual Report (Form CL-1) minimum license fee', usd: 25, kind: 'required' },
    ],
  },
  {
    slug: 'south-carolina',
    name: 'South Carolina',
    entity: 'nonprofit',
    from: {
      usd: 25,
      confidence: 'single',
      url: 'https://www.legalfix.com/statutes/state-codes/south-carolina/title-33/chapter-31/section-33-31-122',
    },
    to: {
      usd: 33,
      confidence: 'single',
      url: 'https://northwestregisteredagent.com/nonprofit/South-Carolina',
      checkedOn: '2026-12-04',
      note: "Given by northwestregisteredagent.com; not read on the state's own site. Parts: Nonprofit Articles of Incorporation $25 + Online processing fee $7.50. The state's $32.50 is charged as $33. 3 source(s) read give another figure.",
    },
    parts: [
      { label: 'Nonprofit Articles of Incorporation', usd: 25, kind: 'filing' },
      { label: 'Online processing fee', usd: 7.5, kind: 'online' },
    ],
  },
  {
    slug: 'south-dakota',
    name: 'South Dakota',
    entity: 'llc',
    from: {
      usd: 150,
      confidence: 'corroborated',
      url: 'https://sdsos.gov/general-information/filing-fees.aspx',
    },
    to: {
      usd: 150,
      confidence: 'official',
      url: 'https://sdlegislature.gov/Session/Bill/7238/40515',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, sdlegislature.gov.",
    },
    parts: [],
  },
  {
    slug: 'south-dakota',
    name: 'South Dakota',
    entity: 'corporation',
    from: {
      usd: 150,
      confidence: 'single',
      url: 'https://casetext.com/statute/south-dakota-codified-laws/title-47-corporations/chapter-1a-south-dakota-business-corporation-act/section-47-1a-122-fees-for-filing-and-service',
    },
    to: {
      usd: 150,
      confidence: 'corroborated',
      url: 'https://casetext.com/statute/south-dakota-codified-laws/title-47-corporations/chapter-1a-south-dakota-business-corporation-act/section-47-1a-122-fees-for-filing-and-service',
      checkedOn: '2026-12-04',
      note: "Given by casetext.com, lexace.ai, lawserver.com, startabusiness.org; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'south-dakota',
    name: 'South Dakota',
    entity: 'nonprofit',
    from: {
      usd: 30,
      confidence: 'single',
      url: 'https://www.lawserver.com/law/state/south-dakota/sd-laws/south_dakota_laws_47-28-6',
    },
    to: {
      usd: 30,
      confidence: 'corroborated',
      url: 'https://lexace.ai/us/statute/south-dakota/47-28-6',
      checkedOn: '2026-12-04',
      note: "Given by lexace.ai, lawserver.com, articlesofincorporation.org, startabusiness.org; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'tennessee',
    name: 'Tennessee',
    entity: 'llc',
    from: {
      usd: 300,
      confidence: 'corroborated',
      url: 'https://sos.tn.gov/businesses/services/business-forms-fees',
    },
    to: {
      usd: 300,
      confidence: 'corroborated',
      url: 'https://startabusiness.org/tn/llc/domestic/',
      checkedOn: '2026-12-04',
      note: "Given by startabusiness.org, search-sos.org, llcuniversity.com, azurewebsites.net, staterequirement.com, wikidownload.com, StartupSole, OrderToAI; not read on the state's own site. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'tennessee',
    name: 'Tennessee',
    entity: 'corporation',
    from: {
      usd: 100,
      confidence: 'single',
      url: 'https://sharetngov.tnsosfiles.com/sos/acts/100/pub/PUBC0784.htm',
    },
    to: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://getpocketlaw.com/law/state_tennessee/section-48-11-303-filing-service-and-copying-fees_092ba0f84069',
      checkedOn: '2026-12-04',
      note: "Given by getpocketlaw.com, legalclarity.org, themedicalquestions.com; not read on the state's own site. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'tennessee',
    name: 'Tennessee',
    entity: 'nonprofit',
    from: {
      usd: 100,
      confidence: 'single',
      url: 'https://law.justia.com/codes/tennessee/2016/title-48/nonprofit-corporations/chapter-51/part-3/section-48-51-303/',
    },
    to: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://law.justia.com/codes/tennessee/2016/title-48/nonprofit-corporations/chapter-51/part-3/section-48-51-303/',
      checkedOn: '2026-12-04',
      note: "Given by justia.com, getpocketlaw.com, score.org, wmcardservices.org; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'texas',
    name: 'Texas',
    entity: 'llc',
    from: {
      usd: 300,
      confidence: 'corroborated',
      url: 'https://comptroller.texas.gov/taxes/franchise/',
    },
    to: {
      usd: 300,
      confidence: 'official',
      url: 'https://direct.sos.state.tx.us/help/help-corp.asp?pg=fee&plan_id=0',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, direct.sos.state.tx.us. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'texas',
    name: 'Texas',
    entity: 'corporation',
    from: {
      usd: 300,
      confidence: 'single',
      url: 'http://law.onecle.com/texas/business-organizations/4.152.00.html',
    },
    to: {
      usd: 300,
      confidence: 'official',
      url: 'https://direct.sos.state.tx.us/help/help-corp.asp?pg=fee&plan_id=0',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, direct.sos.state.tx.us.",
    },
    parts: [],
  },
  {
    slug: 'texas',
    name: 'Texas',
    entity: 'nonprofit',
    from: {
      usd: 25,
      confidence: 'single',
      url: 'https://instalawyer.io/laws/texas-statutes/section-4153-filing-fees-nonprofit',
    },
    to: {
      usd: 25,
      confidence: 'corroborated',
      url: 'https://forms.justia.com/texas/secretary-of-state/general-business/fee-schedule-25379.html',
      checkedOn: '2026-12-04',
      note: "Given by justia.com, 5y1.org, findlaw.com, public.law, articlesofincorporation.org; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'utah',
    name: 'Utah',
    entity: 'llc',
    from: {
      usd: 59,
      confidence: 'corroborated',
      url: 'https://commerce.utah.gov/wp-content/uploads/2023/04/currentfees.pdf',
    },
    to: {
      usd: 59,
      confidence: 'corroborated',
      url: 'https://www.zenind.com/en-US/help/post/how-much-does-an-llc-cost-in-utah-',
      checkedOn: '2026-12-04',
      note: "Given by zenind.com, pages.dev, StartupSole, OrderToAI; not read on the state's own site. 6 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'utah',
    name: 'Utah',
    entity: 'corporation',
    from: {
      usd: 59,
      confidence: 'single',
      url: 'https://legalclarity.org/utah-articles-of-incorporation-requirements-and-filing/',
    },
    to: {
      usd: 59,
      confidence: 'single',
      url: 'https://legalclarity.org/utah-articles-of-incorporation-requirements-and-filing/',
      checkedOn: '2026-12-04',
      note: "Given by legalclarity.org; not read on the state's own site. 3 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'utah',
    name: 'Utah',
    entity: 'nonprofit',
    from: {
      usd: 30,
      confidence: 'single',
      url: 'https://www.harborcompliance.com/information/utah-nonprofit-articles-of-incorporation',
    },
    to: {
      usd: 30,
      confidence: 'corroborated',
      url: 'https://www.harborcompliance.com/information/utah-nonprofit-articles-of-incorporation',
      checkedOn: '2026-12-04',
      note: "Given by harborcompliance.com, articlesofincorporation.org, startabusiness.org; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'vermont',
    name: 'Vermont',
    entity: 'llc',
    from: {
      usd: 155,
      confidence: 'corroborated',
      url: 'https://sos.vermont.gov/business-services/fees-statutes',
    },
    to: {
      usd: 155,
      confidence: 'corroborated',
      url: 'https://casetext.com/statute/vermont-statutes/title-11-corporations-partnerships-and-associations/chapter-25-limited-liability-companies/subchapter-1-general-provisions/section-4012-fees',
      checkedOn: '2026-12-04',
      note: "Given by casetext.com, StartupSole, OrderToAI; not read on the state's own site. 2 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'vermont',
    name: 'Vermont',
    entity: 'corporation',
    from: {
      usd: 155,
      confidence: 'single',
      url: 'https://casetext.com/statute/vermont-statutes/title-11a-vermont-business-corporations/chapter-1-general-provisions/subchapter-2-filing-documents/section-122-filing-service-and-copying-fees',
    },
    to: {
      usd: 155,
      confidence: 'single',
      url: 'https://casetext.com/statute/vermont-statutes/title-11a-vermont-business-corporations/chapter-1-general-provisions/subchapter-2-filing-documents/section-122-filing-service-and-copying-fees',
      checkedOn: '2026-12-04',
      note: "Given by casetext.com; not read on the state's own site. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'vermont',
    name: 'Vermont',
    entity: 'nonprofit',
    from: {
      usd: 125,
      confidence: 'official',
      url: 'https://legislature.vermont.gov/statutes/section/11b/001/00001.22',
    },
    to: {
      usd: 125,
      confidence: 'official',
      url: 'https://legislature.vermont.gov/statutes/section/11b/001/00001.22',
      checkedOn: '2026-12-04',
      note: "Read on the state's own site, legislature.vermont.gov.",
    },
    parts: [],
  },
  {
    slug: 'virginia',
    name: 'Virginia',
    entity: 'llc',
    from: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://www.scc.virginia.gov/businesses/business-faqs/annual-registration-fees/',
    },
    to: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://quickbooks.intuit.com/r/virginia/how-to-start-llc-in-virginia/',
      checkedOn: '2026-12-04',
      note: "Given by intuit.com, discern.com, lifeofabit.com, StartupSole, OrderToAI; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'virginia',
    name: 'Virginia',
    entity: 'corporation',
    from: {
      usd: 75,
      confidence: 'single',
      url: 'https://law.onecle.com/virginia/corporations/13.1-616.html',
    },
    to: {
      usd: 75,
      confidence: 'corroborated',
      url: 'https://legalclarity.org/virginia-articles-of-incorporation-template-and-filing-steps/',
      checkedOn: '2026-12-04',
      note: "Given by legalclarity.org, articlesofincorporation.org, findlegalforms.com; not read on the state's own site. Parts: Articles of Incorporation filing fee $25 + Charter fee (25,000 or fewer authorized shares) $50. 2 source(s) read give another figure.",
    },
    parts: [
      { label: 'Articles of Incorporation filing fee', usd: 25, kind: 'filing' },
      { label: 'Charter fee (25,000 or fewer authorized shares)', usd: 50, kind: 'required' },
    ],
  },
  {
    slug: 'virginia',
    name: 'Virginia',
    entity: 'nonprofit',
    from: {
      usd: 75,
      confidence: 'single',
      url: 'http://laws9.com/statutes/virginia/title-13-1/chapter-10/13-1-815-1',
    },
    to: {
      usd: 75,
      confidence: 'corroborated',
      url: 'https://info.5y1.org/how-to-apply-for-a-nonprofit-organization_1_2e6b45.html',
      checkedOn: '2026-12-04',
      note: "Given by 5y1.org, 501c3.app, articlesofincorporation.org; not read on the state's own site. Parts: Articles of Incorporation filing fee (nonstock) $25 + Charter fee $50. 1 source(s) read give another figure.",
    },
    parts: [
      { label: 'Articles of Incorporation filing fee (nonstock)', usd: 25, kind: 'filing' },
      { label: 'Charter fee', usd: 50, kind: 'required' },
    ],
  },
  {
    slug: 'washington',
    name: 'Washington',
    entity: 'llc',
    from: {
      usd: 180,
      confidence: 'corroborated',
      url: 'https://app.leg.wa.gov/WAC/default.aspx?cite=434-112-085',
    },
    to: {
      usd: 200,
      confidence: 'corroborated',
      url: 'https://llcinfo.com/start-an-llc/washington-llc',
      checkedOn: '2026-12-04',
      note: "Given by llcinfo.com, llcatlas.com, eforms.com, upcounsel.com, wyomingllcattorney.com; not read on the state's own site. Parts: Certificate of Formation $180 + Online processing fee (CCFS online filing) $20. 5 source(s) read give another figure.",
    },
    parts: [
      { label: 'Certificate of Formation', usd: 180, kind: 'filing' },
      { label: 'Online processing fee (CCFS online filing)', usd: 20, kind: 'online' },
    ],
  },
  {
    slug: 'washington',
    name: 'Washington',
    entity: 'corporation',
    from: { usd: 200, confidence: 'estimate', url: null },
    to: {
      usd: 200,
      confidence: 'single',
      url: 'https://www.harborcompliance.com/information/how-to-incorporate-in-washington',
      checkedOn: '2026-12-04',
      note: "Given by harborcompliance.com; not read on the state's own site. Parts: Articles of Incorporation (profit corporation) $180 + Online processing fee (CCFS online filing) $20. 1 source(s) read give another figure.",
    },
    parts: [
      { label: 'Articles of Incorporation (profit corporation)', usd: 180, kind: 'filing' },
      { label: 'Online processing fee (CCFS online filing)', usd: 20, kind: 'online' },
    ],
  },
  {
    slug: 'washington',
    name: 'Washington',
    entity: 'nonprofit',
    from: { usd: 50, confidence: 'estimate', url: null },
    to: {
      usd: 50,
      confidence: 'single',
      url: 'https://www.upcounsel.com/article-of-incorporation-washington-state',
      checkedOn: '2026-12-04',
      note: "Given by upcounsel.com; not read on the state's own site. Parts: Articles of Incorporation (nonprofit corporation) $30 + Online processing fee (CCFS online filing) $20. 2 source(s) read give another figure.",
    },
    parts: [
      { label: 'Articles of Incorporation (nonprofit corporation)', usd: 30, kind: 'filing' },
      { label: 'Online processing fee (CCFS online filing)', usd: 20, kind: 'online' },
    ],
  },
  {
    slug: 'west-virginia',
    name: 'West Virginia',
    entity: 'llc',
    from: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://sos.wv.gov/register-new-wv-business',
    },
    to: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://casetext.com/statute/west-virginia-code/chapter-59-fees-allowances-and-costs-newspapers-legal-advertisements/article-1-fees-and-allowances/section-59-1-2-fees-to-be-charged-by-secretary-of-state',
      checkedOn: '2026-12-04',
      note: "Given by casetext.com, instalawyer.io, com., search-sos.org, creditdonkey.com, startabusiness.org, StartupSole, OrderToAI; not read on the state's own site. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'west-virginia',
    name: 'West Virginia',
    entity: 'corporation',
    from: {
      usd: 100,
      confidence: 'single',
      url: 'https://casetext.com/statute/west-virginia-code/chapter-59-fees-allowances-and-costs-newspapers-legal-advertisements/article-1-fees-and-allowances/section-59-1-2-fees-to-be-charged-by-secretary-of-state',
    },
    to: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://casetext.com/statute/west-virginia-code/chapter-59-fees-allowances-and-costs-newspapers-legal-advertisements/article-1-fees-and-allowances/section-59-1-2-fees-to-be-charged-by-secretary-of-state',
      checkedOn: '2026-12-04',
      note: "Given by casetext.com, instalawyer.io, fdocuments.in; not read on the state's own site. 2 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'west-virginia',
    name: 'West Virginia',
    entity: 'nonprofit',
    from: {
      usd: 25,
      confidence: 'single',
      url: 'https://casetext.com/statute/west-virginia-code/chapter-59-fees-allowances-and-costs-newspapers-legal-advertisements/article-1-fees-and-allowances/section-59-1-2-fees-to-be-charged-by-secretary-of-state',
    },
    to: {
      usd: 25,
      confidence: 'corroborated',
      url: 'https://casetext.com/statute/west-virginia-code/chapter-59-fees-allowances-and-costs-newspapers-legal-advertisements/article-1-fees-and-allowances/section-59-1-2-fees-to-be-charged-by-secretary-of-state',
      checkedOn: '2026-12-04',
      note: "Given by casetext.com, fdocuments.in, harborcompliance.com, com.; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'wisconsin',
    name: 'Wisconsin',
    entity: 'llc',
    from: {
      usd: 130,
      confidence: 'corroborated',
      url: 'https://dfi.wi.gov/Pages/BusinessServices/BusinessEntities/Fees.aspx',
    },
    to: {
      usd: 130,
      confidence: 'corroborated',
      url: 'https://getpocketlaw.com/law/state_wisconsin/section-183-0114-filing-and-service-fees_031b5ff73e22',
      checkedOn: '2026-12-04',
      note: "Given by getpocketlaw.com, upcounsel.com, StartupSole, OrderToAI; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'wisconsin',
    name: 'Wisconsin',
    entity: 'corporation',
    from: {
      usd: 100,
      confidence: 'single',
      url: 'https://legalfix.com/statutes/state-codes/wisconsin/chapter-180/section-180-0122',
    },
    to: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://legalfix.com/statutes/state-codes/wisconsin/chapter-180/section-180-0122',
      checkedOn: '2026-12-04',
      note: "Given by legalfix.com, bizlauncher.co; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'wisconsin',
    name: 'Wisconsin',
    entity: 'nonprofit',
    from: { usd: 35, confidence: 'estimate', url: null },
    to: {
      usd: 35,
      confidence: 'single',
      url: 'https://legalclarity.org/how-to-start-a-nonprofit-in-wisconsin-steps-and-requirements',
      checkedOn: '2026-12-04',
      note: "Given by legalclarity.org; not read on the state's own site.",
    },
    parts: [],
  },
  {
    slug: 'wyoming',
    name: 'Wyoming',
    entity: 'llc',
    from: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://sos.wyo.gov/Business/docs/BusinessFees.pdf',
    },
    to: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://www.llcuniversity.com/wyoming-llc/forms/',
      checkedOn: '2026-12-04',
      note: "Given by llcuniversity.com, eforms.com, llcinfo.com, lifeofabit.com, startup101.com, StartupSole, OrderToAI; not read on the state's own site. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'wyoming',
    name: 'Wyoming',
    entity: 'corporation',
    from: {
      usd: 100,
      confidence: 'single',
      url: 'https://legalclarity.org/how-to-incorporate-in-wyoming-steps-and-requirements',
    },
    to: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://legalclarity.org/how-to-incorporate-in-wyoming-steps-and-requirements',
      checkedOn: '2026-12-04',
      note: "Given by legalclarity.org, bizlauncher.co; not read on the state's own site. 1 source(s) read give another figure.",
    },
    parts: [],
  },
  {
    slug: 'wyoming',
    name: 'Wyoming',
    entity: 'nonprofit',
    from: { usd: 25, confidence: 'estimate', url: null },
    to: {
      usd: 25,
      confidence: 'single',
      url: 'https://www.nonprofitlegalcenter.com/wyoming/',
      checkedOn: '2026-12-04',
      note: "Given by nonprofitlegalcenter.com; not read on the state's own site. 1 source(s) read give another figure.",
    },
    parts: [],
  },
]

const column = (entity: Entity, field: string) =>
  sql.identifier(`${entity}_facts_fee_source_${field}`)

/** The fee-parts tables, then the re-examined fees (`applyResearchedFees`). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_state_fees_llc_facts_fee_parts_kind" AS ENUM('filing', 'required', 'online');
  CREATE TYPE "public"."enum_state_fees_corporation_facts_fee_parts_kind" AS ENUM('filing', 'required', 'online');
  CREATE TYPE "public"."enum_state_fees_nonprofit_facts_fee_parts_kind" AS ENUM('filing', 'required', 'online');
  CREATE TABLE "state_fees_llc_facts_fee_parts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"usd" numeric NOT NULL,
  	"kind" "enum_state_fees_llc_facts_fee_parts_kind" DEFAULT 'filing' NOT NULL
  );
  
  CREATE TABLE "state_fees_corporation_facts_fee_parts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"usd" numeric NOT NULL,
  	"kind" "enum_state_fees_corporation_facts_fee_parts_kind" DEFAULT 'filing' NOT NULL
  );
  
  CREATE TABLE "state_fees_nonprofit_facts_fee_parts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"usd" numeric NOT NULL,
  	"kind" "enum_state_fees_nonprofit_facts_fee_parts_kind" DEFAULT 'filing' NOT NULL
  );
  
  ALTER TABLE "state_fees_llc_facts_fee_parts" ADD CONSTRAINT "state_fees_llc_facts_fee_parts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."state_fees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "state_fees_corporation_facts_fee_parts" ADD CONSTRAINT "state_fees_corporation_facts_fee_parts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."state_fees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "state_fees_nonprofit_facts_fee_parts" ADD CONSTRAINT "state_fees_nonprofit_facts_fee_parts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."state_fees"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "state_fees_llc_facts_fee_parts_order_idx" ON "state_fees_llc_facts_fee_parts" USING btree ("_order");
  CREATE INDEX "state_fees_llc_facts_fee_parts_parent_id_idx" ON "state_fees_llc_facts_fee_parts" USING btree ("_parent_id");
  CREATE INDEX "state_fees_corporation_facts_fee_parts_order_idx" ON "state_fees_corporation_facts_fee_parts" USING btree ("_order");
  CREATE INDEX "state_fees_corporation_facts_fee_parts_parent_id_idx" ON "state_fees_corporation_facts_fee_parts" USING btree ("_parent_id");
  CREATE INDEX "state_fees_nonprofit_facts_fee_parts_order_idx" ON "state_fees_nonprofit_facts_fee_parts" USING btree ("_order");
  CREATE INDEX "state_fees_nonprofit_facts_fee_parts_parent_id_idx" ON "state_fees_nonprofit_facts_fee_parts" USING btree ("_parent_id");`)
  await applyResearchedFees(db)
}

/**
 * A record still holding the fee and source the seed gave it takes the re-examined ones, with its
 * parts and a line in State fee history for each changed fee and confidence, with the reason; one
 * staff have changed since is theirs and left alone. The verified mark follows the confidences.
 */
export async function applyResearchedFees(db: MigrateUpArgs['db']): Promise<void> {
  const touched = new Map<number, string>()
  for (const { slug, name, entity, from, to, parts } of FEES) {
    const result = await db.execute(sql`
      UPDATE state_fees SET
        ${sql.identifier(entity)} = ${to.usd},
        ${column(entity, 'confidence')} = ${to.confidence},
        ${column(entity, 'url')} = ${to.url},
        ${column(entity, 'checked_on')} = ${to.checkedOn},
        ${column(entity, 'note')} = ${to.note},
        updated_at = now()
      WHERE slug = ${slug} AND ${sql.identifier(entity)} = ${from.usd}
        AND ${column(entity, 'confidence')} = ${from.confidence}
        AND ${column(entity, 'url')} IS NOT DISTINCT FROM ${from.url}
      RETURNING id`)
    const id = (result.rows[0] as { id: number } | undefined)?.id
    if (id == null) continue
    touched.set(id, name)
    const table = sql.identifier(`state_fees_${entity}_facts_fee_parts`)
    await db.execute(sql`DELETE FROM ${table} WHERE _parent_id = ${id}`)
    for (const [order, part] of parts.entries()) {
      await db.execute(sql`
        INSERT INTO ${table} (_order, _parent_id, id, label, usd, kind)
        VALUES (${order + 1}, ${id}, ${`${slug}-${entity}-part-${order + 1}`}, ${part.label},
          ${part.usd}, ${part.kind})`)
    }
    if (from.usd !== to.usd) {
      await db.execute(sql`
        INSERT INTO state_fee_changes (state_fee_id, field, "from", "to", summary, reason)
        VALUES (${id}, ${entity}, ${String(from.usd)}, ${String(to.usd)},
          ${`${name}: ${LABELS[entity]} fee $${from.usd} → $${to.usd}`}, ${REASON})`)
    }
    if (from.confidence !== to.confidence) {
      await db.execute(sql`
        INSERT INTO state_fee_changes (state_fee_id, field, "from", "to", summary, reason)
        VALUES (${id}, ${`${entity}Confidence`}, ${from.confidence}, ${to.confidence},
          ${`${name}: ${LABELS[entity]} fee confidence ${shown(from.confidence)} → ${shown(to.confidence)}`},
          ${REASON})`)
    }
  }
  for (const [id, name] of touched) {
    const result = await db.execute(sql`
      UPDATE state_fees SET verified = (
        llc_facts_fee_source_confidence = 'official'
        AND corporation_facts_fee_source_confidence = 'official'
        AND nonprofit_facts_fee_source_confidence = 'official')
      WHERE id = ${id} AND verified IS DISTINCT FROM (
        llc_facts_fee_source_confidence = 'official'
        AND corporation_facts_fee_source_confidence = 'official'
        AND nonprofit_facts_fee_source_confidence = 'official')
      RETURNING verified`)
    const row = result.rows[0] as { verified: boolean } | undefined
    if (!row) continue
    await db.execute(sql`
      INSERT INTO state_fee_changes (state_fee_id, field, "from", "to", summary, reason)
      VALUES (${id}, 'verified', ${String(!row.verified)}, ${String(row.verified)},
        ${`${name}: Verified ${row.verified ? 'no → yes' : 'yes → no'}`}, ${REASON})`)
  }
}

/** The parts go; the fees stay as re-examined, their earlier values in the fee history. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "state_fees_llc_facts_fee_parts" CASCADE;
  DROP TABLE "state_fees_corporation_facts_fee_parts" CASCADE;
  DROP TABLE "state_fees_nonprofit_facts_fee_parts" CASCADE;
  DROP TYPE "public"."enum_state_fees_llc_facts_fee_parts_kind";
  DROP TYPE "public"."enum_state_fees_corporation_facts_fee_parts_kind";
  DROP TYPE "public"."enum_state_fees_nonprofit_facts_fee_parts_kind";`)
}
