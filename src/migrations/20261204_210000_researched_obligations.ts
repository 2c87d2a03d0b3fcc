import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

type Columns = Record<string, string | number | boolean | null>
type Tier = {
  name: string
  fee: number | null
  feeMax: number | null
  turnaroundHours: number | null
  confidence: string
  url: string | null
  checkedOn: string | null
  note: string | null
}
type StateObligations = {
  slug: string
  /** The report and tax of each entity type, as the columns they are stored in. */
  columns: Record<
    'corporationReport' | 'corporationTax' | 'nonprofitReport' | 'nonprofitTax',
    Columns
  >
  expedite: { from: Tier[]; to: Tier[] }
  processing: { from: Columns; to: Columns } | null
}

/**
 * The corporation and nonprofit reports and taxes, expedite tiers and processing times researched
 * on 2026-12-04 for twelve states (data/research/obligations; docs/states.md#obligations), frozen
 * here with what the seed held before, so the migration does the same whenever it runs.
 */
const STATES: StateObligations[] = [
  {
    slug: 'california',
    columns: {
      corporationReport: {
        corporation_facts_report_name: 'Statement of Information (Form SI-550)',
        corporation_facts_report_cadence: 'annual',
        corporation_facts_report_biennial_years: null,
        corporation_facts_report_fee: 25,
        corporation_facts_report_first_fee: null,
        corporation_facts_report_first_within_days: 90,
        corporation_facts_report_due_kind: 'anniversary-month',
        corporation_facts_report_due_start_month: null,
        corporation_facts_report_due_start_day: null,
        corporation_facts_report_due_months_after_year_end: null,
        corporation_facts_report_due_month: null,
        corporation_facts_report_due_month_offset: null,
        corporation_facts_report_due_day: null,
        corporation_facts_report_source_confidence: 'corroborated',
        corporation_facts_report_source_url:
          'https://getpocketlaw.com/law/state_california/section-1502-section-1502_afbf67d2d9ba',
        corporation_facts_report_source_checked_on: '2026-12-04',
        corporation_facts_report_source_note:
          'File the first Statement of Information within 90 days of incorporating, then every year by the end of the month you incorporated (you may file up to five months early); the fee is $25.',
      },
      corporationTax: {
        corporation_facts_tax_applies: 'yes',
        corporation_facts_tax_name: 'Corporation Franchise Tax (minimum franchise tax)',
        corporation_facts_tax_minimum: 800,
        corporation_facts_tax_first_year_exempt: 'yes',
        corporation_facts_tax_paid_with_report: false,
        corporation_facts_tax_due_kind: 'fiscal-year',
        corporation_facts_tax_due_start_month: null,
        corporation_facts_tax_due_start_day: null,
        corporation_facts_tax_due_months_after_year_end: 4,
        corporation_facts_tax_due_month: null,
        corporation_facts_tax_due_month_offset: null,
        corporation_facts_tax_due_day: 15,
        corporation_facts_tax_source_confidence: 'official',
        corporation_facts_tax_source_url:
          'https://www.ftb.ca.gov/professionals/taxnews/2012/October/bigbusiness.shtml',
        corporation_facts_tax_source_checked_on: '2026-12-04',
        corporation_facts_tax_source_note:
          'From the second tax year on, a California corporation owes at least $800 a year; the first tax year after incorporating has no minimum. The return is due the 15th day of the 4th month after year end, and estimated payments start in the 4th month of the tax year.',
      },
      nonprofitReport: {
        nonprofit_facts_report_name: 'Statement of Information (Form SI-100)',
        nonprofit_facts_report_cadence: 'biennial',
        nonprofit_facts_report_biennial_years: 'formation',
        nonprofit_facts_report_fee: 20,
        nonprofit_facts_report_first_fee: null,
        nonprofit_facts_report_first_within_days: 90,
        nonprofit_facts_report_due_kind: 'anniversary-month',
        nonprofit_facts_report_due_start_month: null,
        nonprofit_facts_report_due_start_day: null,
        nonprofit_facts_report_due_months_after_year_end: null,
        nonprofit_facts_report_due_month: null,
        nonprofit_facts_report_due_month_offset: null,
        nonprofit_facts_report_due_day: null,
        nonprofit_facts_report_source_confidence: 'corroborated',
        nonprofit_facts_report_source_url:
          'http://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CORP&sectionNum=6810.',
        nonprofit_facts_report_source_checked_on: '2026-12-04',
        nonprofit_facts_report_source_note:
          'Nonprofits file a Statement of Information within 90 days of incorporating, then every two years (in years of the same parity as the formation year) by the end of the formation month; the fee is $20.',
      },
      nonprofitTax: {
        nonprofit_facts_tax_applies: 'no',
        nonprofit_facts_tax_name: 'Corporation Franchise Tax',
        nonprofit_facts_tax_minimum: 0,
        nonprofit_facts_tax_first_year_exempt: 'unknown',
        nonprofit_facts_tax_paid_with_report: false,
        nonprofit_facts_tax_due_kind: 'unknown',
        nonprofit_facts_tax_due_start_month: null,
        nonprofit_facts_tax_due_start_day: null,
        nonprofit_facts_tax_due_months_after_year_end: null,
        nonprofit_facts_tax_due_month: null,
        nonprofit_facts_tax_due_month_offset: null,
        nonprofit_facts_tax_due_day: null,
        nonprofit_facts_tax_source_confidence: 'official',
        nonprofit_facts_tax_source_url: 'https://www.ftb.ca.gov/forms/misc/3500-booklet.html',
        nonprofit_facts_tax_source_checked_on: '2026-12-04',
        nonprofit_facts_tax_source_note:
          'A nonprofit owes no franchise tax only after the FTB grants exemption (Form 3500 or 3500A); until then it is taxed like any corporation, including the $800 minimum. Exempt nonprofits still file Form 199 or 199N every year.',
      },
    },
    expedite: {
      from: [
        {
          name: '24-Hour Filing Service (Class C)',
          fee: 350,
          feeMax: null,
          turnaroundHours: 24,
          confidence: 'corroborated',
          url: 'https://www.sos.ca.gov/business-programs/business-entities/service-options',
          checkedOn: '2026-08-06',
          note: 'StartupSole and OrderToAI agree on the fee.',
        },
        {
          name: 'Same Day Filing Service (Class B)',
          fee: 750,
          feeMax: null,
          turnaroundHours: 8,
          confidence: 'single',
          url: 'https://www.sos.ca.gov/business-programs/business-entities/service-options',
          checkedOn: '2026-08-06',
          note: 'From StartupSole.',
        },
        {
          name: '4-Hour Filing Service (Class A)',
          fee: 500,
          feeMax: null,
          turnaroundHours: 4,
          confidence: 'single',
          url: 'https://www.sos.ca.gov/business-programs/business-entities/service-options',
          checkedOn: '2026-08-06',
          note: 'From StartupSole.',
        },
      ],
      to: [
        {
          name: '24-hour expedite',
          fee: 350,
          feeMax: null,
          turnaroundHours: 24,
          confidence: 'corroborated',
          url: 'https://calawyers.org/business-law/california-secretary-of-state-resumes-certain-services-on-a-limited-basis/',
          checkedOn: '2026-12-04',
          note: 'Secondary sources only; available online through bizfile and in person in Sacramento.',
        },
        {
          name: 'Same-day expedite',
          fee: null,
          feeMax: 1000,
          turnaroundHours: null,
          confidence: 'corroborated',
          url: 'https://www.unitedcorporate.com/whats-new/expedited-preclearance-services-options-returning-to-the-california-sos/',
          checkedOn: '2026-12-04',
          note: 'The tier exists but its fee was not found; feeMax is the statutory cap.',
        },
        {
          name: '4-hour expedite',
          fee: null,
          feeMax: 1000,
          turnaroundHours: 4,
          confidence: 'single',
          url: 'https://www.unitedcorporate.com/whats-new/expedited-preclearance-services-options-returning-to-the-california-sos/',
          checkedOn: '2026-12-04',
          note: 'The tier exists but its fee was not found; feeMax is the statutory cap.',
        },
      ],
    },
    processing: {
      from: {
        processing_min_days: 21,
        processing_max_days: 21,
        processing_source_confidence: 'single',
        processing_source_url: 'https://www.sos.ca.gov/business-programs/business-entities/forms',
        processing_source_checked_on: '2026-05-21',
        processing_source_note: 'From OrderToAI; StartupSole gives none.',
      },
      to: {
        processing_min_days: null,
        processing_max_days: null,
        processing_source_confidence: 'estimate',
        processing_source_url: null,
        processing_source_checked_on: '2026-12-04',
        processing_source_note:
          'Normal processing time unknown: only outdated (2010-2013) reports were found.',
      },
    },
  },
  {
    slug: 'colorado',
    columns: {
      corporationReport: {
        corporation_facts_report_name: 'Periodic Report',
        corporation_facts_report_cadence: 'annual',
        corporation_facts_report_biennial_years: null,
        corporation_facts_report_fee: 25,
        corporation_facts_report_first_fee: null,
        corporation_facts_report_first_within_days: null,
        corporation_facts_report_due_kind: 'anniversary-month',
        corporation_facts_report_due_start_month: null,
        corporation_facts_report_due_start_day: null,
        corporation_facts_report_due_months_after_year_end: null,
        corporation_facts_report_due_month: null,
        corporation_facts_report_due_month_offset: null,
        corporation_facts_report_due_day: null,
        corporation_facts_report_source_confidence: 'corroborated',
        corporation_facts_report_source_url:
          'https://coloradosos.gov/pubs/info_center/laws/Title7/Title7Article90Part5.html',
        corporation_facts_report_source_checked_on: '2026-12-04',
        corporation_facts_report_source_note:
          'A Colorado corporation files a $25 Periodic Report online each year in its formation anniversary month (it may still be filed in the next two months with a late fee); the first one is due in the year after formation.',
      },
      corporationTax: {
        corporation_facts_tax_applies: 'no',
        corporation_facts_tax_name:
          'None (no franchise tax; corporate income tax on net income only)',
        corporation_facts_tax_minimum: 0,
        corporation_facts_tax_first_year_exempt: 'yes',
        corporation_facts_tax_paid_with_report: false,
        corporation_facts_tax_due_kind: 'fiscal-year',
        corporation_facts_tax_due_start_month: null,
        corporation_facts_tax_due_start_day: null,
        corporation_facts_tax_due_months_after_year_end: 4,
        corporation_facts_tax_due_month: null,
        corporation_facts_tax_due_month_offset: null,
        corporation_facts_tax_due_day: 15,
        corporation_facts_tax_source_confidence: 'corroborated',
        corporation_facts_tax_source_url: 'https://tax.colorado.gov/business-income-tax',
        corporation_facts_tax_source_checked_on: '2026-12-04',
        corporation_facts_tax_source_note:
          'Colorado has no franchise or minimum tax; a C corporation pays income tax only on its Colorado net income, with the return due the 15th day of the 4th month after its tax year ends.',
      },
      nonprofitReport: {
        nonprofit_facts_report_name: 'Periodic Report',
        nonprofit_facts_report_cadence: 'annual',
        nonprofit_facts_report_biennial_years: null,
        nonprofit_facts_report_fee: 25,
        nonprofit_facts_report_first_fee: null,
        nonprofit_facts_report_first_within_days: null,
        nonprofit_facts_report_due_kind: 'anniversary-month',
        nonprofit_facts_report_due_start_month: null,
        nonprofit_facts_report_due_start_day: null,
        nonprofit_facts_report_due_months_after_year_end: null,
        nonprofit_facts_report_due_month: null,
        nonprofit_facts_report_due_month_offset: null,
        nonprofit_facts_report_due_day: null,
        nonprofit_facts_report_source_confidence: 'corroborated',
        nonprofit_facts_report_source_url:
          'https://www.harborcompliance.com/information/colorado-annual-report',
        nonprofit_facts_report_source_checked_on: '2026-12-04',
        nonprofit_facts_report_source_note:
          'A Colorado nonprofit files the same Periodic Report as corporations, now $25, in its anniversary month; a charity that solicits also renews separately with the Charities Program.',
      },
      nonprofitTax: {
        nonprofit_facts_tax_applies: 'no',
        nonprofit_facts_tax_name: 'None',
        nonprofit_facts_tax_minimum: 0,
        nonprofit_facts_tax_first_year_exempt: 'yes',
        nonprofit_facts_tax_paid_with_report: false,
        nonprofit_facts_tax_due_kind: 'unknown',
        nonprofit_facts_tax_due_start_month: null,
        nonprofit_facts_tax_due_start_day: null,
        nonprofit_facts_tax_due_months_after_year_end: null,
        nonprofit_facts_tax_due_month: null,
        nonprofit_facts_tax_due_month_offset: null,
        nonprofit_facts_tax_due_day: null,
        nonprofit_facts_tax_source_confidence: 'single',
        nonprofit_facts_tax_source_url:
          'https://www.therealestatecpa.com/knowledgebase/co-tax-filing-information/',
        nonprofit_facts_tax_source_checked_on: '2026-12-04',
        nonprofit_facts_tax_source_note:
          'Colorado has no franchise tax, so a nonprofit corporation owes no yearly state entity tax.',
      },
    },
    expedite: {
      from: [
        {
          name: 'Expedited Service, business organization document filing',
          fee: 150,
          feeMax: null,
          turnaroundHours: null,
          confidence: 'single',
          url: 'https://www.coloradosos.gov/pubs/info_center/fees/business.html',
          checkedOn: '2026-08-06',
          note: 'From StartupSole.',
        },
      ],
      to: [],
    },
    processing: {
      from: {
        processing_min_days: 0,
        processing_max_days: 0,
        processing_source_confidence: 'single',
        processing_source_url: 'https://www.coloradosos.gov/pubs/business/FAQs/filing.html',
        processing_source_checked_on: '2026-08-06',
        processing_source_note: 'From StartupSole; OrderToAI gives 1 days.',
      },
      to: {
        processing_min_days: 0,
        processing_max_days: 0,
        processing_source_confidence: 'single',
        processing_source_url: 'http://rcdii.com/colorado-articles-of-incorporation.html',
        processing_source_checked_on: '2026-12-04',
        processing_source_note:
          'Colorado formation filings are online only and are normally filed immediately, so no current expedite tier was found (an old fee list showed a $150 expedite fee).',
      },
    },
  },
  {
    slug: 'delaware',
    columns: {
      corporationReport: {
        corporation_facts_report_name: 'Annual Franchise Tax Report',
        corporation_facts_report_cadence: 'annual',
        corporation_facts_report_biennial_years: null,
        corporation_facts_report_fee: 50,
        corporation_facts_report_first_fee: null,
        corporation_facts_report_first_within_days: null,
        corporation_facts_report_due_kind: 'fixed-date',
        corporation_facts_report_due_start_month: null,
        corporation_facts_report_due_start_day: null,
        corporation_facts_report_due_months_after_year_end: null,
        corporation_facts_report_due_month: 3,
        corporation_facts_report_due_month_offset: null,
        corporation_facts_report_due_day: 1,
        corporation_facts_report_source_confidence: 'corroborated',
        corporation_facts_report_source_url:
          'https://d1tvxue8o4w0fl.cloudfront.net/statute/delaware-code/title-8-corporations/chapter-5-corporation-franchise-tax/section-502-annual-franchise-tax-report-contents-failure-to-file-and-pay-tax-duties-of-secretary-of-state',
        corporation_facts_report_source_checked_on: '2026-12-04',
        corporation_facts_report_source_note:
          'File the Annual Franchise Tax Report online and pay the $50 report fee plus the franchise tax by March 1 each year, for the previous calendar year; the $50 fee is from secondary sources only.',
      },
      corporationTax: {
        corporation_facts_tax_applies: 'yes',
        corporation_facts_tax_name: 'Franchise Tax',
        corporation_facts_tax_minimum: 175,
        corporation_facts_tax_first_year_exempt: 'no',
        corporation_facts_tax_paid_with_report: false,
        corporation_facts_tax_due_kind: 'fixed-date',
        corporation_facts_tax_due_start_month: null,
        corporation_facts_tax_due_start_day: null,
        corporation_facts_tax_due_months_after_year_end: null,
        corporation_facts_tax_due_month: 3,
        corporation_facts_tax_due_month_offset: null,
        corporation_facts_tax_due_day: 1,
        corporation_facts_tax_source_confidence: 'corroborated',
        corporation_facts_tax_source_url: 'https://delcode.delaware.gov/title8/c005/',
        corporation_facts_tax_source_checked_on: '2026-12-04',
        corporation_facts_tax_source_note:
          'The minimum tax is $175 under the authorized shares method (5,000 shares or fewer); the assumed par value capital method has a $400 minimum, and you may pay whichever is lower. The tax is paid together with the report, on top of the $50 report fee.',
      },
      nonprofitReport: {
        nonprofit_facts_report_name: 'Annual Franchise Tax Report (exempt corporation)',
        nonprofit_facts_report_cadence: 'annual',
        nonprofit_facts_report_biennial_years: null,
        nonprofit_facts_report_fee: 25,
        nonprofit_facts_report_first_fee: null,
        nonprofit_facts_report_first_within_days: null,
        nonprofit_facts_report_due_kind: 'fixed-date',
        nonprofit_facts_report_due_start_month: null,
        nonprofit_facts_report_due_start_day: null,
        nonprofit_facts_report_due_months_after_year_end: null,
        nonprofit_facts_report_due_month: 3,
        nonprofit_facts_report_due_month_offset: null,
        nonprofit_facts_report_due_day: 1,
        nonprofit_facts_report_source_confidence: 'corroborated',
        nonprofit_facts_report_source_url:
          'https://www.advantage-de.com/information-center/delaware-annual-report-franchise-tax-payment/exempt-domestic-corporations/',
        nonprofit_facts_report_source_checked_on: '2026-12-04',
        nonprofit_facts_report_source_note:
          'A nonprofit that qualifies as an exempt corporation still files the annual report by March 1 and pays a $25 fee (fee from secondary sources).',
      },
      nonprofitTax: {
        nonprofit_facts_tax_applies: 'no',
        nonprofit_facts_tax_name: 'Franchise Tax',
        nonprofit_facts_tax_minimum: 0,
        nonprofit_facts_tax_first_year_exempt: 'unknown',
        nonprofit_facts_tax_paid_with_report: false,
        nonprofit_facts_tax_due_kind: 'unknown',
        nonprofit_facts_tax_due_start_month: null,
        nonprofit_facts_tax_due_start_day: null,
        nonprofit_facts_tax_due_months_after_year_end: null,
        nonprofit_facts_tax_due_month: null,
        nonprofit_facts_tax_due_month_offset: null,
        nonprofit_facts_tax_due_day: null,
        nonprofit_facts_tax_source_confidence: 'corroborated',
        nonprofit_facts_tax_source_url: 'https://delcode.delaware.gov/title8/c005/',
        nonprofit_facts_tax_source_checked_on: '2026-12-04',
        nonprofit_facts_tax_source_note:
          'Nonprofits that qualify as exempt corporations pay no franchise tax; a nonstock corporation that does not qualify as exempt owes $175 a year.',
      },
    },
    expedite: {
      from: [
        {
          name: 'One Hour Service',
          fee: 1000,
          feeMax: null,
          turnaroundHours: 1,
          confidence: 'single',
          url: 'https://corp.delaware.gov/expserv/',
          checkedOn: '2026-08-06',
          note: 'From StartupSole.',
        },
        {
          name: 'Two Hour Service',
          fee: 500,
          feeMax: null,
          turnaroundHours: 2,
          confidence: 'single',
          url: 'https://corp.delaware.gov/expserv/',
          checkedOn: '2026-08-06',
          note: 'From StartupSole.',
        },
        {
          name: 'Same Day Service',
          fee: 100,
          feeMax: 200,
          turnaroundHours: 8,
          confidence: 'corroborated',
          url: 'https://corp.delaware.gov/expserv/',
          checkedOn: '2026-08-06',
          note: 'StartupSole and OrderToAI agree on the fee.',
        },
        {
          name: 'Next Day Service',
          fee: 50,
          feeMax: 100,
          turnaroundHours: 24,
          confidence: 'single',
          url: 'https://corp.delaware.gov/expserv/',
          checkedOn: '2026-08-06',
          note: 'From StartupSole.',
        },
      ],
      to: [
        {
          name: 'Priority 1 (1-hour)',
          fee: 1000,
          feeMax: null,
          turnaroundHours: 1,
          confidence: 'single',
          url: 'https://articlesofincorporation.org/de/delaware-certificate-of-incorporation-a-public-benefit-corporation-of-name-of-corporation',
          checkedOn: '2026-12-04',
          note: "Secondary source only; the Division's own fee schedule was not read.",
        },
        {
          name: 'Priority 2 (2-hour)',
          fee: 500,
          feeMax: null,
          turnaroundHours: 2,
          confidence: 'single',
          url: 'https://articlesofincorporation.org/de/delaware-certificate-of-incorporation-a-public-benefit-corporation-of-name-of-corporation',
          checkedOn: '2026-12-04',
          note: 'Secondary source only.',
        },
        {
          name: 'Same day',
          fee: null,
          feeMax: null,
          turnaroundHours: null,
          confidence: 'single',
          url: 'https://articlesofincorporation.org/de/delaware-certificate-of-incorporation-a-public-benefit-corporation-of-name-of-corporation',
          checkedOn: '2026-12-04',
          note: 'Fee not confirmed for corporations; the Division sets it by document type.',
        },
        {
          name: '24-hour',
          fee: null,
          feeMax: null,
          turnaroundHours: 24,
          confidence: 'single',
          url: 'https://articlesofincorporation.org/de/delaware-certificate-of-incorporation-a-public-benefit-corporation-of-name-of-corporation',
          checkedOn: '2026-12-04',
          note: 'Fee not confirmed for corporations.',
        },
      ],
    },
    processing: {
      from: {
        processing_min_days: 14,
        processing_max_days: 14,
        processing_source_confidence: 'single',
        processing_source_url: 'https://corp.delaware.gov/fee/',
        processing_source_checked_on: '2026-05-21',
        processing_source_note: 'From OrderToAI; StartupSole gives none.',
      },
      to: {
        processing_min_days: 3,
        processing_max_days: 5,
        processing_source_confidence: 'single',
        processing_source_url:
          'https://www.cscglobal.com/service/cls/corporate-filings-delaware-and-new-york',
        processing_source_checked_on: '2026-12-04',
        processing_source_note:
          'Standard (non-expedited) filing, business days; secondary source only.',
      },
    },
  },
  {
    slug: 'florida',
    columns: {
      corporationReport: {
        corporation_facts_report_name: 'Annual Report',
        corporation_facts_report_cadence: 'annual',
        corporation_facts_report_biennial_years: null,
        corporation_facts_report_fee: 150,
        corporation_facts_report_first_fee: null,
        corporation_facts_report_first_within_days: null,
        corporation_facts_report_due_kind: 'window',
        corporation_facts_report_due_start_month: 1,
        corporation_facts_report_due_start_day: 1,
        corporation_facts_report_due_months_after_year_end: null,
        corporation_facts_report_due_month: 5,
        corporation_facts_report_due_month_offset: null,
        corporation_facts_report_due_day: 1,
        corporation_facts_report_source_confidence: 'corroborated',
        corporation_facts_report_source_url: 'https://efile.sunbiz.org/p_np_ar_help.html',
        corporation_facts_report_source_checked_on: '2026-12-04',
        corporation_facts_report_source_note:
          'File the annual report on Sunbiz between January 1 and May 1 each year; the fee is $150, and a $400 late fee is added after May 1.',
      },
      corporationTax: {
        corporation_facts_tax_applies: 'yes',
        corporation_facts_tax_name: 'Corporate Income/Franchise Tax',
        corporation_facts_tax_minimum: 0,
        corporation_facts_tax_first_year_exempt: 'unknown',
        corporation_facts_tax_paid_with_report: false,
        corporation_facts_tax_due_kind: 'fiscal-year',
        corporation_facts_tax_due_start_month: null,
        corporation_facts_tax_due_start_day: null,
        corporation_facts_tax_due_months_after_year_end: 5,
        corporation_facts_tax_due_month: null,
        corporation_facts_tax_due_month_offset: null,
        corporation_facts_tax_due_day: 1,
        corporation_facts_tax_source_confidence: 'corroborated',
        corporation_facts_tax_source_url:
          'https://ses.stf.com./bookmarks/Candice%20Butts/Candice_wsw/0032/202306300858587716761.htm_old.htm',
        corporation_facts_tax_source_checked_on: '2026-12-04',
        corporation_facts_tax_source_note:
          'Florida has no franchise tax with a fixed minimum; C corporations file a yearly corporate income tax return (Form F-1120) even when no tax is due, and tax is owed only on Florida income above the exemption.',
      },
      nonprofitReport: {
        nonprofit_facts_report_name: 'Annual Report',
        nonprofit_facts_report_cadence: 'annual',
        nonprofit_facts_report_biennial_years: null,
        nonprofit_facts_report_fee: 61.25,
        nonprofit_facts_report_first_fee: null,
        nonprofit_facts_report_first_within_days: null,
        nonprofit_facts_report_due_kind: 'window',
        nonprofit_facts_report_due_start_month: 1,
        nonprofit_facts_report_due_start_day: 1,
        nonprofit_facts_report_due_months_after_year_end: null,
        nonprofit_facts_report_due_month: 5,
        nonprofit_facts_report_due_month_offset: null,
        nonprofit_facts_report_due_day: 1,
        nonprofit_facts_report_source_confidence: 'corroborated',
        nonprofit_facts_report_source_url: 'https://efile.sunbiz.org/p_np_ar_help.html',
        nonprofit_facts_report_source_checked_on: '2026-12-04',
        nonprofit_facts_report_source_note:
          'Nonprofit corporations file the annual report between January 1 and May 1 for $61.25, with no late fee; unfiled reports still lead to dissolution in September.',
      },
      nonprofitTax: {
        nonprofit_facts_tax_applies: 'no',
        nonprofit_facts_tax_name: null,
        nonprofit_facts_tax_minimum: 0,
        nonprofit_facts_tax_first_year_exempt: 'unknown',
        nonprofit_facts_tax_paid_with_report: false,
        nonprofit_facts_tax_due_kind: 'unknown',
        nonprofit_facts_tax_due_start_month: null,
        nonprofit_facts_tax_due_start_day: null,
        nonprofit_facts_tax_due_months_after_year_end: null,
        nonprofit_facts_tax_due_month: null,
        nonprofit_facts_tax_due_month_offset: null,
        nonprofit_facts_tax_due_day: null,
        nonprofit_facts_tax_source_confidence: 'single',
        nonprofit_facts_tax_source_url:
          'https://ses.stf.com./bookmarks/Candice%20Butts/Candice_wsw/0032/202306300858587716761.htm_old.htm',
        nonprofit_facts_tax_source_checked_on: '2026-12-04',
        nonprofit_facts_tax_source_note:
          'Florida charges no yearly franchise tax on nonprofit corporations; a nonprofit might owe corporate income tax only on taxable (e.g. unrelated business) income, which was not verified.',
      },
    },
    expedite: {
      from: [
        {
          name: 'Expedited filing',
          fee: 52.5,
          feeMax: null,
          turnaroundHours: 24,
          confidence: 'single',
          url: 'https://dos.fl.gov/sunbiz/',
          checkedOn: '2026-05-21',
          note: 'From OrderToAI; StartupSole lists no expedite.',
        },
      ],
      to: [],
    },
    processing: {
      from: {
        processing_min_days: 5,
        processing_max_days: 5,
        processing_source_confidence: 'single',
        processing_source_url: 'https://dos.fl.gov/sunbiz/',
        processing_source_checked_on: '2026-05-21',
        processing_source_note: 'From OrderToAI; StartupSole gives none.',
      },
      to: {
        processing_min_days: 1,
        processing_max_days: 5,
        processing_source_confidence: 'corroborated',
        processing_source_url: 'https://efile.sunbiz.org/efile_acct_help.html',
        processing_source_checked_on: '2026-12-04',
        processing_source_note:
          'Standard online filing, business days (secondary, from LLC guides). Florida sells no expedited processing, so the expedite list is empty.',
      },
    },
  },
  {
    slug: 'georgia',
    columns: {
      corporationReport: {
        corporation_facts_report_name: 'Annual Registration',
        corporation_facts_report_cadence: 'annual',
        corporation_facts_report_biennial_years: null,
        corporation_facts_report_fee: 50,
        corporation_facts_report_first_fee: null,
        corporation_facts_report_first_within_days: 90,
        corporation_facts_report_due_kind: 'window',
        corporation_facts_report_due_start_month: 1,
        corporation_facts_report_due_start_day: 1,
        corporation_facts_report_due_months_after_year_end: null,
        corporation_facts_report_due_month: 4,
        corporation_facts_report_due_month_offset: null,
        corporation_facts_report_due_day: 1,
        corporation_facts_report_source_confidence: 'corroborated',
        corporation_facts_report_source_url:
          'https://sos.ga.gov/how-to-guide/how-file-annual-registration',
        corporation_facts_report_source_checked_on: '2026-12-04',
        corporation_facts_report_source_note:
          'File the Annual Registration ($50 online, $60 on paper) between January 1 and April 1 each year; a new corporation also files an initial registration within 90 days of forming unless it formed after October 1.',
      },
      corporationTax: {
        corporation_facts_tax_applies: 'yes',
        corporation_facts_tax_name: 'Corporate Net Worth Tax',
        corporation_facts_tax_minimum: 0,
        corporation_facts_tax_first_year_exempt: 'no',
        corporation_facts_tax_paid_with_report: false,
        corporation_facts_tax_due_kind: 'fiscal-year',
        corporation_facts_tax_due_start_month: null,
        corporation_facts_tax_due_start_day: null,
        corporation_facts_tax_due_months_after_year_end: 4,
        corporation_facts_tax_due_month: null,
        corporation_facts_tax_due_month_offset: null,
        corporation_facts_tax_due_day: 15,
        corporation_facts_tax_source_confidence: 'corroborated',
        corporation_facts_tax_source_url: 'https://dor.georgia.gov/corporate-due-dates',
        corporation_facts_tax_source_checked_on: '2026-12-04',
        corporation_facts_tax_source_note:
          "Georgia's net worth tax is $0 for a corporation whose net worth is $100,000 or less and starts at $125 above that; it is reported on the Form 600 corporate return, due the 15th day of the 4th month after the tax year ends (3rd month for S corporations).",
      },
      nonprofitReport: {
        nonprofit_facts_report_name: 'Annual Registration',
        nonprofit_facts_report_cadence: 'annual',
        nonprofit_facts_report_biennial_years: null,
        nonprofit_facts_report_fee: 30,
        nonprofit_facts_report_first_fee: null,
        nonprofit_facts_report_first_within_days: 90,
        nonprofit_facts_report_due_kind: 'window',
        nonprofit_facts_report_due_start_month: 1,
        nonprofit_facts_report_due_start_day: 1,
        nonprofit_facts_report_due_months_after_year_end: null,
        nonprofit_facts_report_due_month: 4,
        nonprofit_facts_report_due_month_offset: null,
        nonprofit_facts_report_due_day: 1,
        nonprofit_facts_report_source_confidence: 'corroborated',
        nonprofit_facts_report_source_url:
          'https://sos.ga.gov/how-to-guide/how-file-annual-registration',
        nonprofit_facts_report_source_checked_on: '2026-12-04',
        nonprofit_facts_report_source_note:
          'A Georgia nonprofit files its Annual Registration ($30 online, $40 on paper) between January 1 and April 1 each year, plus an initial registration within 90 days of forming unless it formed after October 1.',
      },
      nonprofitTax: {
        nonprofit_facts_tax_applies: 'no',
        nonprofit_facts_tax_name: 'Corporate Net Worth Tax',
        nonprofit_facts_tax_minimum: 0,
        nonprofit_facts_tax_first_year_exempt: 'yes',
        nonprofit_facts_tax_paid_with_report: false,
        nonprofit_facts_tax_due_kind: 'unknown',
        nonprofit_facts_tax_due_start_month: null,
        nonprofit_facts_tax_due_start_day: null,
        nonprofit_facts_tax_due_months_after_year_end: null,
        nonprofit_facts_tax_due_month: null,
        nonprofit_facts_tax_due_month_offset: null,
        nonprofit_facts_tax_due_day: null,
        nonprofit_facts_tax_source_confidence: 'single',
        nonprofit_facts_tax_source_url:
          'https://law.justia.com/codes/georgia/2018/title-48/chapter-13/article-4/section-48-13-71',
        nonprofit_facts_tax_source_checked_on: '2026-12-04',
        nonprofit_facts_tax_source_note:
          "Nonprofit corporations are exempt from Georgia's net worth tax.",
      },
    },
    expedite: {
      from: [
        {
          name: 'Two Business Days Expedited Service',
          fee: 120,
          feeMax: null,
          turnaroundHours: 48,
          confidence: 'single',
          url: 'https://sos.ga.gov/how-to-guide/filing-fees-and-expedited-processing-document-filings',
          checkedOn: '2026-08-07',
          note: 'From StartupSole.',
        },
        {
          name: 'Same Day Expedited Service',
          fee: 275,
          feeMax: null,
          turnaroundHours: 8,
          confidence: 'single',
          url: 'https://sos.ga.gov/how-to-guide/filing-fees-and-expedited-processing-document-filings',
          checkedOn: '2026-08-07',
          note: 'From StartupSole.',
        },
        {
          name: 'One Hour Expedited Service',
          fee: 1200,
          feeMax: null,
          turnaroundHours: 1,
          confidence: 'single',
          url: 'https://sos.ga.gov/how-to-guide/filing-fees-and-expedited-processing-document-filings',
          checkedOn: '2026-08-07',
          note: 'From StartupSole.',
        },
      ],
      to: [
        {
          name: 'Two Business Days Expedited Service',
          fee: 120,
          feeMax: null,
          turnaroundHours: 48,
          confidence: 'official',
          url: 'https://sos.ga.gov/how-to-guide/filing-fees-and-expedited-processing-document-filings',
          checkedOn: '2026-12-04',
          note: 'Two business days (weekends and state holidays excluded).',
        },
        {
          name: 'Same Day Expedited Service',
          fee: 275,
          feeMax: null,
          turnaroundHours: null,
          confidence: 'official',
          url: 'https://sos.ga.gov/how-to-guide/filing-fees-and-expedited-processing-document-filings',
          checkedOn: '2026-12-04',
          note: 'Same business day if received by noon.',
        },
        {
          name: 'One Hour Expedited Service',
          fee: null,
          feeMax: null,
          turnaroundHours: 1,
          confidence: 'official',
          url: 'https://sos.ga.gov/how-to-guide/filing-fees-and-expedited-processing-document-filings',
          checkedOn: '2026-12-04',
          note: 'The official fee was cut off in the text read (it starts with $12); an older secondary guide says $1,000, which does not match, so the fee is left unknown.',
        },
      ],
    },
    processing: {
      from: {
        processing_min_days: 7,
        processing_max_days: 10,
        processing_source_confidence: 'corroborated',
        processing_source_url:
          'https://sos.ga.gov/how-to-guide/filing-fees-and-expedited-processing-document-filings',
        processing_source_checked_on: '2026-08-07',
        processing_source_note: 'StartupSole and OrderToAI agree.',
      },
      to: {
        processing_min_days: 7,
        processing_max_days: 10,
        processing_source_confidence: 'official',
        processing_source_url:
          'https://sos.ga.gov/how-to-guide/filing-fees-and-expedited-processing-document-filings',
        processing_source_checked_on: '2026-12-04',
        processing_source_note:
          'Standard online filing, business days; longer in late December-January and at quarter ends.',
      },
    },
  },
  {
    slug: 'illinois',
    columns: {
      corporationReport: {
        corporation_facts_report_name: 'Annual Report (with franchise tax)',
        corporation_facts_report_cadence: 'annual',
        corporation_facts_report_biennial_years: null,
        corporation_facts_report_fee: 75,
        corporation_facts_report_first_fee: null,
        corporation_facts_report_first_within_days: null,
        corporation_facts_report_due_kind: 'anniversary-month',
        corporation_facts_report_due_start_month: null,
        corporation_facts_report_due_start_day: null,
        corporation_facts_report_due_months_after_year_end: null,
        corporation_facts_report_due_month: null,
        corporation_facts_report_due_month_offset: -1,
        corporation_facts_report_due_day: null,
        corporation_facts_report_source_confidence: 'corroborated',
        corporation_facts_report_source_url:
          'https://www.northwestregisteredagent.com/annual-report/illinois',
        corporation_facts_report_source_checked_on: '2026-12-04',
        corporation_facts_report_source_note:
          'The Annual Report costs $75 (online filing adds a $50 expedite fee) and is due by the last day of the month before your incorporation anniversary month, together with any franchise tax.',
      },
      corporationTax: {
        corporation_facts_tax_applies: 'yes',
        corporation_facts_tax_name: 'Franchise Tax',
        corporation_facts_tax_minimum: 0,
        corporation_facts_tax_first_year_exempt: 'no',
        corporation_facts_tax_paid_with_report: true,
        corporation_facts_tax_due_kind: 'anniversary-month',
        corporation_facts_tax_due_start_month: null,
        corporation_facts_tax_due_start_day: null,
        corporation_facts_tax_due_months_after_year_end: null,
        corporation_facts_tax_due_month: null,
        corporation_facts_tax_due_month_offset: -1,
        corporation_facts_tax_due_day: null,
        corporation_facts_tax_source_confidence: 'official',
        corporation_facts_tax_source_url:
          'https://ilga.gov/legislation/ilcs/fulltext?DocName=080500050K15.65',
        corporation_facts_tax_source_checked_on: '2026-12-04',
        corporation_facts_tax_source_note:
          'Illinois franchise tax is 0.1% of paid-in capital (statutory floor $25), but a liability exemption ($10,000 from 2025, confirmed in the official text for foreign corporations) means most small corporations now owe $0; it is paid with the annual report, and an initial franchise tax is also due when the first report of share issuance is filed.',
      },
      nonprofitReport: {
        nonprofit_facts_report_name: 'Annual Report (NFP 114.05)',
        nonprofit_facts_report_cadence: 'annual',
        nonprofit_facts_report_biennial_years: null,
        nonprofit_facts_report_fee: 10,
        nonprofit_facts_report_first_fee: null,
        nonprofit_facts_report_first_within_days: null,
        nonprofit_facts_report_due_kind: 'anniversary-month',
        nonprofit_facts_report_due_start_month: null,
        nonprofit_facts_report_due_start_day: null,
        nonprofit_facts_report_due_months_after_year_end: null,
        nonprofit_facts_report_due_month: null,
        nonprofit_facts_report_due_month_offset: -1,
        nonprofit_facts_report_due_day: null,
        nonprofit_facts_report_source_confidence: 'corroborated',
        nonprofit_facts_report_source_url:
          'https://www.ilga.gov/legislation/ilcs/ilcs4.asp?DocName=080501050HArt%2E+15&ActID=2280&ChapterID=65&SeqStart=14700000&SeqEnd=15300000&Print=True',
        nonprofit_facts_report_source_checked_on: '2026-12-04',
        nonprofit_facts_report_source_note:
          'An Illinois not-for-profit files a $10 annual report in the 60 days before its anniversary month ($3 extra if late); charities may also have separate Attorney General reports.',
      },
      nonprofitTax: {
        nonprofit_facts_tax_applies: 'no',
        nonprofit_facts_tax_name: 'Franchise Tax',
        nonprofit_facts_tax_minimum: 0,
        nonprofit_facts_tax_first_year_exempt: 'yes',
        nonprofit_facts_tax_paid_with_report: false,
        nonprofit_facts_tax_due_kind: 'unknown',
        nonprofit_facts_tax_due_start_month: null,
        nonprofit_facts_tax_due_start_day: null,
        nonprofit_facts_tax_due_months_after_year_end: null,
        nonprofit_facts_tax_due_month: null,
        nonprofit_facts_tax_due_month_offset: null,
        nonprofit_facts_tax_due_day: null,
        nonprofit_facts_tax_source_confidence: 'single',
        nonprofit_facts_tax_source_url: 'https://ustreamhallsangent.pages.dev/415993.html',
        nonprofit_facts_tax_source_checked_on: '2026-12-04',
        nonprofit_facts_tax_source_note:
          'Not-for-profit corporations do not pay the Illinois corporate franchise tax.',
      },
    },
    expedite: {
      from: [
        {
          name: 'Expedited services - articles of organization',
          fee: 100,
          feeMax: null,
          turnaroundHours: null,
          confidence: 'corroborated',
          url: 'https://www.ilga.gov/Documents/legislation/ilcs/documents/080501800K50-50.htm',
          checkedOn: '2026-08-07',
          note: 'StartupSole and OrderToAI agree on the fee.',
        },
      ],
      to: [
        {
          name: 'Expedited service (same day or within 24 hours)',
          fee: 100,
          feeMax: null,
          turnaroundHours: 24,
          confidence: 'corroborated',
          url: 'https://law.onecle.com/illinois/805ilcs5/15.95.html',
          checkedOn: '2026-12-04',
          note: 'Online corporation filings include this $100 expedite fee automatically (per a secondary guide).',
        },
      ],
    },
    processing: {
      from: {
        processing_min_days: 10,
        processing_max_days: 10,
        processing_source_confidence: 'single',
        processing_source_url: 'https://www.ilsos.gov/departments/business_services/llc.html',
        processing_source_checked_on: '2026-05-15',
        processing_source_note: 'From OrderToAI; StartupSole gives none.',
      },
      to: {
        processing_min_days: null,
        processing_max_days: null,
        processing_source_confidence: 'estimate',
        processing_source_url: null,
        processing_source_checked_on: '2026-12-04',
        processing_source_note:
          'Online formation filings in Illinois are expedited by default (about 24 hours); non-expedited paper filing reportedly takes about four weeks, but no official figure was read.',
      },
    },
  },
  {
    slug: 'nevada',
    columns: {
      corporationReport: {
        corporation_facts_report_name:
          'Annual List of Officers and Directors + State Business License renewal',
        corporation_facts_report_cadence: 'annual',
        corporation_facts_report_biennial_years: null,
        corporation_facts_report_fee: 650,
        corporation_facts_report_first_fee: null,
        corporation_facts_report_first_within_days: null,
        corporation_facts_report_due_kind: 'anniversary-month',
        corporation_facts_report_due_start_month: null,
        corporation_facts_report_due_start_day: null,
        corporation_facts_report_due_months_after_year_end: null,
        corporation_facts_report_due_month: null,
        corporation_facts_report_due_month_offset: null,
        corporation_facts_report_due_day: null,
        corporation_facts_report_source_confidence: 'corroborated',
        corporation_facts_report_source_url:
          'https://instalawyer.io/laws/nevada-revised-statutes/chapter-78-private-corporations-nrs78150-filing-requirements',
        corporation_facts_report_source_checked_on: '2026-12-04',
        corporation_facts_report_source_note:
          'Each year by the end of your formation anniversary month you file the Annual List (from $150, more with a high authorized-share value) and renew the $500 State Business License together, about $650 in all; the initial list is filed with your articles.',
      },
      corporationTax: {
        corporation_facts_tax_applies: 'yes',
        corporation_facts_tax_name: 'Commerce Tax (only on Nevada gross revenue above $4,000,000)',
        corporation_facts_tax_minimum: 0,
        corporation_facts_tax_first_year_exempt: 'no',
        corporation_facts_tax_paid_with_report: false,
        corporation_facts_tax_due_kind: 'unknown',
        corporation_facts_tax_due_start_month: null,
        corporation_facts_tax_due_start_day: null,
        corporation_facts_tax_due_months_after_year_end: null,
        corporation_facts_tax_due_month: null,
        corporation_facts_tax_due_month_offset: null,
        corporation_facts_tax_due_day: null,
        corporation_facts_tax_source_confidence: 'corroborated',
        corporation_facts_tax_source_url: 'https://library.partnertax.ai/us-nv/stat/363C.300',
        corporation_facts_tax_source_checked_on: '2026-12-04',
        corporation_facts_tax_source_note:
          'Nevada has no corporate income or franchise tax; the Commerce Tax only applies to Nevada gross revenue above $4 million (fiscal year July 1 to June 30), so most small corporations owe nothing.',
      },
      nonprofitReport: {
        nonprofit_facts_report_name: 'Annual List of Officers and Directors',
        nonprofit_facts_report_cadence: 'annual',
        nonprofit_facts_report_biennial_years: null,
        nonprofit_facts_report_fee: null,
        nonprofit_facts_report_first_fee: null,
        nonprofit_facts_report_first_within_days: null,
        nonprofit_facts_report_due_kind: 'anniversary-month',
        nonprofit_facts_report_due_start_month: null,
        nonprofit_facts_report_due_start_day: null,
        nonprofit_facts_report_due_months_after_year_end: null,
        nonprofit_facts_report_due_month: null,
        nonprofit_facts_report_due_month_offset: null,
        nonprofit_facts_report_due_day: null,
        nonprofit_facts_report_source_confidence: 'corroborated',
        nonprofit_facts_report_source_url: 'https://labyrinthinc.com/?p=31597',
        nonprofit_facts_report_source_checked_on: '2026-12-04',
        nonprofit_facts_report_source_note:
          'A Nevada nonprofit files its list of officers when it forms and then every year by the end of its anniversary month (a secondary source puts the initial list at $50; the annual fee itself was not confirmed), plus the charitable solicitation registration or exemption and, for 501(c) groups, the business-license exemption declaration.',
      },
      nonprofitTax: {
        nonprofit_facts_tax_applies: 'unknown',
        nonprofit_facts_tax_name: 'Commerce Tax',
        nonprofit_facts_tax_minimum: null,
        nonprofit_facts_tax_first_year_exempt: 'unknown',
        nonprofit_facts_tax_paid_with_report: false,
        nonprofit_facts_tax_due_kind: 'unknown',
        nonprofit_facts_tax_due_start_month: null,
        nonprofit_facts_tax_due_start_day: null,
        nonprofit_facts_tax_due_months_after_year_end: null,
        nonprofit_facts_tax_due_month: null,
        nonprofit_facts_tax_due_month_offset: null,
        nonprofit_facts_tax_due_day: null,
        nonprofit_facts_tax_source_confidence: 'single',
        nonprofit_facts_tax_source_url: 'https://library.partnertax.ai/us-nv/stat/363C.300',
        nonprofit_facts_tax_source_checked_on: '2026-12-04',
        nonprofit_facts_tax_source_note:
          'Nevada has no corporate income or franchise tax; whether the Commerce Tax (only above $4 million gross revenue) can reach a nonprofit was not confirmed.',
      },
    },
    expedite: {
      from: [
        {
          name: '24-Hour Expedite',
          fee: 125,
          feeMax: null,
          turnaroundHours: 24,
          confidence: 'corroborated',
          url: 'https://www.nvsos.gov/home/showpublisheddocument/1047/638308047406100000',
          checkedOn: '2026-08-07',
          note: 'StartupSole and OrderToAI agree on the fee.',
        },
        {
          name: '2-Hour Expedite',
          fee: 500,
          feeMax: null,
          turnaroundHours: 2,
          confidence: 'single',
          url: 'https://www.nvsos.gov/home/showpublisheddocument/1047/638308047406100000',
          checkedOn: '2026-08-07',
          note: 'From StartupSole.',
        },
        {
          name: '1-Hour Expedite',
          fee: 1000,
          feeMax: null,
          turnaroundHours: 1,
          confidence: 'single',
          url: 'https://www.nvsos.gov/home/showpublisheddocument/1047/638308047406100000',
          checkedOn: '2026-08-07',
          note: 'From StartupSole.',
        },
      ],
      to: [
        {
          name: '1-hour expedite',
          fee: 1000,
          feeMax: null,
          turnaroundHours: 1,
          confidence: 'single',
          url: 'https://www.legalfix.com/statutes/state-codes/nevada/chapter-225/statute-225-140',
          checkedOn: '2026-12-04',
          note: "Statutory maximum; the Secretary of State's own current price list was not read.",
        },
        {
          name: '2-hour expedite',
          fee: 500,
          feeMax: null,
          turnaroundHours: 2,
          confidence: 'single',
          url: 'https://www.legalfix.com/statutes/state-codes/nevada/chapter-225/statute-225-140',
          checkedOn: '2026-12-04',
          note: "Statutory maximum; the Secretary of State's own current price list was not read.",
        },
        {
          name: 'Other special service (24-hour expedite)',
          fee: 125,
          feeMax: null,
          turnaroundHours: null,
          confidence: 'single',
          url: 'https://www.legalfix.com/statutes/state-codes/nevada/chapter-225/statute-225-140',
          checkedOn: '2026-12-04',
          note: 'Statutory maximum for other special services; the excerpt stops before the time limit, so the 24-hour turnaround is not confirmed.',
        },
      ],
    },
    processing: {
      from: {
        processing_min_days: 1,
        processing_max_days: 1,
        processing_source_confidence: 'single',
        processing_source_url:
          'https://www.nvsos.gov/sos/businesses/commercial-recordings/forms-fees',
        processing_source_checked_on: '2026-05-23',
        processing_source_note: 'From OrderToAI; StartupSole gives none.',
      },
      to: {
        processing_min_days: null,
        processing_max_days: null,
        processing_source_confidence: 'estimate',
        processing_source_url: null,
        processing_source_checked_on: '2026-12-04',
        processing_source_note:
          'Normal processing time for an online formation filing was not found in the sources read.',
      },
    },
  },
  {
    slug: 'new-york',
    columns: {
      corporationReport: {
        corporation_facts_report_name: 'Biennial Statement',
        corporation_facts_report_cadence: 'biennial',
        corporation_facts_report_biennial_years: 'formation',
        corporation_facts_report_fee: 9,
        corporation_facts_report_first_fee: null,
        corporation_facts_report_first_within_days: null,
        corporation_facts_report_due_kind: 'anniversary-month',
        corporation_facts_report_due_start_month: null,
        corporation_facts_report_due_start_day: null,
        corporation_facts_report_due_months_after_year_end: null,
        corporation_facts_report_due_month: null,
        corporation_facts_report_due_month_offset: null,
        corporation_facts_report_due_day: null,
        corporation_facts_report_source_confidence: 'official',
        corporation_facts_report_source_url:
          'https://dos.ny.gov/biennial-statements-business-corporations-and-limited-liability-companies',
        corporation_facts_report_source_checked_on: '2026-12-04',
        corporation_facts_report_source_note:
          'Every two years, in the calendar month you incorporated, file the $9 Biennial Statement with the Department of State; it cannot be filed early.',
      },
      corporationTax: {
        corporation_facts_tax_applies: 'yes',
        corporation_facts_tax_name: 'Corporation Franchise Tax (Article 9-A, fixed dollar minimum)',
        corporation_facts_tax_minimum: 25,
        corporation_facts_tax_first_year_exempt: 'unknown',
        corporation_facts_tax_paid_with_report: false,
        corporation_facts_tax_due_kind: 'fiscal-year',
        corporation_facts_tax_due_start_month: null,
        corporation_facts_tax_due_start_day: null,
        corporation_facts_tax_due_months_after_year_end: 4,
        corporation_facts_tax_due_month: null,
        corporation_facts_tax_due_month_offset: null,
        corporation_facts_tax_due_day: 15,
        corporation_facts_tax_source_confidence: 'corroborated',
        corporation_facts_tax_source_url: 'https://www.tax.ny.gov/bus/ct/article9a.htm',
        corporation_facts_tax_source_checked_on: '2026-12-04',
        corporation_facts_tax_source_note:
          'A New York corporation pays the highest of its Article 9-A tax bases; the smallest possible amount is the $25 fixed dollar minimum (New York receipts of $100,000 or less). The CT-3 return is due April 15 for calendar-year filers.',
      },
      nonprofitReport: {
        nonprofit_facts_report_name: null,
        nonprofit_facts_report_cadence: 'none',
        nonprofit_facts_report_biennial_years: null,
        nonprofit_facts_report_fee: null,
        nonprofit_facts_report_first_fee: null,
        nonprofit_facts_report_first_within_days: null,
        nonprofit_facts_report_due_kind: 'unknown',
        nonprofit_facts_report_due_start_month: null,
        nonprofit_facts_report_due_start_day: null,
        nonprofit_facts_report_due_months_after_year_end: null,
        nonprofit_facts_report_due_month: null,
        nonprofit_facts_report_due_month_offset: null,
        nonprofit_facts_report_due_day: null,
        nonprofit_facts_report_source_confidence: 'corroborated',
        nonprofit_facts_report_source_url:
          'https://dos.ny.gov/biennial-statements-business-corporations-and-limited-liability-companies',
        nonprofit_facts_report_source_checked_on: '2026-12-04',
        nonprofit_facts_report_source_note:
          'New York not-for-profit corporations file no annual or biennial report with the Department of State; charities registered with the Attorney General file a yearly CHAR500 instead.',
      },
      nonprofitTax: {
        nonprofit_facts_tax_applies: 'no',
        nonprofit_facts_tax_name: null,
        nonprofit_facts_tax_minimum: 0,
        nonprofit_facts_tax_first_year_exempt: 'unknown',
        nonprofit_facts_tax_paid_with_report: false,
        nonprofit_facts_tax_due_kind: 'unknown',
        nonprofit_facts_tax_due_start_month: null,
        nonprofit_facts_tax_due_start_day: null,
        nonprofit_facts_tax_due_months_after_year_end: null,
        nonprofit_facts_tax_due_month: null,
        nonprofit_facts_tax_due_month_offset: null,
        nonprofit_facts_tax_due_day: null,
        nonprofit_facts_tax_source_confidence: 'official',
        nonprofit_facts_tax_source_url: 'https://www.tax.ny.gov/bus/ct/def_art9a.htm',
        nonprofit_facts_tax_source_checked_on: '2026-12-04',
        nonprofit_facts_tax_source_note:
          'Not-for-profit corporations whose earnings benefit no insider are outside the corporation franchise tax.',
      },
    },
    expedite: {
      from: [
        {
          name: 'Within 24 hours of the request',
          fee: 25,
          feeMax: null,
          turnaroundHours: 24,
          confidence: 'corroborated',
          url: 'https://dos.ny.gov/expedited-handling-services-division-corporations',
          checkedOn: '2026-08-07',
          note: 'StartupSole and OrderToAI agree on the fee.',
        },
        {
          name: 'On the same business day of the request',
          fee: 75,
          feeMax: null,
          turnaroundHours: 8,
          confidence: 'single',
          url: 'https://dos.ny.gov/expedited-handling-services-division-corporations',
          checkedOn: '2026-08-07',
          note: 'From StartupSole.',
        },
        {
          name: 'Within 2 hours of receipt of the request',
          fee: 150,
          feeMax: null,
          turnaroundHours: 2,
          confidence: 'single',
          url: 'https://dos.ny.gov/expedited-handling-services-division-corporations',
          checkedOn: '2026-08-07',
          note: 'From StartupSole.',
        },
      ],
      to: [
        {
          name: '24-hour handling',
          fee: 25,
          feeMax: null,
          turnaroundHours: 24,
          confidence: 'corroborated',
          url: 'http://www.opal.ny.gov/gorr/pas/paslib.nsf/0/ea4cc1ba46ab5d8885256b9200732387?OpenDocument&ExpandSection=1',
          checkedOn: '2026-12-04',
          note: null,
        },
        {
          name: 'Same-day handling',
          fee: 75,
          feeMax: null,
          turnaroundHours: null,
          confidence: 'corroborated',
          url: 'http://www.opal.ny.gov/gorr/pas/paslib.nsf/0/ea4cc1ba46ab5d8885256b9200732387?OpenDocument&ExpandSection=1',
          checkedOn: '2026-12-04',
          note: 'Completed on the day of the request.',
        },
        {
          name: '2-hour priority handling',
          fee: 150,
          feeMax: null,
          turnaroundHours: 2,
          confidence: 'corroborated',
          url: 'http://www.opal.ny.gov/gorr/pas/paslib.nsf/0/ea4cc1ba46ab5d8885256b9200732387?OpenDocument&ExpandSection=1',
          checkedOn: '2026-12-04',
          note: null,
        },
      ],
    },
    processing: {
      from: {
        processing_min_days: 7,
        processing_max_days: 7,
        processing_source_confidence: 'single',
        processing_source_url: 'https://dos.ny.gov/',
        processing_source_checked_on: '2026-05-17',
        processing_source_note: 'From OrderToAI; StartupSole gives none.',
      },
      to: {
        processing_min_days: 7,
        processing_max_days: 7,
        processing_source_confidence: 'official',
        processing_source_url:
          'https://www.businessexpress.ny.gov/app/answers/cms/a_id/2153/kw/domestic%20business%20corporation',
        processing_source_checked_on: '2026-12-04',
        processing_source_note:
          'Standard processing listed as 7 business days (business corporation certificate of incorporation; no lower bound given).',
      },
    },
  },
  {
    slug: 'north-carolina',
    columns: {
      corporationReport: {
        corporation_facts_report_name: 'Annual Report',
        corporation_facts_report_cadence: 'annual',
        corporation_facts_report_biennial_years: null,
        corporation_facts_report_fee: 25,
        corporation_facts_report_first_fee: null,
        corporation_facts_report_first_within_days: null,
        corporation_facts_report_due_kind: 'fiscal-year',
        corporation_facts_report_due_start_month: null,
        corporation_facts_report_due_start_day: null,
        corporation_facts_report_due_months_after_year_end: 4,
        corporation_facts_report_due_month: null,
        corporation_facts_report_due_month_offset: null,
        corporation_facts_report_due_day: 15,
        corporation_facts_report_source_confidence: 'corroborated',
        corporation_facts_report_source_url:
          'https://sosnc.gov/frequently_asked_questions/by_title/_BRD_FAQ_Annual_Reports',
        corporation_facts_report_source_checked_on: '2026-12-04',
        corporation_facts_report_source_note:
          'A North Carolina business corporation files its Annual Report by the 15th day of the 4th month after its fiscal year ends (April 15 for calendar-year companies): $25 on paper, $21 online including the card fee.',
      },
      corporationTax: {
        corporation_facts_tax_applies: 'yes',
        corporation_facts_tax_name: 'Franchise Tax',
        corporation_facts_tax_minimum: 200,
        corporation_facts_tax_first_year_exempt: 'no',
        corporation_facts_tax_paid_with_report: false,
        corporation_facts_tax_due_kind: 'fiscal-year',
        corporation_facts_tax_due_start_month: null,
        corporation_facts_tax_due_start_day: null,
        corporation_facts_tax_due_months_after_year_end: 4,
        corporation_facts_tax_due_month: null,
        corporation_facts_tax_due_month_offset: null,
        corporation_facts_tax_due_day: 15,
        corporation_facts_tax_source_confidence: 'corroborated',
        corporation_facts_tax_source_url:
          'https://ncleg.gov/Legislation/SummariesPublication/Summary/2024/11/S508-SMSV-198(sl)-v-8',
        corporation_facts_tax_source_checked_on: '2026-12-04',
        corporation_facts_tax_source_note:
          "North Carolina's franchise tax is at least $200 a year (capped at $500 on the first $1 million of net worth) and is paid with the corporate income tax return, due the 15th day of the 4th month after year end for C corporations (3rd month for S corporations).",
      },
      nonprofitReport: {
        nonprofit_facts_report_name: 'None (no annual report for nonprofit corporations)',
        nonprofit_facts_report_cadence: 'none',
        nonprofit_facts_report_biennial_years: null,
        nonprofit_facts_report_fee: 0,
        nonprofit_facts_report_first_fee: null,
        nonprofit_facts_report_first_within_days: null,
        nonprofit_facts_report_due_kind: 'unknown',
        nonprofit_facts_report_due_start_month: null,
        nonprofit_facts_report_due_start_day: null,
        nonprofit_facts_report_due_months_after_year_end: null,
        nonprofit_facts_report_due_month: null,
        nonprofit_facts_report_due_month_offset: null,
        nonprofit_facts_report_due_day: null,
        nonprofit_facts_report_source_confidence: 'corroborated',
        nonprofit_facts_report_source_url:
          'https://sosnc.gov/Guides/launching_a_business/maintaining_registration',
        nonprofit_facts_report_source_checked_on: '2026-12-04',
        nonprofit_facts_report_source_note:
          'North Carolina nonprofit corporations do not file a yearly report with the Secretary of State (charities that solicit may have separate licensing).',
      },
      nonprofitTax: {
        nonprofit_facts_tax_applies: 'no',
        nonprofit_facts_tax_name: 'Franchise Tax',
        nonprofit_facts_tax_minimum: 0,
        nonprofit_facts_tax_first_year_exempt: 'yes',
        nonprofit_facts_tax_paid_with_report: false,
        nonprofit_facts_tax_due_kind: 'unknown',
        nonprofit_facts_tax_due_start_month: null,
        nonprofit_facts_tax_due_start_day: null,
        nonprofit_facts_tax_due_months_after_year_end: null,
        nonprofit_facts_tax_due_month: null,
        nonprofit_facts_tax_due_month_offset: null,
        nonprofit_facts_tax_due_day: null,
        nonprofit_facts_tax_source_confidence: 'official',
        nonprofit_facts_tax_source_url:
          'http://www.dor.state.nc.us/practitioner/corporate/bulletins/2001-2002/franchisea.html',
        nonprofit_facts_tax_source_checked_on: '2026-12-04',
        nonprofit_facts_tax_source_note:
          "North Carolina's corporate franchise tax targets corporations organized for profit, so a nonprofit corporation normally owes none (based on an older Department of Revenue bulletin).",
      },
    },
    expedite: {
      from: [
        {
          name: 'Same business day',
          fee: 200,
          feeMax: null,
          turnaroundHours: 8,
          confidence: 'single',
          url: 'https://www.sosnc.gov/fees/by_title/_Business_Registration',
          checkedOn: '2026-08-06',
          note: 'From StartupSole.',
        },
        {
          name: '24 hours',
          fee: 100,
          feeMax: null,
          turnaroundHours: 24,
          confidence: 'corroborated',
          url: 'https://www.sosnc.gov/fees/by_title/_Business_Registration',
          checkedOn: '2026-08-06',
          note: 'StartupSole and OrderToAI agree on the fee.',
        },
      ],
      to: [
        {
          name: 'Same-day expedited filing',
          fee: 200,
          feeMax: null,
          turnaroundHours: null,
          confidence: 'official',
          url: 'https://ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_55D/GS_55D-11.html',
          checkedOn: '2026-12-04',
          note: 'By the end of the same business day if received by noon.',
        },
        {
          name: '24-hour expedited filing',
          fee: 100,
          feeMax: null,
          turnaroundHours: 24,
          confidence: 'official',
          url: 'https://ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_55D/GS_55D-11.html',
          checkedOn: '2026-12-04',
          note: 'Weekends and holidays excluded.',
        },
      ],
    },
    processing: {
      from: {
        processing_min_days: 7,
        processing_max_days: 7,
        processing_source_confidence: 'single',
        processing_source_url: 'https://www.sosnc.gov/divisions/business_registration',
        processing_source_checked_on: '2026-05-24',
        processing_source_note: 'From OrderToAI; StartupSole gives none.',
      },
      to: {
        processing_min_days: 5,
        processing_max_days: 5,
        processing_source_confidence: 'estimate',
        processing_source_url: 'https://summitmobianonewest.pages.dev/567756.html',
        processing_source_checked_on: '2026-12-04',
        processing_source_note:
          'Standard online filing: about 5 days or less (from a copied state notice); mailed filings 10-15 days.',
      },
    },
  },
  {
    slug: 'texas',
    columns: {
      corporationReport: {
        corporation_facts_report_name:
          'Public Information Report (Form 05-102), filed with the Comptroller',
        corporation_facts_report_cadence: 'annual',
        corporation_facts_report_biennial_years: null,
        corporation_facts_report_fee: 0,
        corporation_facts_report_first_fee: null,
        corporation_facts_report_first_within_days: null,
        corporation_facts_report_due_kind: 'fixed-date',
        corporation_facts_report_due_start_month: null,
        corporation_facts_report_due_start_day: null,
        corporation_facts_report_due_months_after_year_end: null,
        corporation_facts_report_due_month: 5,
        corporation_facts_report_due_month_offset: null,
        corporation_facts_report_due_day: 15,
        corporation_facts_report_source_confidence: 'corroborated',
        corporation_facts_report_source_url:
          'https://comptroller.texas.gov/taxes/franchise/forms/2026-franchise.php',
        corporation_facts_report_source_checked_on: '2026-12-04',
        corporation_facts_report_source_note:
          'Every Texas corporation files a Public Information Report with the Comptroller by May 15 each year, starting the year after formation; there is no filing fee.',
      },
      corporationTax: {
        corporation_facts_tax_applies: 'yes',
        corporation_facts_tax_name: 'Franchise Tax',
        corporation_facts_tax_minimum: 0,
        corporation_facts_tax_first_year_exempt: 'unknown',
        corporation_facts_tax_paid_with_report: false,
        corporation_facts_tax_due_kind: 'fixed-date',
        corporation_facts_tax_due_start_month: null,
        corporation_facts_tax_due_start_day: null,
        corporation_facts_tax_due_months_after_year_end: null,
        corporation_facts_tax_due_month: 5,
        corporation_facts_tax_due_month_offset: null,
        corporation_facts_tax_due_day: 15,
        corporation_facts_tax_source_confidence: 'corroborated',
        corporation_facts_tax_source_url:
          'https://comptroller.texas.gov/taxes/franchise/forms/2026-franchise.php',
        corporation_facts_tax_source_checked_on: '2026-12-04',
        corporation_facts_tax_source_note:
          'No franchise tax is owed when annualized total revenue is at or below the no tax due threshold ($2.65 million for 2026 reports), so the minimum is $0; above it, the report and tax are due May 15.',
      },
      nonprofitReport: {
        nonprofit_facts_report_name:
          'Periodic Report (Form 802), only when the Secretary of State asks',
        nonprofit_facts_report_cadence: 'none',
        nonprofit_facts_report_biennial_years: null,
        nonprofit_facts_report_fee: null,
        nonprofit_facts_report_first_fee: null,
        nonprofit_facts_report_first_within_days: null,
        nonprofit_facts_report_due_kind: 'unknown',
        nonprofit_facts_report_due_start_month: null,
        nonprofit_facts_report_due_start_day: null,
        nonprofit_facts_report_due_months_after_year_end: null,
        nonprofit_facts_report_due_month: null,
        nonprofit_facts_report_due_month_offset: null,
        nonprofit_facts_report_due_day: null,
        nonprofit_facts_report_source_confidence: 'corroborated',
        nonprofit_facts_report_source_url:
          'http://www.cpa.state.tx.us/taxinfo/franchise/faq_exempt.html',
        nonprofit_facts_report_source_checked_on: '2026-12-04',
        nonprofit_facts_report_source_note:
          'Texas nonprofits have no yearly state report; the Secretary of State can ask for a periodic report (Form 802) at most once every four years. A nonprofit without a Comptroller exemption must file the same May 15 reports as a corporation.',
      },
      nonprofitTax: {
        nonprofit_facts_tax_applies: 'no',
        nonprofit_facts_tax_name: 'Franchise Tax',
        nonprofit_facts_tax_minimum: 0,
        nonprofit_facts_tax_first_year_exempt: 'unknown',
        nonprofit_facts_tax_paid_with_report: false,
        nonprofit_facts_tax_due_kind: 'unknown',
        nonprofit_facts_tax_due_start_month: null,
        nonprofit_facts_tax_due_start_day: null,
        nonprofit_facts_tax_due_months_after_year_end: null,
        nonprofit_facts_tax_due_month: null,
        nonprofit_facts_tax_due_month_offset: null,
        nonprofit_facts_tax_due_day: null,
        nonprofit_facts_tax_source_confidence: 'single',
        nonprofit_facts_tax_source_url:
          'http://www.cpa.state.tx.us/taxinfo/franchise/faq_exempt.html',
        nonprofit_facts_tax_source_checked_on: '2026-12-04',
        nonprofit_facts_tax_source_note:
          "Nonprofits owe no franchise tax only after applying for and receiving the Comptroller's exemption; until then they are treated like any taxable entity (no tax below the $2.65 million threshold).",
      },
    },
    expedite: {
      from: [
        {
          name: 'Same-Day Service',
          fee: 750,
          feeMax: null,
          turnaroundHours: 8,
          confidence: 'single',
          url: 'https://www.sos.state.tx.us/express.shtml',
          checkedOn: '2026-08-07',
          note: 'From StartupSole.',
        },
        {
          name: 'Next-Day Service',
          fee: 500,
          feeMax: null,
          turnaroundHours: 24,
          confidence: 'single',
          url: 'https://www.sos.state.tx.us/express.shtml',
          checkedOn: '2026-08-07',
          note: 'From StartupSole.',
        },
        {
          name: 'Standard Expedited',
          fee: 50,
          feeMax: null,
          turnaroundHours: null,
          confidence: 'single',
          url: 'https://www.sos.state.tx.us/express.shtml',
          checkedOn: '2026-08-07',
          note: 'From StartupSole.',
        },
      ],
      to: [
        {
          name: 'Expedited service',
          fee: 25,
          feeMax: null,
          turnaroundHours: null,
          confidence: 'corroborated',
          url: 'https://www.sos.state.tx.us/corp/options.shtml',
          checkedOn: '2026-12-04',
          note: 'One tier: $25 per document, answered generally by the close of the next business day. The older $750 / $500 / $50 tiers are not supported. Watch for a fee change under 2025 legislation.',
        },
      ],
    },
    processing: {
      from: {
        processing_min_days: 7,
        processing_max_days: 7,
        processing_source_confidence: 'single',
        processing_source_url: 'https://www.sos.state.tx.us/corp/forms_option.shtml',
        processing_source_checked_on: '2026-05-25',
        processing_source_note: 'From OrderToAI; StartupSole gives none.',
      },
      to: {
        processing_min_days: null,
        processing_max_days: null,
        processing_source_confidence: 'estimate',
        processing_source_url: null,
        processing_source_checked_on: '2026-12-04',
        processing_source_note: 'Normal processing time unknown: no reliable source found.',
      },
    },
  },
  {
    slug: 'washington',
    columns: {
      corporationReport: {
        corporation_facts_report_name: 'Annual Report',
        corporation_facts_report_cadence: 'annual',
        corporation_facts_report_biennial_years: null,
        corporation_facts_report_fee: 70,
        corporation_facts_report_first_fee: null,
        corporation_facts_report_first_within_days: 120,
        corporation_facts_report_due_kind: 'anniversary-month',
        corporation_facts_report_due_start_month: null,
        corporation_facts_report_due_start_day: null,
        corporation_facts_report_due_months_after_year_end: null,
        corporation_facts_report_due_month: null,
        corporation_facts_report_due_month_offset: null,
        corporation_facts_report_due_day: null,
        corporation_facts_report_source_confidence: 'corroborated',
        corporation_facts_report_source_url:
          'http://lawfilesext.leg.wa.gov/law/wsr/2023/11/23-11-158.htm',
        corporation_facts_report_source_checked_on: '2026-12-04',
        corporation_facts_report_source_note:
          'A Washington corporation files an Initial Report within 120 days of forming (free if filed with the formation online) and then a $70 Annual Report by the end of its anniversary month each year; the $70 figure comes from guides written for LLCs, so confirm it for corporations.',
      },
      corporationTax: {
        corporation_facts_tax_applies: 'yes',
        corporation_facts_tax_name:
          'Business and Occupation (B&O) Tax (gross receipts; no corporate income or franchise tax)',
        corporation_facts_tax_minimum: 0,
        corporation_facts_tax_first_year_exempt: 'no',
        corporation_facts_tax_paid_with_report: false,
        corporation_facts_tax_due_kind: 'unknown',
        corporation_facts_tax_due_start_month: null,
        corporation_facts_tax_due_start_day: null,
        corporation_facts_tax_due_months_after_year_end: null,
        corporation_facts_tax_due_month: null,
        corporation_facts_tax_due_month_offset: null,
        corporation_facts_tax_due_day: null,
        corporation_facts_tax_source_confidence: 'corroborated',
        corporation_facts_tax_source_url:
          'http://lawfilesext.leg.wa.gov/law/wsr/2023/08/23-08-081.htm',
        corporation_facts_tax_source_checked_on: '2026-12-04',
        corporation_facts_tax_source_note:
          'Washington has no corporate income or franchise tax; corporations doing business there owe B&O tax on gross receipts, but a small business credit can bring it to $0, and returns are filed monthly, quarterly or yearly as the Department of Revenue assigns.',
      },
      nonprofitReport: {
        nonprofit_facts_report_name: 'Annual Report (nonprofit corporation)',
        nonprofit_facts_report_cadence: 'annual',
        nonprofit_facts_report_biennial_years: null,
        nonprofit_facts_report_fee: 20,
        nonprofit_facts_report_first_fee: null,
        nonprofit_facts_report_first_within_days: null,
        nonprofit_facts_report_due_kind: 'anniversary-month',
        nonprofit_facts_report_due_start_month: null,
        nonprofit_facts_report_due_start_day: null,
        nonprofit_facts_report_due_months_after_year_end: null,
        nonprofit_facts_report_due_month: null,
        nonprofit_facts_report_due_month_offset: null,
        nonprofit_facts_report_due_day: null,
        nonprofit_facts_report_source_confidence: 'corroborated',
        nonprofit_facts_report_source_url:
          'https://info.5y1.org/nonprofit-annual-report-pdf_1_87f19d.html',
        nonprofit_facts_report_source_checked_on: '2026-12-04',
        nonprofit_facts_report_source_note:
          'A Washington nonprofit files its Annual Report each year around its formation anniversary: $20 if gross revenue is under $500,000, $60 otherwise; no separate initial report is required.',
      },
      nonprofitTax: {
        nonprofit_facts_tax_applies: 'unknown',
        nonprofit_facts_tax_name: 'Business and Occupation (B&O) Tax',
        nonprofit_facts_tax_minimum: null,
        nonprofit_facts_tax_first_year_exempt: 'unknown',
        nonprofit_facts_tax_paid_with_report: false,
        nonprofit_facts_tax_due_kind: 'unknown',
        nonprofit_facts_tax_due_start_month: null,
        nonprofit_facts_tax_due_start_day: null,
        nonprofit_facts_tax_due_months_after_year_end: null,
        nonprofit_facts_tax_due_month: null,
        nonprofit_facts_tax_due_month_offset: null,
        nonprofit_facts_tax_due_day: null,
        nonprofit_facts_tax_source_confidence: 'estimate',
        nonprofit_facts_tax_source_url: null,
        nonprofit_facts_tax_source_checked_on: '2026-12-04',
        nonprofit_facts_tax_source_note:
          "Washington has no income or franchise tax; how the B&O gross receipts tax applies to a nonprofit's revenue was not checked.",
      },
    },
    expedite: {
      from: [
        {
          name: 'Expedited service',
          fee: 100,
          feeMax: null,
          turnaroundHours: null,
          confidence: 'single',
          url: 'https://www.sos.wa.gov/corporations-charities/frequently-asked-questions-faqs/fee-scheduleexpedited-service',
          checkedOn: '2026-08-07',
          note: 'From StartupSole.',
        },
        {
          name: 'Same-day service',
          fee: 150,
          feeMax: null,
          turnaroundHours: 8,
          confidence: 'single',
          url: 'https://app.leg.wa.gov/WAC/default.aspx?cite=434-112-080',
          checkedOn: '2026-08-07',
          note: 'From StartupSole.',
        },
        {
          name: 'Same-day service on an expedited record',
          fee: 50,
          feeMax: null,
          turnaroundHours: 8,
          confidence: 'corroborated',
          url: 'https://app.leg.wa.gov/WAC/default.aspx?cite=434-112-080',
          checkedOn: '2026-08-07',
          note: 'StartupSole and OrderToAI agree on the fee.',
        },
        {
          name: 'Emergency services outside regular business hours',
          fee: 200,
          feeMax: null,
          turnaroundHours: null,
          confidence: 'single',
          url: 'https://app.leg.wa.gov/WAC/default.aspx?cite=434-112-080',
          checkedOn: '2026-08-07',
          note: 'From StartupSole.',
        },
      ],
      to: [
        {
          name: '24-hour expedite',
          fee: 50,
          feeMax: null,
          turnaroundHours: 24,
          confidence: 'corroborated',
          url: 'https://www.trademarklens.com/guides/washington-llc-formation-sos-annual-report',
          checkedOn: '2026-12-04',
          note: 'Secondary sources only; the Secretary of State proposed raising expedite fees in 2023 (WSR 23-11-158), so check the current amount.',
        },
        {
          name: 'Same-day expedite',
          fee: 100,
          feeMax: null,
          turnaroundHours: null,
          confidence: 'single',
          url: 'https://www.trademarklens.com/guides/washington-llc-formation-sos-annual-report',
          checkedOn: '2026-12-04',
          note: 'Secondary source only.',
        },
      ],
    },
    processing: {
      from: {
        processing_min_days: 0,
        processing_max_days: 15,
        processing_source_confidence: 'corroborated',
        processing_source_url: 'https://app.leg.wa.gov/WAC/default.aspx?cite=434-112-080',
        processing_source_checked_on: '2026-08-07',
        processing_source_note: 'StartupSole and OrderToAI agree.',
      },
      to: {
        processing_min_days: 3,
        processing_max_days: 5,
        processing_source_confidence: 'corroborated',
        processing_source_url:
          'https://www.trademarklens.com/guides/washington-llc-formation-sos-annual-report',
        processing_source_checked_on: '2026-12-04',
        processing_source_note: 'Standard online filing, business days (secondary sources).',
      },
    },
  },
  {
    slug: 'wyoming',
    columns: {
      corporationReport: {
        corporation_facts_report_name: 'Annual Report (with annual license tax)',
        corporation_facts_report_cadence: 'annual',
        corporation_facts_report_biennial_years: null,
        corporation_facts_report_fee: 60,
        corporation_facts_report_first_fee: null,
        corporation_facts_report_first_within_days: null,
        corporation_facts_report_due_kind: 'anniversary-month',
        corporation_facts_report_due_start_month: null,
        corporation_facts_report_due_start_day: null,
        corporation_facts_report_due_months_after_year_end: null,
        corporation_facts_report_due_month: null,
        corporation_facts_report_due_month_offset: null,
        corporation_facts_report_due_day: 1,
        corporation_facts_report_source_confidence: 'corroborated',
        corporation_facts_report_source_url:
          'https://legalfix.com/statutes/state-codes/wyoming/title-17/chapter-16/article-16/section-17-16-1630',
        corporation_facts_report_source_checked_on: '2026-12-04',
        corporation_facts_report_source_note:
          'The annual report is due on the first day of the month you incorporated, starting the year after formation; its fee is the license tax, at least $60.',
      },
      corporationTax: {
        corporation_facts_tax_applies: 'yes',
        corporation_facts_tax_name: 'Annual Report License Tax',
        corporation_facts_tax_minimum: 60,
        corporation_facts_tax_first_year_exempt: 'unknown',
        corporation_facts_tax_paid_with_report: true,
        corporation_facts_tax_due_kind: 'anniversary-month',
        corporation_facts_tax_due_start_month: null,
        corporation_facts_tax_due_start_day: null,
        corporation_facts_tax_due_months_after_year_end: null,
        corporation_facts_tax_due_month: null,
        corporation_facts_tax_due_month_offset: null,
        corporation_facts_tax_due_day: 1,
        corporation_facts_tax_source_confidence: 'corroborated',
        corporation_facts_tax_source_url:
          'https://pdf4pro.com/amp/view/wysos-annual-report-and-license-tax-rules-wyoming-79beea.html',
        corporation_facts_tax_source_checked_on: '2026-12-04',
        corporation_facts_tax_source_note:
          'The $60 minimum license tax is the annual report fee (count it once); corporations with more than $300,000 of Wyoming assets pay $0.0002 per dollar. Some statute copies still show $50, the older minimum.',
      },
      nonprofitReport: {
        nonprofit_facts_report_name: 'Annual Report',
        nonprofit_facts_report_cadence: 'annual',
        nonprofit_facts_report_biennial_years: null,
        nonprofit_facts_report_fee: 25,
        nonprofit_facts_report_first_fee: null,
        nonprofit_facts_report_first_within_days: null,
        nonprofit_facts_report_due_kind: 'anniversary-month',
        nonprofit_facts_report_due_start_month: null,
        nonprofit_facts_report_due_start_day: null,
        nonprofit_facts_report_due_months_after_year_end: null,
        nonprofit_facts_report_due_month: null,
        nonprofit_facts_report_due_month_offset: null,
        nonprofit_facts_report_due_day: 1,
        nonprofit_facts_report_source_confidence: 'corroborated',
        nonprofit_facts_report_source_url: 'https://labyrinthinc.com/?p=31641',
        nonprofit_facts_report_source_checked_on: '2026-12-04',
        nonprofit_facts_report_source_note:
          'Nonprofit corporations file an annual report by the first day of their anniversary month; the fee is $25 (secondary sources).',
      },
      nonprofitTax: {
        nonprofit_facts_tax_applies: 'no',
        nonprofit_facts_tax_name: null,
        nonprofit_facts_tax_minimum: 0,
        nonprofit_facts_tax_first_year_exempt: 'unknown',
        nonprofit_facts_tax_paid_with_report: false,
        nonprofit_facts_tax_due_kind: 'unknown',
        nonprofit_facts_tax_due_start_month: null,
        nonprofit_facts_tax_due_start_day: null,
        nonprofit_facts_tax_due_months_after_year_end: null,
        nonprofit_facts_tax_due_month: null,
        nonprofit_facts_tax_due_month_offset: null,
        nonprofit_facts_tax_due_day: null,
        nonprofit_facts_tax_source_confidence: 'corroborated',
        nonprofit_facts_tax_source_url: 'https://labyrinthinc.com/?p=31641',
        nonprofit_facts_tax_source_checked_on: '2026-12-04',
        nonprofit_facts_tax_source_note:
          'No yearly state tax was found for nonprofit corporations beyond the $25 report fee; the asset-based license tax statute is in the business corporation act.',
      },
    },
    expedite: {
      from: [
        {
          name: 'Expedited Filing Service - Same Business Day',
          fee: 1400,
          feeMax: null,
          turnaroundHours: 8,
          confidence: 'single',
          url: 'https://sos.wyo.gov/Business/Docs/HowToRequestAnExpeditedFiling.pdf',
          checkedOn: '2026-08-07',
          note: 'From StartupSole.',
        },
        {
          name: 'Expedited Filing Service - Next Business Day',
          fee: 700,
          feeMax: null,
          turnaroundHours: 24,
          confidence: 'single',
          url: 'https://sos.wyo.gov/Business/Docs/HowToRequestAnExpeditedFiling.pdf',
          checkedOn: '2026-08-07',
          note: 'From StartupSole.',
        },
      ],
      to: [],
    },
    processing: {
      from: {
        processing_min_days: 0,
        processing_max_days: 15,
        processing_source_confidence: 'corroborated',
        processing_source_url:
          'https://sos.wyo.gov/Forms/Business/LLC/LLC-ArticlesOrganization.pdf',
        processing_source_checked_on: '2026-08-07',
        processing_source_note: 'StartupSole and OrderToAI agree.',
      },
      to: {
        processing_min_days: 0,
        processing_max_days: 1,
        processing_source_confidence: 'corroborated',
        processing_source_url:
          'https://legalclarity.org/how-to-incorporate-in-wyoming-steps-and-requirements',
        processing_source_checked_on: '2026-12-04',
        processing_source_note:
          'Online filing is usually approved the same or next business day; mailed filings take up to 15 business days. Wyoming offers no expedited service, so the expedite list is empty.',
      },
    },
  },
]

/** Every column holds the value given (NULL matching NULL). */
const asSeeded = (columns: Columns) =>
  sql.join(
    Object.entries(columns).map(
      ([column, value]) => sql`${sql.identifier(column)} IS NOT DISTINCT FROM ${value}`,
    ),
    sql` AND `,
  )

const assignments = (columns: Columns) =>
  sql.join(
    Object.entries(columns).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`),
    sql`, `,
  )

/**
 * Fills what a record still holds as the seed left it: a report or tax still unknown with no
 * address, the expedite tiers and processing time as seeded. Anything staff have set is theirs.
 */
export async function applyResearchedObligations(db: MigrateUpArgs['db']): Promise<void> {
  for (const { slug, columns, expedite, processing } of STATES) {
    for (const entity of ['corporation', 'nonprofit'] as const) {
      const report = `${entity}_facts_report`
      await db.execute(sql`
        UPDATE state_fees SET ${assignments(columns[`${entity}Report`])}, updated_at = now()
        WHERE slug = ${slug} AND ${sql.identifier(`${report}_cadence`)} = 'unknown'
          AND ${sql.identifier(`${report}_source_url`)} IS NULL`)
      const tax = `${entity}_facts_tax`
      await db.execute(sql`
        UPDATE state_fees SET ${assignments(columns[`${entity}Tax`])}, updated_at = now()
        WHERE slug = ${slug} AND ${sql.identifier(`${tax}_applies`)} = 'unknown'
          AND ${sql.identifier(`${tax}_source_url`)} IS NULL`)
    }
    const row = (await db.execute(sql`SELECT id FROM state_fees WHERE slug = ${slug}`)).rows[0] as
      { id: number } | undefined
    if (!row) continue
    if (processing) {
      await db.execute(sql`
        UPDATE state_fees SET ${assignments(processing.to)}, updated_at = now()
        WHERE id = ${row.id} AND ${asSeeded(processing.from)}`)
    }
    const tiers = (
      await db.execute(sql`
        SELECT name, fee, fee_max, turnaround_hours, source_confidence, source_url,
          source_checked_on, source_note
        FROM state_fees_expedite WHERE _parent_id = ${row.id} ORDER BY _order`)
    ).rows as Record<string, string | null>[]
    const number = (value: string | null) => (value == null ? null : Number(value))
    const tiersAsSeeded =
      tiers.length === expedite.from.length &&
      tiers.every((tier, i) => {
        const seeded = expedite.from[i]!
        return (
          tier.name === seeded.name &&
          number(tier.fee) === seeded.fee &&
          number(tier.fee_max) === seeded.feeMax &&
          number(tier.turnaround_hours) === seeded.turnaroundHours &&
          tier.source_confidence === seeded.confidence &&
          tier.source_url === seeded.url &&
          tier.source_checked_on === seeded.checkedOn &&
          tier.source_note === seeded.note
        )
      })
    if (!tiersAsSeeded) continue
    await db.execute(sql`DELETE FROM state_fees_expedite WHERE _parent_id = ${row.id}`)
    for (const [order, tier] of expedite.to.entries()) {
      await db.execute(sql`
        INSERT INTO state_fees_expedite (_order, _parent_id, id, name, fee, fee_max,
          turnaround_hours, source_confidence, source_url, source_checked_on, source_note)
        VALUES (${order + 1}, ${row.id}, ${`${slug}-expedite-${order + 1}`}, ${tier.name},
          ${tier.fee}, ${tier.feeMax}, ${tier.turnaroundHours}, ${tier.confidence}, ${tier.url},
          ${tier.checkedOn}, ${tier.note})`)
    }
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await applyResearchedObligations(db)
}

/** Data only: the researched figures stay; staff correct them in the records. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
