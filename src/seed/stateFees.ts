import type { Payload } from 'payload'

import type { StateFee } from '@/payload-types'

type StateFeeSeed = Pick<StateFee, 'name' | 'slug' | 'llc' | 'corporation' | 'nonprofit' | 'source' | 'verified'>

/**
 * Filing fees per state in whole dollars (LLC / C-Corporation / Nonprofit), from the project's
 * state-fees.csv. Alabama, Delaware, Massachusetts, Nevada and Wyoming are fixed by the spec; a
 * source starting with "unverified" marks figures still to be checked against the state.
 */
const rows: [name: string, slug: string, llc: number, corporation: number, nonprofit: number, source: string][] = [
  ['Alabama', 'alabama', 200, 200, 100, 'spec-fixed (sources: 200/200/200 - Ala. Code 10A-1-4.31 + HC)'],
  ['Alaska', 'alaska', 250, 250, 50, 'unverified: np HC only (llc HC+CD+PN; corp HC+bizlauncher)'],
  ['Arizona', 'arizona', 50, 60, 40, 'unverified: corp HC only; np HC 40 vs A.R.S. 10-3122 30'],
  ['Arkansas', 'arkansas', 45, 45, 45, 'HC+SAB+CD+reference180 (online fee; paper 50)'],
  ['California', 'california', 70, 100, 30, 'Cal. Gov. Code 12190 & 12186 + SOS fee schedule'],
  ['Colorado', 'colorado', 50, 50, 50, 'unverified: corp HC only; np NO SOURCE (estimate)'],
  ['Connecticut', 'connecticut', 120, 250, 50, 'unverified: np terms.law only (corp = 100 + 150 min franchise tax)'],
  ['Delaware', 'delaware', 90, 89, 89, 'spec-fixed (sources: llc 110 LC+CD vs 90 PN+SB+C2; corp 109 LC vs 89 advantage-de; np none)'],
  ['District of Columbia', 'district-of-columbia', 99, 99, 80, 'unverified: llc 99 CD vs 220 upcounsel+llcuniversity; corp NO SOURCE; np 80 by analogy (DCMR 17-610)'],
  ['Florida', 'florida', 125, 70, 70, 'unverified: corp LC only (llc CD+PN+LC; np Fla. Stat. 617.0122 35+35)'],
  ['Georgia', 'georgia', 100, 100, 100, 'unverified: np GA SOS schedule only (llc/corp GA SOS 2021 + O.C.G.A. 14-11-1101 + CD; paper 110)'],
  ['Hawaii', 'hawaii', 51, 50, 50, 'unverified: corp HRS 414-13 says 100; np HRS 414D-5 only (llc CD+llcinfo 50 + 1 archives fee)'],
  ['Idaho', 'idaho', 100, 100, 30, 'unverified: corp NO SOURCE; np brytebridge only (llc llcuniversity+CD+PN)'],
  ['Illinois', 'illinois', 150, 175, 50, 'unverified: corp Harbor mirror only (150 + 25 min franchise tax); np 805 ILCS 105/115.10 only'],
  ['Indiana', 'indiana', 95, 95, 30, 'unverified: llc 95 CD+PN vs 98 venturesmarter; corp NO CURRENT SOURCE; np dmlp.org only'],
  ['Iowa', 'iowa', 50, 50, 20, 'unverified: corp Iowa Code 490.122 only; np NO SOURCE (llc Iowa Code 490A.124+PN)'],
  ['Kansas', 'kansas', 160, 90, 20, 'unverified: corp+np NO SOURCE (K.S.A. 17-7506 caps only) (llc PN+C2; paper 165)'],
  ['Kentucky', 'kentucky', 40, 50, 8, 'unverified: np KY SOS only (corp = 40 + min 10 organization tax)'],
  ['Louisiana', 'louisiana', 100, 75, 75, 'unverified: np pkgmach only (llc/corp La. R.S. 49:222 + pkgmach)'],
  ['Maine', 'maine', 175, 145, 40, 'unverified: np SAB only (llc SAB+PN+C2; corp SAB+reference180+incfile)'],
  ['Maryland', 'maryland', 100, 120, 170, 'unverified: corp MD Code C&A 1-203 (+1-204 org fee) only; np NO SOURCE'],
  ['Massachusetts', 'massachusetts', 500, 275, 35, 'spec-fixed (sources: llc 500 LC+PN+C2; corp 275 MA SOC fee page; np 35 mail/41 online HC)'],
  ['Michigan', 'michigan', 50, 60, 20, 'unverified: corp SAB shows 50 org-fee tier only; np SAB 20 vs old MCL 450.3060 10'],
  ['Minnesota', 'minnesota', 155, 155, 90, 'unverified: corp MN SOS (155 online/135 mail); llc PN 135; np old aaronhall 70 (mail)'],
  ['Mississippi', 'mississippi', 50, 50, 50, 'Miss. Code 79-29-1203 & 79-4-1.22 + SAB + PN'],
  ['Missouri', 'missouri', 50, 58, 25, 'unverified: np SAB 25 vs RSMo 355.021 20 (llc llcformations+llcdojo; corp SAB+articlesofincorporation.org)'],
  ['Montana', 'montana', 35, 35, 20, 'unverified: corp ARM 44.5.114 only; llc 35 showmath+relayfi vs 70 llcuniversity (older)'],
  ['Nebraska', 'nebraska', 100, 60, 10, 'unverified: llc Neb. Rev. Stat. 21-192 only; np SAB only (corp NE SOS+21-2005+SAB; +5/page)'],
  ['Nevada', 'nevada', 425, 425, 50, 'spec-fixed (sources: llc 425 LC+NV bill summary; corp 75 articles NRS 78.760 + 150 list + 500 licence = 725; np none)'],
  ['New Hampshire', 'new-hampshire', 100, 100, 25, 'unverified: llc+corp NO SOURCE; np nonprofitlegalcenter only'],
  ['New Jersey', 'new-jersey', 125, 125, 75, 'unverified: llc search-sos only; corp+np NO SOURCE'],
  ['New Mexico', 'new-mexico', 50, 100, 25, 'unverified: np SAB only (llc NMSA 53-19-63+fdlawyersnm; corp NM PRC+SAB)'],
  ['New York', 'new-york', 200, 125, 75, 'unverified: np N-PCL 104-A only (llc NY LLC Law 1101+LC; corp winenfood+visualfoodie; + organization tax)'],
  ['North Carolina', 'north-carolina', 125, 125, 60, 'unverified: llc N.C.G.S. 57D-1-22 only; corp+np NO SOURCE'],
  ['North Dakota', 'north-dakota', 135, 100, 40, 'unverified: llc NO SOURCE (corp NDCC 10-19.1-147+SAB; np NDCC 10-33-140+SAB)'],
  ['Ohio', 'ohio', 99, 99, 99, 'SAB + cimphony + articlesofincorporation.org'],
  ['Oklahoma', 'oklahoma', 100, 50, 25, 'unverified: llc NO SOURCE (corp OK SOS+incfile; np OK SOS+HC)'],
  ['Oregon', 'oregon', 100, 100, 50, 'ORS 56.140 + upcounsel + llcoregon; np HC + myrenosi'],
  ['Pennsylvania', 'pennsylvania', 125, 125, 125, 'unverified: corp+np NO SOURCE (llc PA DOS form DSCB:15-8821 + chavislawfirm)'],
  ['Rhode Island', 'rhode-island', 150, 230, 35, 'unverified: llc+corp NO SOURCE; np HC only (+2.50 processing)'],
  ['South Carolina', 'south-carolina', 125, 135, 25, 'unverified: llc LC only (125 online/110 mail); np NO SOURCE (corp SC SOS fee schedule + sos.sc.gov)'],
  ['South Dakota', 'south-dakota', 150, 150, 30, 'unverified: NO SOURCE for any value'],
  ['Tennessee', 'tennessee', 300, 100, 100, 'unverified: corp+np NO SOURCE (llc simplestartllcs+cimphony; 300 min = 50/member)'],
  ['Texas', 'texas', 300, 300, 25, 'TX SOS Form 806 + Tex. Bus. Orgs. Code 4.152/4.153'],
  ['Utah', 'utah', 54, 59, 30, 'unverified: llc llcuniversity only; corp 59 LC (FY2026 schedule) vs 70 HC (older); np HC only'],
  ['Vermont', 'vermont', 155, 125, 125, 'unverified: llc+corp NO SOURCE; np 11B V.S.A. 1.22 only'],
  ['Virginia', 'virginia', 100, 75, 75, 'unverified: llc+np NO SOURCE (corp Va. Code 13.1-616 25 + 50 charter fee; articlesofincorporation.org+findlegalforms)'],
  ['Washington', 'washington', 200, 200, 50, 'unverified: NO SOURCE for any value'],
  ['West Virginia', 'west-virginia', 100, 100, 25, 'unverified: llc+corp NO SOURCE; np HC only'],
  ['Wisconsin', 'wisconsin', 130, 100, 35, 'unverified: llc Wis. Stat. 183.0114 only; corp+np NO SOURCE'],
  ['Wyoming', 'wyoming', 100, 100, 25, 'spec-fixed (sources: llc 100 llcinfo+biz-license.lifeofabit; corp/np none)'],
]

export const stateFeeSeed: StateFeeSeed[] = rows.map(([name, slug, llc, corporation, nonprofit, source]) => ({
  name,
  slug,
  llc,
  corporation,
  nonprofit,
  source,
  verified: !source.startsWith('unverified'),
}))

/** Fills the state-fee table when it is empty; fees edited by staff are never replaced. */
export async function seedStateFeesIfEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'state-fees', overrideAccess: true })
  if (totalDocs > 0) return false
  for (const data of stateFeeSeed) {
    await payload.create({ collection: 'state-fees', data, overrideAccess: true, context: { disableRevalidate: true } })
  }
  payload.logger.info(`Seeded ${stateFeeSeed.length} state fees.`)
  return true
}
