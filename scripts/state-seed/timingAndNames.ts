import { OAI, oaiNumber, type Source, SS, unknown } from './figures'
import { ORDER_TO_AI_URL, type OrderToAiRow, type StartupSoleRow } from './sources'

/** Hours a tier's own name promises ("2-Hour Expedite", "Next-Day Service"); null when it names none. */
export function turnaroundHours(name: string): number | null {
  const text = name.toLowerCase()
  const hours = /(\d+|one|two|three|four)[- ]hour/.exec(text)
  if (hours) {
    const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 }
    const value = words[hours[1]!] ?? Number(hours[1])
    return value === 24 ? 24 : value
  }
  if (/within four hours/.test(text)) return 4
  if (/same[- ]day|same business day|immediate/.test(text)) return 8
  if (/next[- ]day|next business day|24 hours|within 24/.test(text)) return 24
  const days = /(\d+|two|three|five)[- ](?:business )?days?/.exec(text)
  if (days) {
    const words: Record<string, number> = { two: 2, three: 3, five: 5 }
    return (words[days[1]!] ?? Number(days[1])) * 24
  }
  return null
}

export function expediteTiers(ss: StartupSoleRow, oai: OrderToAiRow | undefined) {
  const oaiFee = oaiNumber(oai?.expedite_fee, true)
  const tiers = ss.expediteTiers.map((tier) => {
    const fee = tier.feeUsd ?? tier.feeUsdMin
    const agreed = oaiFee != null && fee === oaiFee
    const source: Source = {
      confidence: agreed ? 'corroborated' : 'single',
      url: tier.url ?? ss.officialUrl,
      checkedOn: ss.processingLastVerified ?? ss.feesLastVerified,
      note: agreed ? `${SS} and ${OAI} agree on the fee.` : `From ${SS}.`,
    }
    return {
      name: tier.name.replace(/\s+/g, ' ').trim(),
      fee,
      feeMax: tier.feeUsdMax,
      turnaroundHours: turnaroundHours(tier.name),
      source,
    }
  })
  if (tiers.length === 0 && oaiFee != null) {
    const days = oaiNumber(oai?.processing_days_expedite, true)
    tiers.push({
      name: 'Expedited filing',
      fee: oaiFee,
      feeMax: null,
      turnaroundHours: days == null ? null : days * 24,
      source: {
        confidence: 'single',
        url: oai?.sos_url || ORDER_TO_AI_URL,
        checkedOn: oai?.last_verified_date || null,
        note: `From ${OAI}; ${SS} lists no expedite.`,
      },
    })
  }
  return tiers
}

/** Business days the state takes without an expedite. */
export function processing(ss: StartupSoleRow, oai: OrderToAiRow | undefined) {
  const range = ss.standardProcessingBusinessDays.online ?? ss.standardProcessingBusinessDays.mail
  const oaiDays = oaiNumber(oai?.processing_days_standard, true)
  if (range) {
    const agreed = oaiDays != null && oaiDays >= range.min && oaiDays <= range.max
    return {
      minDays: range.min,
      maxDays: range.max,
      source: {
        confidence: agreed ? 'corroborated' : 'single',
        url: ss.standardProcessingBusinessDays.sourceUrl ?? ss.officialUrl,
        checkedOn: ss.standardProcessingBusinessDays.observedOn ?? ss.processingLastVerified,
        note: agreed
          ? `${SS} and ${OAI} agree.`
          : `From ${SS}${oaiDays != null ? `; ${OAI} gives ${oaiDays} days` : ''}.`,
      } satisfies Source,
    }
  }
  if (oaiDays != null) {
    return {
      minDays: oaiDays,
      maxDays: oaiDays,
      source: {
        confidence: 'single',
        url: oai?.sos_url || ORDER_TO_AI_URL,
        checkedOn: oai?.last_verified_date || null,
        note: `From ${OAI}; ${SS} gives none.`,
      } satisfies Source,
    }
  }
  return { minDays: null, maxDays: null, source: unknown('Neither reference dataset gives it.') }
}

export function nameRules(ss: StartupSoleRow, readOn: string) {
  const name = ss.name
  return {
    restrictedWords: name.restrictedWords,
    reservationFee: name.reservationFeeUsd,
    reservationDuration: name.reservationDuration,
    statute: name.suffixCitation,
    statuteUrl: name.statuteUrl,
    source: {
      confidence: 'single',
      url: name.statuteUrl ?? name.reservationUrl ?? name.sourceUrls[0] ?? null,
      checkedOn: readOn,
      note: `From ${SS}, read on ${readOn}; the statute is cited.`,
    } satisfies Source,
  }
}

const LLC_ENDINGS = ['LLC', 'L.L.C.', 'Limited Liability Company']
const CORPORATION_ENDINGS = ['Inc.', 'Corporation', 'Incorporated', 'Corp.']

/**
 * The endings of a company name per entity type. Neither dataset lists them: these are the forms
 * every state's statute accepts (the Uniform LLC Act and the Model Business Corporation Act), so
 * they are marked estimates until the state's own list is read; some states allow more.
 */
export function designators(ss: StartupSoleRow) {
  const source = (note: string): Source => ({
    confidence: 'estimate',
    url: ss.name.statuteUrl,
    checkedOn: null,
    note,
  })
  return {
    llc: {
      designators: LLC_ENDINGS,
      designatorsSource: source(
        `The endings every state accepts for an LLC; ${ss.name.suffixCitation ?? 'the statute'} may allow more.`,
      ),
    },
    corporation: {
      designators: CORPORATION_ENDINGS,
      designatorsSource: source(
        'The endings every state accepts for a corporation; the statute may allow more (often "Company").',
      ),
    },
    nonprofit: {
      designators: [] as string[],
      designatorsSource: source("Not recorded yet: check the state's nonprofit statute."),
    },
  }
}
