/**
 * Readers for the inputs of the state seed (docs/states.md#seed): the two reference datasets in
 * data/reference, our own fee table of 2026-11-23 and the research notes in data/research.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const DATA = join(import.meta.dirname, '../../data')

const json = <T>(path: string): T => JSON.parse(readFileSync(join(DATA, path), 'utf8')) as T

/** One jurisdiction of the StartupSole dataset (only the fields the seed reads). */
export type StartupSoleRow = {
  state: string
  llcFormationFeeUsd: number | null
  annualReportFeeUsd: number | null
  annualReportDue: string | null
  officialUrl: string | null
  feeSourceUrl: string | null
  feesLastVerified: string | null
  franchiseTax: {
    applies: boolean | null
    name: string | null
    minimumAnnualUsd: number | null
    firstYearExemption: boolean | null
    evidenceUrls: string[]
  }
  taxRulesLastVerified: string | null
  expediteTiers: {
    name: string
    feeUsd: number | null
    feeUsdMin: number | null
    feeUsdMax: number | null
    url: string | null
  }[]
  standardProcessingBusinessDays: {
    online: { min: number; max: number } | null
    mail: { min: number; max: number } | null
    observedOn: string | null
    sourceUrl: string | null
  }
  processingLastVerified: string | null
  name: {
    suffixCitation: string | null
    restrictedWords: string[]
    reservationFeeUsd: number | null
    reservationDuration: string | null
    reservationUrl: string | null
    statuteUrl: string | null
    sourceUrls: string[]
  }
}

export const startupSole = json<{
  attribution: string
  jurisdictions: Record<string, StartupSoleRow>
}>('reference/us-llc-state-requirements.json')

/** One row of the OrderToAI dataset, by the state's name. */
export type OrderToAiRow = Record<
  | 'code'
  | 'name'
  | 'filing_fee_usd'
  | 'first_year_annual_report_fee'
  | 'annual_report_fee'
  | 'annual_report_cadence'
  | 'franchise_tax_year_one'
  | 'franchise_tax_ongoing'
  | 'processing_days_standard'
  | 'processing_days_expedite'
  | 'expedite_fee'
  | 'sos_url'
  | 'last_verified_date',
  string
>

function readCsv(path: string): OrderToAiRow[] {
  const [header, ...lines] = readFileSync(join(DATA, path), 'utf8').trim().split('\n')
  const names = header!.split(',')
  // The file quotes no field and holds no comma inside one.
  return lines.map(
    (line) =>
      Object.fromEntries(line.split(',').map((value, i) => [names[i], value])) as OrderToAiRow,
  )
}

export const orderToAi = new Map(
  readCsv('reference/us-llc-formation-fees-ordertoai.csv').map((row) => [row.name, row]),
)

export const ORDER_TO_AI_URL = 'https://github.com/Ordertoai/us-llc-formation-fees'

/** Our fee table as it stood on 2026-11-23, with each fee's source in its `source` text. */
export type PreviousRow = {
  name: string
  slug: string
  llc: number
  corporation: number
  nonprofit: number
  source: string
  verified: boolean
}
export const previousTable = json<PreviousRow[]>('research/fee-table-2026-11-23.json')

/** The conclusions of re-reading the official pages for the rows the datasets dispute. */
export type Reexamined = {
  slug: string
  llcFee: number
  confidence: 'official' | 'corroborated' | 'single' | 'estimate'
  sourceUrl: string | null
  checkedOn: string
  /** What a visitor reads beside the fee. */
  note: string
  /** The research in full, for staff: kept in the record's research notes. */
  conclusion: string
}
export const reexamined: Reexamined[] = existsSync(join(DATA, 'research/llc-fees-reexamined.json'))
  ? json('research/llc-fees-reexamined.json')
  : []

/** The state's own pages, as found on its official site. */
export type StateLinks = {
  nameSearch: string | null
  filingPortal: string | null
  feePage: string | null
  checkedOn: string
}
export const stateLinks: Record<string, StateLinks> = existsSync(
  join(DATA, 'research/state-links.json'),
)
  ? json('research/state-links.json')
  : {}
