import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The fees the seed wrote before this migration: a row still holding them was not edited by staff. */
const PREVIOUS: Record<string, [llc: number, corporation: number, nonprofit: number]> = {
  alabama: [200, 200, 100],
  alaska: [250, 250, 50],
  arizona: [50, 60, 40],
  arkansas: [45, 45, 45],
  california: [70, 100, 30],
  colorado: [50, 50, 50],
  connecticut: [120, 250, 50],
  delaware: [90, 89, 89],
  'district-of-columbia': [99, 99, 80],
  florida: [125, 70, 70],
  georgia: [100, 100, 100],
  hawaii: [51, 50, 50],
  idaho: [100, 100, 30],
  illinois: [150, 175, 50],
  indiana: [95, 95, 30],
  iowa: [50, 50, 20],
  kansas: [160, 90, 20],
  kentucky: [40, 50, 8],
  louisiana: [100, 75, 75],
  maine: [175, 145, 40],
  maryland: [100, 120, 170],
  massachusetts: [500, 275, 35],
  michigan: [50, 60, 20],
  minnesota: [155, 155, 90],
  mississippi: [50, 50, 50],
  missouri: [50, 58, 25],
  montana: [35, 35, 20],
  nebraska: [100, 60, 10],
  nevada: [425, 425, 50],
  'new-hampshire': [100, 100, 25],
  'new-jersey': [125, 125, 75],
  'new-mexico': [50, 100, 25],
  'new-york': [200, 125, 75],
  'north-carolina': [125, 125, 60],
  'north-dakota': [135, 100, 40],
  ohio: [99, 99, 99],
  oklahoma: [100, 50, 25],
  oregon: [100, 100, 50],
  pennsylvania: [125, 125, 125],
  'rhode-island': [150, 230, 35],
  'south-carolina': [125, 135, 25],
  'south-dakota': [150, 150, 30],
  tennessee: [300, 100, 100],
  texas: [300, 300, 25],
  utah: [54, 59, 30],
  vermont: [155, 125, 125],
  virginia: [100, 75, 75],
  washington: [200, 200, 50],
  'west-virginia': [100, 100, 25],
  wisconsin: [130, 100, 35],
  wyoming: [100, 100, 25],
}

type Row = {
  name: string
  slug: string
  llc: number
  corporation: number
  nonprofit: number
  verified: boolean
  source: string
}

/**
 * The verified table as this migration shipped it, frozen here: a migration must do the same thing
 * whenever it runs, so it never reads the seed (src/seed/stateFees.json), which may change later.
 */
const rows: Row[] = [
  {
    name: 'Alabama',
    slug: 'alabama',
    llc: 200,
    corporation: 200,
    nonprofit: 100,
    verified: false,
    source:
      "LLC 200: official text (statute, regulation or the state's site), https://d1tvxue8o4w0fl.cloudfront.net/statute/code-of-alabama/title-10a-alabama-business-and-nonprofit-entities-code/chapter-1-general-provisions/article-4-filings/division-d-filing-fees/section-10a-1-431-filing-fees-all-entities (read 2026-11-23)\nC-Corporation 200: official text (statute, regulation or the state's site), https://d1tvxue8o4w0fl.cloudfront.net/statute/code-of-alabama/title-10a-alabama-business-and-nonprofit-entities-code/chapter-1-general-provisions/article-4-filings/division-d-filing-fees/section-10a-1-431-filing-fees-all-entities (read 2026-11-23)\nNonprofit 100 (this source says 200): official text (statute, regulation or the state's site), https://d1tvxue8o4w0fl.cloudfront.net/statute/code-of-alabama/title-10a-alabama-business-and-nonprofit-entities-code/chapter-1-general-provisions/article-4-filings/division-d-filing-fees/section-10a-1-431-filing-fees-all-entities (read 2026-11-23)\nFixed by the product spec; the state's own figures differ or were not found, so the row stays unverified.\nAla. Code 10A-1-4.31 sets 200 for every entity's certificate of formation, nonprofits included; the spec's 100 was the earlier nonprofit fee.",
  },
  {
    name: 'Alaska',
    slug: 'alaska',
    llc: 250,
    corporation: 250,
    nonprofit: 50,
    verified: false,
    source:
      "LLC 250: no source found (searched 2026-11-23)\nC-Corporation 250: secondary source, not the state's own, http://help.bizlauncher.co/en/articles/1513778-forming-a-corporation-in-alaska (read 2026-11-23)\nNonprofit 50: no source found (searched 2026-11-23)",
  },
  {
    name: 'Arizona',
    slug: 'arizona',
    llc: 50,
    corporation: 60,
    nonprofit: 40,
    verified: false,
    source:
      "LLC 50: official text (statute, regulation or the state's site), https://www.azleg.gov/ars/29/03213.htm (read 2026-11-23)\nC-Corporation 60: secondary source, not the state's own, http://help.bizlauncher.co/en/articles/1521332-forming-a-corporation-in-arizona (read 2026-11-23)\nNonprofit 40: secondary source, not the state's own, https://legalclarity.org/arizona-nonprofit-corporation-act-key-rules-and-requirements (read 2026-11-23)",
  },
  {
    name: 'Arkansas',
    slug: 'arkansas',
    llc: 45,
    corporation: 45,
    nonprofit: 45,
    verified: false,
    source:
      "LLC 45: secondary source, not the state's own, https://startabusiness.org/ar/llc/domestic/ (read 2026-11-23)\nC-Corporation 45: secondary source, not the state's own, https://reference180.com/how-to-incorporate-in-arkansas/ (read 2026-11-23)\nNonprofit 45: no source found (searched 2026-11-23)",
  },
  {
    name: 'California',
    slug: 'california',
    llc: 70,
    corporation: 100,
    nonprofit: 30,
    verified: true,
    source:
      "LLC 70: official text (statute, regulation or the state's site), https://codes.findlaw.com/ca/government-code/gov-sect-12190/ (read 2026-11-23)\nC-Corporation 100: official text (statute, regulation or the state's site), http://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=12186 (read 2026-11-23)\nNonprofit 30: official text (statute, regulation or the state's site), http://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=12186 (read 2026-11-23)",
  },
  {
    name: 'Colorado',
    slug: 'colorado',
    llc: 50,
    corporation: 50,
    nonprofit: 50,
    verified: false,
    source:
      "LLC 50: secondary source, not the state's own, https://www.einpresswire.com/article/634704154/may-19-colorado-business-fee-relief-act-saves-business-owners-8-435-million (read 2026-11-23)\nC-Corporation 50: secondary source, not the state's own, https://startabusiness.org/co/corporation/domestic/ (read 2026-11-23)\nNonprofit 50: secondary source, not the state's own, https://startabusiness.org/co/corporation/domestic/ (read 2026-11-23)",
  },
  {
    name: 'Connecticut',
    slug: 'connecticut',
    llc: 120,
    corporation: 250,
    nonprofit: 50,
    verified: false,
    source:
      "LLC 120: secondary source, not the state's own, https://llcconnecticut.org/start-llc/filing-document/ (read 2026-11-23)\nC-Corporation 250: official text (statute, regulation or the state's site), https://www.legalfix.com/statutes/state-codes/connecticut/title-33/chapter-601/section-33-617 (read 2026-11-23)\nNonprofit 50: secondary source, not the state's own, https://www.harborcompliance.com/connecticut-nonprofit-articles-of-incorporation (read 2026-11-23)",
  },
  {
    name: 'Delaware',
    slug: 'delaware',
    llc: 90,
    corporation: 89,
    nonprofit: 89,
    verified: false,
    source:
      "LLC 90 (this source says 70): official text (statute, regulation or the state's site), https://instalawyer.io/laws/delaware-code/18-1105-fees (read 2026-11-23)\nC-Corporation 89 (this source says 15): official text (statute, regulation or the state's site), https://www.formacompany.com/delaware/delaware-company-law/delaware-corporation-misc/ (read 2026-11-23)\nNonprofit 89: secondary source, not the state's own, http://articlesofincorporation.org/de/delaware-certificate-of-incorporation-a-non-stock-corporation/ (read 2026-11-23)\nFixed by the product spec; the state's own figures differ or were not found, so the row stays unverified.\nThe statute text gives parts of the price only: 70 for an LLC certificate before the courthouse municipality fee (raised in 2023, so about 110 now per secondary sources); 15 is the corporation's minimum franchise tax alone.",
  },
  {
    name: 'District of Columbia',
    slug: 'district-of-columbia',
    llc: 99,
    corporation: 99,
    nonprofit: 80,
    verified: false,
    source:
      "LLC 99 (this source says 220): official text (statute, regulation or the state's site), http://dcrules.elaws.us/dcmr/17-608 (read 2026-11-23)\nC-Corporation 99 (this source says 220): official text (statute, regulation or the state's site), https://casetext.com/regulation/district-of-columbia-administrative-code/title-17-business-occupations-and-professionals/chapter-17-6-dcra-corporations-division-schedule-of-fees/rule-17-602-business-organizations-filing-fees (read 2026-11-23)\nNonprofit 80: official text (statute, regulation or the state's site), http://dcrules.elaws.us/dcmr/17-603 (read 2026-11-23)\nDCMR 17-608 and 17-602 say 220 (plus a 10% technology fee, DCMR 17-600.1), but a November 2025 page says DC charges 99 online; figures kept until DLCP's own fee schedule is read.",
  },
  {
    name: 'Florida',
    slug: 'florida',
    llc: 125,
    corporation: 70,
    nonprofit: 70,
    verified: false,
    source:
      "LLC 125: secondary source, not the state's own, https://businessanywhere.io/florida-llc/articles-of-organization (read 2026-11-23)\nC-Corporation 70: secondary source, not the state's own, https://legalclarity.org/how-much-to-register-a-business-in-florida (read 2026-11-23)\nNonprofit 70: official text (statute, regulation or the state's site), http://leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&Search_String=934.215&URL=0600-0699%2F0617%2FSections%2F0617.0122.html (read 2026-11-23)",
  },
  {
    name: 'Georgia',
    slug: 'georgia',
    llc: 100,
    corporation: 100,
    nonprofit: 100,
    verified: false,
    source:
      "LLC 100: official text (statute, regulation or the state's site), http://statutes.laws-info.com/georgia/title-14/chapter-11/article-11/14-11-1101 (read 2026-11-23)\nC-Corporation 100: secondary source, not the state's own, https://docslib.org/doc/5328332/corporations-division-filing-fees-effective-july-1-2021 (read 2026-11-23)\nNonprofit 100: official text (statute, regulation or the state's site), https://syfert.com/georgia/code/14-3-122.html (read 2026-11-23)",
  },
  {
    name: 'Hawaii',
    slug: 'hawaii',
    llc: 51,
    corporation: 50,
    nonprofit: 50,
    verified: false,
    source:
      "LLC 51 (this source says 100): official text (statute, regulation or the state's site), https://www.lawserver.com/law/state/hawaii/hi-statutes/hawaii_statutes_428-1301 (read 2026-11-23)\nC-Corporation 50 (this source says 100): official text (statute, regulation or the state's site), https://self-law.org/code/hi/chapter-414/414-13 (read 2026-11-23)\nNonprofit 50: official text (statute, regulation or the state's site), https://lawserver.com/law/state/hawaii/hi-statutes/hawaii_statutes_414d-5 (read 2026-11-23)\nThe statutes say 100 / 100 / 50 but let the department set lower fees by rule; the department charges 50 + a 1 archives fee per secondary sources. Its fee schedule was not found.",
  },
  {
    name: 'Idaho',
    slug: 'idaho',
    llc: 100,
    corporation: 100,
    nonprofit: 30,
    verified: false,
    source:
      "LLC 100: secondary source, not the state's own, https://llciyo.com/?p=3217 (read 2026-11-23)\nC-Corporation 100: no source found (searched 2026-11-23)\nNonprofit 30: secondary source, not the state's own, https://brytebridge.com/nonprofit-requirements/idaho/ (read 2026-11-23)",
  },
  {
    name: 'Illinois',
    slug: 'illinois',
    llc: 150,
    corporation: 175,
    nonprofit: 50,
    verified: false,
    source:
      "LLC 150: official text (statute, regulation or the state's site), https://ilga.gov/legislation/ilcs/fulltext.asp?DocName=080501800K50-10 (read 2026-11-23)\nC-Corporation 175 (this source says 150): official text (statute, regulation or the state's site), https://witnessslips.ilga.gov/legislation/ilcs/fulltext.asp?DocName=080500050K15.10 (read 2026-11-23)\nNonprofit 50: official text (statute, regulation or the state's site), https://ilga.gov/legislation/ilcs/fulltext.asp?DocName=080501050K115.10 (read 2026-11-23)\nCorporation is the 150 filing fee plus 25 initial franchise tax; since the franchise-tax exemption of small liabilities the tax at filing may be 0 (not confirmed).",
  },
  {
    name: 'Indiana',
    slug: 'indiana',
    llc: 95,
    corporation: 95,
    nonprofit: 20,
    verified: false,
    source:
      "LLC 95: no source found (searched 2026-11-23)\nC-Corporation 95: no source found (searched 2026-11-23)\nNonprofit 20: official text (statute, regulation or the state's site), http://www.ai.org/sos/business/3792.htm (read 2026-11-23)\nNonprofit lowered from 30 to the online fee of 20 (50 on paper), from an undated Secretary of State page.",
  },
  {
    name: 'Iowa',
    slug: 'iowa',
    llc: 50,
    corporation: 50,
    nonprofit: 20,
    verified: false,
    source:
      "LLC 50: secondary source, not the state's own, https://www.iasourcelink.com/licensing/detail/certificate-of-organization-limited-liability-co (read 2026-11-23)\nC-Corporation 50: official text (statute, regulation or the state's site), https://codes.findlaw.com/ia/title-xii-business-entities-chs-486-504c/ia-code-sect-490-122/ (read 2026-11-23)\nNonprofit 20: no source found (searched 2026-11-23)",
  },
  {
    name: 'Kansas',
    slug: 'kansas',
    llc: 170,
    corporation: 100,
    nonprofit: 20,
    verified: false,
    source:
      "LLC 170 (this source says 160): secondary source, not the state's own, https://fill.io/INSTRUCTIONS-DL-GENERAL-FILING-51-09-Limited-Liability-Company (read 2026-11-23)\nC-Corporation 100 (this source says 90): secondary source, not the state's own, http://help.bizlauncher.co/en/articles/1521651-forming-a-corporation-in-kansas (read 2026-11-23)\nNonprofit 20: no source found (searched 2026-11-23)\nLLC and corporation include the $10 information fee charged on filings from 12 Feb 2026 (K.A.R. 7-16-1); the base fees (160 / 90) are from secondary sources only.",
  },
  {
    name: 'Kentucky',
    slug: 'kentucky',
    llc: 40,
    corporation: 50,
    nonprofit: 8,
    verified: true,
    source:
      "LLC 40: official text (statute, regulation or the state's site), https://sos.ky.gov/bus/business-filings/Pages/Fees.aspx (read 2026-11-23)\nC-Corporation 50: official text (statute, regulation or the state's site), https://sos.ky.gov/bus/business-filings/Pages/Fees.aspx (read 2026-11-23)\nNonprofit 8: official text (statute, regulation or the state's site), https://sos.ky.gov/bus/business-filings/Pages/Fees.aspx (read 2026-11-23)",
  },
  {
    name: 'Louisiana',
    slug: 'louisiana',
    llc: 100,
    corporation: 75,
    nonprofit: 75,
    verified: false,
    source:
      "LLC 100: official text (statute, regulation or the state's site), https://legis.la.gov/legis/Law.aspx?d=103670 (read 2026-11-23)\nC-Corporation 75: official text (statute, regulation or the state's site), https://legis.la.gov/legis/Law.aspx?d=103670 (read 2026-11-23)\nNonprofit 75: secondary source, not the state's own, http://rcdii.com/louisiana-nonprofit-articles-of-incorporation.html (read 2026-11-23)",
  },
  {
    name: 'Maine',
    slug: 'maine',
    llc: 175,
    corporation: 145,
    nonprofit: 40,
    verified: false,
    source:
      "LLC 175: secondary source, not the state's own, https://www.llcuniversity.com/maine-llc/forms/ (read 2026-11-23)\nC-Corporation 145: secondary source, not the state's own, http://rcdii.com/maine-articles-of-incorporation.html (read 2026-11-23)\nNonprofit 40: secondary source, not the state's own, http://rcdii.com/maine-nonprofit-articles-of-incorporation.html (read 2026-11-23)",
  },
  {
    name: 'Maryland',
    slug: 'maryland',
    llc: 100,
    corporation: 120,
    nonprofit: 170,
    verified: false,
    source:
      "LLC 100: secondary source, not the state's own, https://www.limitedliabilitycompanycenter.com/maryland (read 2026-11-23)\nC-Corporation 120: official text (statute, regulation or the state's site), https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gca&section=1-203&enactments=false (read 2026-11-23)\nNonprofit 170: secondary source, not the state's own, https://www.harborcompliance.com/maryland-nonprofit-articles-of-incorporation (read 2026-11-23)",
  },
  {
    name: 'Massachusetts',
    slug: 'massachusetts',
    llc: 500,
    corporation: 275,
    nonprofit: 35,
    verified: false,
    source:
      "LLC 500: secondary source, not the state's own, https://malegislature.gov/Bills/GetAmendmentContent/187/S4/272/Senate/Content (read 2026-11-23)\nC-Corporation 275: official text (statute, regulation or the state's site), https://web.archive.org/web/20220514055538/https://www.sec.state.ma.us/cor/corfees.htm (read 2026-11-23)\nNonprofit 35: secondary source, not the state's own, https://www.harborcompliance.com/massachusetts-nonprofit-articles-of-incorporation (read 2026-11-23)\nFixed by the product spec; the state's own figures differ or were not found, so the row stays unverified.\nCorporation 275 is the minimum for up to 275,000 shares (state fee page, 2022 copy). LLC 500 and nonprofit 35 (regulation text still says 30) are not confirmed officially.",
  },
  {
    name: 'Michigan',
    slug: 'michigan',
    llc: 50,
    corporation: 60,
    nonprofit: 20,
    verified: false,
    source:
      "LLC 50: official text (statute, regulation or the state's site), https://casetext.com/statute/michigan-compiled-laws/chapter-450-corporations/michigan-limited-liability-company-act/article-11/section-4505101-filing-fees-deposit-use-charges-for-certifying-or-copying-files-or-records-dishonored-checks-form-of-payment-waiver-veteran (read 2026-11-23)\nC-Corporation 60: official text (statute, regulation or the state's site), https://instalawyer.io/laws/michigan-compiled-laws/section-4502062-organization-and (read 2026-11-23)\nNonprofit 20: official text (statute, regulation or the state's site), https://ombudsman.legislature.mi.gov/documents/2015-2016/billconcurred/House/htm/2015-HCB-4384.htm (read 2026-11-23)",
  },
  {
    name: 'Minnesota',
    slug: 'minnesota',
    llc: 155,
    corporation: 155,
    nonprofit: 90,
    verified: false,
    source:
      "LLC 155: secondary source, not the state's own, http://formanllc.org/mn/how-to-form-a-domestic-limited-liability-company-in-minnesota-limited-liability-company-articles-of-organization/ (read 2026-11-23)\nC-Corporation 155: official text (statute, regulation or the state's site), https://www.sos.state.mn.us/business-liens/start-a-business/business-filing-certification-fee-schedule/ (read 2026-11-23)\nNonprofit 90: secondary source, not the state's own, https://fill.io/Office-of-the-Minnesota-Secretary-of-State-192d65b7 (read 2026-11-23)",
  },
  {
    name: 'Mississippi',
    slug: 'mississippi',
    llc: 50,
    corporation: 50,
    nonprofit: 50,
    verified: false,
    source:
      "LLC 50: official text (statute, regulation or the state's site), https://law.justia.com/codes/mississippi/2019/title-79/chapter-29/article-12/section-79-29-1203/index.html (read 2026-11-23)\nC-Corporation 50: official text (statute, regulation or the state's site), https://codes.findlaw.com/ms/title-79-corporations-associations-and-partnerships/ms-code-sect-79-4-1-22/ (read 2026-11-23)\nNonprofit 50: secondary source, not the state's own, https://harborcompliance.com/mississippi-nonprofit-articles-of-incorporation (read 2026-11-23)",
  },
  {
    name: 'Missouri',
    slug: 'missouri',
    llc: 50,
    corporation: 58,
    nonprofit: 25,
    verified: false,
    source:
      "LLC 50: secondary source, not the state's own, https://llcformations.com/missouri-llc/articles-of-organization/ (read 2026-11-23)\nC-Corporation 58: official text (statute, regulation or the state's site), https://www.sos.mo.gov/business/corporations/Business (read 2026-11-23)\nNonprofit 25 (this source says 20): official text (statute, regulation or the state's site), http://revisor.mo.gov/main/OneSection.aspx?section=355.021 (read 2026-11-23)\nThe statute (RSMo 355.021) sets 20 for nonprofit articles; 25 elsewhere may include the $5 technology fee, which the state confirms only for business corporations.",
  },
  {
    name: 'Montana',
    slug: 'montana',
    llc: 35,
    corporation: 35,
    nonprofit: 20,
    verified: false,
    source:
      "LLC 35: no source found (searched 2026-11-23)\nC-Corporation 35: official text (statute, regulation or the state's site), https://rules.mt.gov/gateway/showNoticefile.asp?TID=10966 (read 2026-11-23)\nNonprofit 20: secondary source, not the state's own, https://fill.io/STATE-OF-MONTANA-ARTICLES-of-INCORPORATION-for-DOMESTIC-ad2b85da (read 2026-11-23)",
  },
  {
    name: 'Nebraska',
    slug: 'nebraska',
    llc: 100,
    corporation: 60,
    nonprofit: 10,
    verified: false,
    source:
      "LLC 100: official text (statute, regulation or the state's site), http://nebraskalegislature.gov/laws/statutes.php?statute=21-192 (read 2026-11-23)\nC-Corporation 60: official text (statute, regulation or the state's site), https://sos.nebraska.gov/business-services/forms-and-fee-information (read 2026-11-23)\nNonprofit 10: secondary source, not the state's own, https://startabusiness.org/ne/corporation/domestic/ (read 2026-11-23)",
  },
  {
    name: 'Nevada',
    slug: 'nevada',
    llc: 425,
    corporation: 425,
    nonprofit: 50,
    verified: false,
    source:
      "LLC 425 (this source says 75): official text (statute, regulation or the state's site), https://lawserver.com/law/state/nevada/nrs/nevada_revised_statutes_86-561 (read 2026-11-23)\nC-Corporation 425 (this source says 75): official text (statute, regulation or the state's site), http://nv.elaws.us/nrs/78.760 (read 2026-11-23)\nNonprofit 50: no source found (searched 2026-11-23)\nFixed by the product spec; the state's own figures differ or were not found, so the row stays unverified.\nLLC: 75 articles + 150 initial list + 200 state business license = 425. A corporation pays a 500 business license (NRS 76.100), so its minimum is 725, not the spec's 425.",
  },
  {
    name: 'New Hampshire',
    slug: 'new-hampshire',
    llc: 100,
    corporation: 100,
    nonprofit: 25,
    verified: false,
    source:
      "LLC 100: official text (statute, regulation or the state's site), http://gencourt.state.nh.us/rsa/html/XXVIII/304-C/304-C-191.htm (read 2026-11-23)\nC-Corporation 100: official text (statute, regulation or the state's site), https://law.uslawyerdatabase.com/us-law/2022-new-hampshire-revised-statutes/title-xxvii-corporations-associations-and-proprietors-of-common-lands/title-293-a-new-hampshire-business-corporation-act (read 2026-11-23)\nNonprofit 25: secondary source, not the state's own, https://app.labyrinthinc.com/new-hampshire-nonprofit-articles-of-incorporation (read 2026-11-23)",
  },
  {
    name: 'New Jersey',
    slug: 'new-jersey',
    llc: 125,
    corporation: 125,
    nonprofit: 75,
    verified: false,
    source:
      "LLC 125: official text (statute, regulation or the state's site), https://lawserver.com/law/state/new-jersey/nj-laws/new_jersey_laws_42_2c-93 (read 2026-11-23)\nC-Corporation 125: official text (statute, regulation or the state's site), https://law.onecle.com/new-jersey/title-14a/14a-15-2.html (read 2026-11-23)\nNonprofit 75: secondary source, not the state's own, http://dmlp.org/node/1066 (read 2026-11-23)",
  },
  {
    name: 'New Mexico',
    slug: 'new-mexico',
    llc: 50,
    corporation: 100,
    nonprofit: 25,
    verified: false,
    source:
      "LLC 50: official text (statute, regulation or the state's site), https://casetext.com/statute/new-mexico-statutes-1978/chapter-53-corporations/article-19-limited-liability-companies/section-53-19-63-filing-service-and-copying-fees (read 2026-11-23)\nC-Corporation 100: official text (statute, regulation or the state's site), http://nmprc.state.nm.us/cfees.htm (read 2026-11-23)\nNonprofit 25: official text (statute, regulation or the state's site), https://getpocketlaw.com/law/state_new_mexico/section-53-8-85-fees-for-filing-documents-and-issuing-certificates_a64101c04c9d (read 2026-11-23)",
  },
  {
    name: 'New York',
    slug: 'new-york',
    llc: 200,
    corporation: 125,
    nonprofit: 75,
    verified: true,
    source:
      "LLC 200: official text (statute, regulation or the state's site), https://law.onecle.com/new-york/limited-liability-company-law/LLC01101_1101.html (read 2026-11-23)\nC-Corporation 125: official text (statute, regulation or the state's site), https://law.justia.com/codes/new-york/2006/business-corporation/bsc0104-a_104-a.html (read 2026-11-23)\nNonprofit 75: official text (statute, regulation or the state's site), http://law.justia.com/newyork/codes/not-for-profit-corporation/npc0104-a_104-a.html (read 2026-11-23)",
  },
  {
    name: 'North Carolina',
    slug: 'north-carolina',
    llc: 125,
    corporation: 125,
    nonprofit: 60,
    verified: true,
    source:
      "LLC 125: official text (statute, regulation or the state's site), https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_57D/GS_57D-1-22.html (read 2026-11-23)\nC-Corporation 125: official text (statute, regulation or the state's site), https://sosnc.gov/fees/by_title/_Business_Registration (read 2026-11-23)\nNonprofit 60: official text (statute, regulation or the state's site), https://law.justia.com/codes/north-carolina/2009/Chapter_55A/GS_55A-1-22.html (read 2026-11-23)",
  },
  {
    name: 'North Dakota',
    slug: 'north-dakota',
    llc: 135,
    corporation: 100,
    nonprofit: 40,
    verified: false,
    source:
      "LLC 135: secondary source, not the state's own, http://formanllc.org/nd/how-to-form-a-pllc-in-north-dakota-business-registration-unit/ (read 2026-11-23)\nC-Corporation 100: official text (statute, regulation or the state's site), https://www.lawserver.com/law/state/north-dakota/nd-code/north_dakota_code_10_19-1_147 (read 2026-11-23)\nNonprofit 40: official text (statute, regulation or the state's site), https://casetext.com/statute/north-dakota-century-code/title-10-corporations/chapter-10-33-nonprofit-corporations/section-10-33-140-see-note-secretary-of-state-fees-and-charges/1 (read 2026-11-23)",
  },
  {
    name: 'Ohio',
    slug: 'ohio',
    llc: 99,
    corporation: 99,
    nonprofit: 99,
    verified: false,
    source:
      "LLC 99: secondary source, not the state's own, https://www.llcuniversity.com/ohio-llc/forms/ (read 2026-11-23)\nC-Corporation 99: secondary source, not the state's own, https://startabusiness.org/oh/corporation/domestic/ (read 2026-11-23)\nNonprofit 99: secondary source, not the state's own, https://ses.stf.com/bookmarks/Candice%20Butts/OH_wsw/0003/2023080413495947510834.htm (read 2026-11-23)",
  },
  {
    name: 'Oklahoma',
    slug: 'oklahoma',
    llc: 100,
    corporation: 50,
    nonprofit: 25,
    verified: false,
    source:
      "LLC 100: secondary source, not the state's own, https://info.legalzoom.com/oklahoma-llc-rules-3711.html (read 2026-11-23)\nC-Corporation 50: official text (statute, regulation or the state's site), https://d1tvxue8o4w0fl.cloudfront.net/statute/oklahoma-statutes/title-18-corporations/chapter-22-oklahoma-general-corporation-act/miscellaneous-provisions/section-1142-filing-and-other-service-fees (read 2026-11-23)\nNonprofit 25: official text (statute, regulation or the state's site), https://d1tvxue8o4w0fl.cloudfront.net/statute/oklahoma-statutes/title-18-corporations/chapter-22-oklahoma-general-corporation-act/miscellaneous-provisions/section-1142-filing-and-other-service-fees (read 2026-11-23)",
  },
  {
    name: 'Oregon',
    slug: 'oregon',
    llc: 100,
    corporation: 100,
    nonprofit: 50,
    verified: false,
    source:
      "LLC 100: official text (statute, regulation or the state's site), https://www.oregonlaws.org/ors/56.140 (read 2026-11-23)\nC-Corporation 100: official text (statute, regulation or the state's site), https://www.oregonlaws.org/ors/56.140 (read 2026-11-23)\nNonprofit 50: secondary source, not the state's own, https://www.harborcompliance.com/oregon-nonprofit-articles-of-incorporation (read 2026-11-23)",
  },
  {
    name: 'Pennsylvania',
    slug: 'pennsylvania',
    llc: 125,
    corporation: 125,
    nonprofit: 125,
    verified: true,
    source:
      "LLC 125: official text (statute, regulation or the state's site), https://govt.westlaw.com/pac/Document/NAAA5FFE27CF911EDADECAA98B5FC77FF?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default) (read 2026-11-23)\nC-Corporation 125: official text (statute, regulation or the state's site), https://govt.westlaw.com/pac/Document/NAAA5FFE27CF911EDADECAA98B5FC77FF?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default) (read 2026-11-23)\nNonprofit 125: official text (statute, regulation or the state's site), https://govt.westlaw.com/pac/Document/NAAA5FFE27CF911EDADECAA98B5FC77FF?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default) (read 2026-11-23)",
  },
  {
    name: 'Rhode Island',
    slug: 'rhode-island',
    llc: 150,
    corporation: 230,
    nonprofit: 35,
    verified: false,
    source:
      "LLC 150: official text (statute, regulation or the state's site), http://webserver.rilin.state.ri.us/PublicLaws/law11/law11052.htm (read 2026-11-23)\nC-Corporation 230 (this source says 70): official text (statute, regulation or the state's site), http://webserver.rilin.state.ri.us/Statutes/title7/7-1.2/7-1.2-1602.htm (read 2026-11-23)\nNonprofit 35: secondary source, not the state's own, https://www.harborcompliance.com/information/rhode-island-nonprofit-articles-of-incorporation (read 2026-11-23)\nThe statute sets 70 for articles of incorporation; our 230 adds the share-based license fee, whose amount is not confirmed.",
  },
  {
    name: 'South Carolina',
    slug: 'south-carolina',
    llc: 125,
    corporation: 135,
    nonprofit: 25,
    verified: false,
    source:
      "LLC 125: secondary source, not the state's own, https://search-sos.org/how-to-start-an-llc-in-south-carolina/ (read 2026-11-23)\nC-Corporation 135: official text (statute, regulation or the state's site), https://scdah.access.preservica.com/download/file/IO_c995bba7-ff63-4d36-94e6-78a65bc761df (read 2026-11-23)\nNonprofit 25: official text (statute, regulation or the state's site), https://www.legalfix.com/statutes/state-codes/south-carolina/title-33/chapter-31/section-33-31-122 (read 2026-11-23)",
  },
  {
    name: 'South Dakota',
    slug: 'south-dakota',
    llc: 150,
    corporation: 150,
    nonprofit: 30,
    verified: false,
    source:
      "LLC 150: secondary source, not the state's own, https://lexace.ai/us/statute/south-dakota/47-34A-212 (read 2026-11-23)\nC-Corporation 150: official text (statute, regulation or the state's site), https://casetext.com/statute/south-dakota-codified-laws/title-47-corporations/chapter-1a-south-dakota-business-corporation-act/section-47-1a-122-fees-for-filing-and-service (read 2026-11-23)\nNonprofit 30: official text (statute, regulation or the state's site), https://www.lawserver.com/law/state/south-dakota/sd-laws/south_dakota_laws_47-28-6 (read 2026-11-23)",
  },
  {
    name: 'Tennessee',
    slug: 'tennessee',
    llc: 300,
    corporation: 100,
    nonprofit: 100,
    verified: false,
    source:
      "LLC 300: secondary source, not the state's own, http://rcdii.com/tennessee-articles-of-organization.html (read 2026-11-23)\nC-Corporation 100: official text (statute, regulation or the state's site), https://sharetngov.tnsosfiles.com/sos/acts/100/pub/PUBC0784.htm (read 2026-11-23)\nNonprofit 100: official text (statute, regulation or the state's site), https://law.justia.com/codes/tennessee/2016/title-48/nonprofit-corporations/chapter-51/part-3/section-48-51-303/ (read 2026-11-23)",
  },
  {
    name: 'Texas',
    slug: 'texas',
    llc: 300,
    corporation: 300,
    nonprofit: 25,
    verified: false,
    source:
      "LLC 300: secondary source, not the state's own, https://www.upcounsel.com/texas-llc-fees (read 2026-11-23)\nC-Corporation 300: official text (statute, regulation or the state's site), http://law.onecle.com/texas/business-organizations/4.152.00.html (read 2026-11-23)\nNonprofit 25: secondary source, not the state's own, https://instalawyer.io/laws/texas-statutes/section-4153-filing-fees-nonprofit (read 2026-11-23)",
  },
  {
    name: 'Utah',
    slug: 'utah',
    llc: 54,
    corporation: 59,
    nonprofit: 30,
    verified: false,
    source:
      "LLC 54: secondary source, not the state's own, https://www.llcuniversity.com/utah-llc/forms/ (read 2026-11-23)\nC-Corporation 59: secondary source, not the state's own, https://legalclarity.org/utah-articles-of-incorporation-requirements-and-filing/ (read 2026-11-23)\nNonprofit 30: secondary source, not the state's own, https://www.harborcompliance.com/information/utah-nonprofit-articles-of-incorporation (read 2026-11-23)",
  },
  {
    name: 'Vermont',
    slug: 'vermont',
    llc: 155,
    corporation: 155,
    nonprofit: 125,
    verified: false,
    source:
      "LLC 155: official text (statute, regulation or the state's site), https://casetext.com/statute/vermont-statutes/title-11-corporations-partnerships-and-associations/chapter-25-limited-liability-companies/subchapter-1-general-provisions/section-4012-fees (read 2026-11-23)\nC-Corporation 155: official text (statute, regulation or the state's site), https://casetext.com/statute/vermont-statutes/title-11a-vermont-business-corporations/chapter-1-general-provisions/subchapter-2-filing-documents/section-122-filing-service-and-copying-fees (read 2026-11-23)\nNonprofit 125: official text (statute, regulation or the state's site), https://legislature.vermont.gov/statutes/section/11b/001/00001.22 (read 2026-11-23)\nCorporation raised from 125 to 155 (11A V.S.A. 1.22(a)(1) as amended in 2023). Whether the 2023 changes also raised the nonprofit fee is not confirmed.",
  },
  {
    name: 'Virginia',
    slug: 'virginia',
    llc: 100,
    corporation: 75,
    nonprofit: 75,
    verified: false,
    source:
      "LLC 100: no source found (searched 2026-11-23)\nC-Corporation 75: official text (statute, regulation or the state's site), https://law.onecle.com/virginia/corporations/13.1-616.html (read 2026-11-23)\nNonprofit 75: secondary source, not the state's own, http://laws9.com/statutes/virginia/title-13-1/chapter-10/13-1-815-1 (read 2026-11-23)",
  },
  {
    name: 'Washington',
    slug: 'washington',
    llc: 200,
    corporation: 200,
    nonprofit: 50,
    verified: false,
    source:
      'LLC 200: no source found (searched 2026-11-23)\nC-Corporation 200: no source found (searched 2026-11-23)\nNonprofit 50: no source found (searched 2026-11-23)',
  },
  {
    name: 'West Virginia',
    slug: 'west-virginia',
    llc: 100,
    corporation: 100,
    nonprofit: 25,
    verified: true,
    source:
      "LLC 100: official text (statute, regulation or the state's site), https://casetext.com/statute/west-virginia-code/chapter-59-fees-allowances-and-costs-newspapers-legal-advertisements/article-1-fees-and-allowances/section-59-1-2-fees-to-be-charged-by-secretary-of-state (read 2026-11-23)\nC-Corporation 100: official text (statute, regulation or the state's site), https://casetext.com/statute/west-virginia-code/chapter-59-fees-allowances-and-costs-newspapers-legal-advertisements/article-1-fees-and-allowances/section-59-1-2-fees-to-be-charged-by-secretary-of-state (read 2026-11-23)\nNonprofit 25: official text (statute, regulation or the state's site), https://casetext.com/statute/west-virginia-code/chapter-59-fees-allowances-and-costs-newspapers-legal-advertisements/article-1-fees-and-allowances/section-59-1-2-fees-to-be-charged-by-secretary-of-state (read 2026-11-23)",
  },
  {
    name: 'Wisconsin',
    slug: 'wisconsin',
    llc: 130,
    corporation: 100,
    nonprofit: 35,
    verified: false,
    source:
      "LLC 130: secondary source, not the state's own, https://getpocketlaw.com/law/state_wisconsin/section-183-0114-filing-and-service-fees_031b5ff73e22 (read 2026-11-23)\nC-Corporation 100: official text (statute, regulation or the state's site), https://legalfix.com/statutes/state-codes/wisconsin/chapter-180/section-180-0122 (read 2026-11-23)\nNonprofit 35: no source found (searched 2026-11-23)",
  },
  {
    name: 'Wyoming',
    slug: 'wyoming',
    llc: 100,
    corporation: 100,
    nonprofit: 25,
    verified: false,
    source:
      "LLC 100: secondary source, not the state's own, https://www.llcuniversity.com/wyoming-llc/forms/ (read 2026-11-23)\nC-Corporation 100: secondary source, not the state's own, https://legalclarity.org/how-to-incorporate-in-wyoming-steps-and-requirements (read 2026-11-23)\nNonprofit 25: no source found (searched 2026-11-23)\nFixed by the product spec; the state's own figures differ or were not found, so the row stays unverified.",
  },
]

const FIELDS = ['llc', 'corporation', 'nonprofit', 'verified'] as const

/**
 * The verified fee table (sources cited per figure, unverified rows marked) replaces the seeded
 * one in databases seeded before it. Rows whose fees staff changed are left as they are; each
 * change is recorded in the state fee history like an edit.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const row of rows) {
    const previous = PREVIOUS[row.slug]
    if (!previous) continue
    const [llc, corporation, nonprofit] = previous
    const before = await db.execute(sql`
      SELECT id, llc, corporation, nonprofit, verified FROM state_fees
      WHERE slug = ${row.slug} AND llc = ${llc} AND corporation = ${corporation} AND nonprofit = ${nonprofit}`)
    const current = before.rows[0] as
      | {
          id: number
          llc: string
          corporation: string
          nonprofit: string
          verified: boolean | null
        }
      | undefined
    if (!current) continue
    await db.execute(sql`
      UPDATE state_fees SET llc = ${row.llc}, corporation = ${row.corporation},
        nonprofit = ${row.nonprofit}, source = ${row.source}, verified = ${row.verified},
        updated_at = now()
      WHERE id = ${current.id}`)
    for (const field of FIELDS) {
      const from = field === 'verified' ? Boolean(current.verified) : Number(current[field])
      const to = row[field]
      if (from === to) continue
      const shown = (value: number | boolean) =>
        typeof value === 'boolean' ? (value ? 'yes' : 'no') : `$${value}`
      const label = {
        llc: 'LLC fee',
        corporation: 'C-Corporation fee',
        nonprofit: 'Nonprofit fee',
        verified: 'Verified',
      }[field]
      await db.execute(sql`
        INSERT INTO state_fee_changes (state_fee_id, field, "from", "to", summary)
        VALUES (${current.id}, ${field}, ${String(from)}, ${String(to)},
          ${`${row.name}: ${label} ${shown(from)} → ${shown(to)} (fee table checked against the states)`})`)
    }
  }
}

/** Data only: the previous figures stay in the state fee history. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
