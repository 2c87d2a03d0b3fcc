import { dueRuleFor } from './dueRules'
import { fromDatasets, OAI, oaiNumber, type Source, SS, unknown } from './figures'
import { ORDER_TO_AI_URL, type OrderToAiRow, type StartupSoleRow } from './sources'

const OAI_CADENCE: Record<string, string> = {
  annual: 'annual',
  'annual-franchise': 'annual',
  'annual-info-only': 'annual',
  biennial: 'biennial',
  none: 'none',
}

const weakest = (...sources: Source[]): Source['confidence'] => {
  const order = ['official', 'corroborated', 'single', 'estimate'] as const
  return order[Math.max(...sources.map((s) => order.indexOf(s.confidence)))]!
}

/** The LLC's recurring report: its cadence and due rule from StartupSole, its fee from both. */
export function llcReport(ss: StartupSoleRow, oai: OrderToAiRow | undefined) {
  const rule = dueRuleFor(ss.annualReportDue)
  const oaiCadenceOnly = oai ? OAI_CADENCE[oai.annual_report_cadence] : undefined
  if (!rule && oaiCadenceOnly) {
    // StartupSole has no row (DC): OrderToAI's cadence and fee, with no due rule.
    return {
      cadence: oaiCadenceOnly,
      biennialYears: null,
      fee: oaiNumber(oai?.annual_report_fee),
      due: { kind: 'unknown' },
      source: {
        confidence: 'single',
        url: oai?.sos_url || ORDER_TO_AI_URL,
        checkedOn: oai?.last_verified_date || null,
        note: `From ${OAI}; ${SS} has no row. When it is due is not recorded yet.`,
      } satisfies Source,
    }
  }
  if (!rule) {
    return {
      cadence: 'unknown',
      due: { kind: 'unknown' },
      source: unknown('Neither reference dataset gives a report rule for this state.'),
    }
  }
  const oaiCadence = oai ? (OAI_CADENCE[oai.annual_report_cadence] ?? null) : null
  const fee = fromDatasets(
    {
      value: rule.cadence === 'none' ? null : ss.annualReportFeeUsd,
      url: ss.feeSourceUrl ?? ss.officialUrl,
      checkedOn: ss.feesLastVerified,
    },
    {
      value: rule.cadence === 'none' ? null : oaiNumber(oai?.annual_report_fee),
      url: oai?.sos_url || ORDER_TO_AI_URL,
      checkedOn: oai?.last_verified_date || null,
    },
  )
  const cadenceAgrees = oaiCadence === rule.cadence
  const ruleSource: Source = {
    confidence: rule.cadence === 'none' && cadenceAgrees ? 'corroborated' : 'single',
    url: ss.officialUrl ?? ss.feeSourceUrl,
    checkedOn: ss.feesLastVerified,
    note: null,
  }
  const notes = [
    rule.cadence === 'none'
      ? `${SS} lists no recurring report${cadenceAgrees ? `; ${OAI} agrees` : `; ${OAI} gives "${oai?.annual_report_cadence ?? 'none'}"`}.`
      : `Due rule from ${SS} ("${ss.annualReportDue}")${cadenceAgrees ? `; ${OAI} agrees on the cadence` : `; ${OAI} gives the cadence "${oai?.annual_report_cadence ?? 'none'}"`}.`,
    rule.cadence === 'none' ? null : `Fee: ${fee.source.note}`,
    rule.note ?? null,
  ].filter(Boolean)
  return {
    cadence: rule.cadence,
    biennialYears: rule.biennialYears ?? null,
    fee: rule.cadence === 'none' ? null : fee.value,
    due: rule.due,
    source: {
      confidence: rule.cadence === 'none' ? ruleSource.confidence : weakest(ruleSource, fee.source),
      url: ruleSource.url,
      checkedOn: ruleSource.checkedOn,
      note: notes.join(' '),
    },
  }
}

/**
 * Where StartupSole lists the same yearly payment twice, as the report's fee and as the tax
 * (equal figures: Delaware's annual tax, Arkansas's franchise tax report, Wyoming's license tax),
 * or the report's fee includes the tax (Nevada: $150 annual list + $200 business license = $350).
 */
const paidWithReport = (slug: string, ss: StartupSoleRow) =>
  slug === 'nevada' ||
  (!!ss.franchiseTax.minimumAnnualUsd && ss.franchiseTax.minimumAnnualUsd === ss.annualReportFeeUsd)

/** The LLC's yearly state tax or franchise minimum. */
export function llcTax(slug: string, ss: StartupSoleRow, oai: OrderToAiRow | undefined) {
  const tax = ss.franchiseTax
  const minimum = fromDatasets(
    {
      value: tax.applies === false ? 0 : tax.minimumAnnualUsd,
      url: tax.evidenceUrls[0] ?? ss.officialUrl,
      checkedOn: ss.taxRulesLastVerified,
    },
    {
      value: oaiNumber(oai?.franchise_tax_ongoing),
      url: oai?.sos_url || ORDER_TO_AI_URL,
      checkedOn: oai?.last_verified_date || null,
    },
  )
  const yesNo = (value: boolean | null) => (value == null ? 'unknown' : value ? 'yes' : 'no')
  return {
    applies: yesNo(tax.applies),
    name: tax.name,
    minimum: minimum.value,
    firstYearExempt: tax.applies === false ? 'no' : yesNo(tax.firstYearExemption),
    paidWithReport: paidWithReport(slug, ss),
    due: { kind: 'unknown' },
    source: {
      ...minimum.source,
      confidence: tax.applies == null ? 'estimate' : minimum.source.confidence,
      note: [
        tax.applies == null ? `${SS} does not say whether a tax applies.` : null,
        paidWithReport(slug, ss) ? 'Paid with the report: its fee includes it.' : null,
        minimum.source.note,
        'When it is due is not recorded yet.',
      ]
        .filter(Boolean)
        .join(' '),
    },
  }
}
