import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

type Entity = 'llc' | 'corporation' | 'nonprofit'
type Source = {
  confidence: string
  url: string | null
  checkedOn: string | null
  note: string | null
}
type Demotion = { slug: string; name: string; entity: Entity; url: string; to: Source }

const REASON =
  "Official only when read on the state's own host (docs/states.md#sources): this address is " +
  "a copy on another site, or the datasets' figure replaces it."

const LABELS: Record<Entity, string> = {
  llc: 'LLC fee confidence',
  corporation: 'C-Corporation fee confidence',
  nonprofit: 'Nonprofit fee confidence',
}

/**
 * The fee sources the seed called official though they were read off the state's own host,
 * frozen here with what replaced them: a migration does the same whenever it runs.
 */
const DEMOTED: Demotion[] = [
  {
    slug: 'california',
    name: 'California',
    entity: 'llc',
    url: 'https://codes.findlaw.com/ca/government-code/gov-sect-12190/',
    to: {
      confidence: 'corroborated',
      url: 'https://www.sos.ca.gov/business-programs/business-entities/forms/limited-liability-companies-california-domestic',
      checkedOn: '2026-07-17',
      note: 'StartupSole and OrderToAI agree.',
    },
  },
  {
    slug: 'district-of-columbia',
    name: 'District of Columbia',
    entity: 'nonprofit',
    url: 'http://dcrules.elaws.us/dcmr/17-603',
    to: {
      confidence: 'single',
      url: 'http://dcrules.elaws.us/dcmr/17-603',
      checkedOn: '2026-11-23',
      note: "A copy of the official text on dcrules.elaws.us, not the state's own site.",
    },
  },
  {
    slug: 'new-york',
    name: 'New York',
    entity: 'llc',
    url: 'https://law.onecle.com/new-york/limited-liability-company-law/LLC01101_1101.html',
    to: {
      confidence: 'corroborated',
      url: 'https://dos.ny.gov/fee-schedules',
      checkedOn: '2026-07-17',
      note: 'StartupSole and OrderToAI agree.',
    },
  },
  {
    slug: 'new-york',
    name: 'New York',
    entity: 'corporation',
    url: 'https://law.justia.com/codes/new-york/2006/business-corporation/bsc0104-a_104-a.html',
    to: {
      confidence: 'single',
      url: 'https://law.justia.com/codes/new-york/2006/business-corporation/bsc0104-a_104-a.html',
      checkedOn: '2026-11-23',
      note: "A copy of the official text on law.justia.com, not the state's own site.",
    },
  },
  {
    slug: 'new-york',
    name: 'New York',
    entity: 'nonprofit',
    url: 'http://law.justia.com/newyork/codes/not-for-profit-corporation/npc0104-a_104-a.html',
    to: {
      confidence: 'single',
      url: 'http://law.justia.com/newyork/codes/not-for-profit-corporation/npc0104-a_104-a.html',
      checkedOn: '2026-11-23',
      note: "A copy of the official text on law.justia.com, not the state's own site.",
    },
  },
  {
    slug: 'north-carolina',
    name: 'North Carolina',
    entity: 'nonprofit',
    url: 'https://law.justia.com/codes/north-carolina/2009/Chapter_55A/GS_55A-1-22.html',
    to: {
      confidence: 'single',
      url: 'https://law.justia.com/codes/north-carolina/2009/Chapter_55A/GS_55A-1-22.html',
      checkedOn: '2026-11-23',
      note: "A copy of the official text on law.justia.com, not the state's own site.",
    },
  },
  {
    slug: 'pennsylvania',
    name: 'Pennsylvania',
    entity: 'llc',
    url: 'https://govt.westlaw.com/pac/Document/NAAA5FFE27CF911EDADECAA98B5FC77FF?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default)',
    to: {
      confidence: 'corroborated',
      url: 'https://www.pa.gov/agencies/dos/programs/business/fees-and-payments.html',
      checkedOn: '2026-07-17',
      note: 'StartupSole and OrderToAI agree.',
    },
  },
  {
    slug: 'pennsylvania',
    name: 'Pennsylvania',
    entity: 'corporation',
    url: 'https://govt.westlaw.com/pac/Document/NAAA5FFE27CF911EDADECAA98B5FC77FF?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default)',
    to: {
      confidence: 'single',
      url: 'https://govt.westlaw.com/pac/Document/NAAA5FFE27CF911EDADECAA98B5FC77FF?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default)',
      checkedOn: '2026-11-23',
      note: "A copy of the official text on govt.westlaw.com, not the state's own site.",
    },
  },
  {
    slug: 'pennsylvania',
    name: 'Pennsylvania',
    entity: 'nonprofit',
    url: 'https://govt.westlaw.com/pac/Document/NAAA5FFE27CF911EDADECAA98B5FC77FF?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default)',
    to: {
      confidence: 'single',
      url: 'https://govt.westlaw.com/pac/Document/NAAA5FFE27CF911EDADECAA98B5FC77FF?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default)',
      checkedOn: '2026-11-23',
      note: "A copy of the official text on govt.westlaw.com, not the state's own site.",
    },
  },
  {
    slug: 'west-virginia',
    name: 'West Virginia',
    entity: 'llc',
    url: 'https://casetext.com/statute/west-virginia-code/chapter-59-fees-allowances-and-costs-newspapers-legal-advertisements/article-1-fees-and-allowances/section-59-1-2-fees-to-be-charged-by-secretary-of-state',
    to: {
      confidence: 'corroborated',
      url: 'https://sos.wv.gov/register-new-wv-business',
      checkedOn: '2026-07-17',
      note: 'StartupSole and OrderToAI agree.',
    },
  },
  {
    slug: 'west-virginia',
    name: 'West Virginia',
    entity: 'corporation',
    url: 'https://casetext.com/statute/west-virginia-code/chapter-59-fees-allowances-and-costs-newspapers-legal-advertisements/article-1-fees-and-allowances/section-59-1-2-fees-to-be-charged-by-secretary-of-state',
    to: {
      confidence: 'single',
      url: 'https://casetext.com/statute/west-virginia-code/chapter-59-fees-allowances-and-costs-newspapers-legal-advertisements/article-1-fees-and-allowances/section-59-1-2-fees-to-be-charged-by-secretary-of-state',
      checkedOn: '2026-11-23',
      note: "A copy of the official text on casetext.com, not the state's own site.",
    },
  },
  {
    slug: 'west-virginia',
    name: 'West Virginia',
    entity: 'nonprofit',
    url: 'https://casetext.com/statute/west-virginia-code/chapter-59-fees-allowances-and-costs-newspapers-legal-advertisements/article-1-fees-and-allowances/section-59-1-2-fees-to-be-charged-by-secretary-of-state',
    to: {
      confidence: 'single',
      url: 'https://casetext.com/statute/west-virginia-code/chapter-59-fees-allowances-and-costs-newspapers-legal-advertisements/article-1-fees-and-allowances/section-59-1-2-fees-to-be-charged-by-secretary-of-state',
      checkedOn: '2026-11-23',
      note: "A copy of the official text on casetext.com, not the state's own site.",
    },
  },
]

const COLUMNS: Record<
  Entity,
  { confidence: string; url: string; checkedOn: string; note: string }
> = {
  llc: {
    confidence: 'llc_facts_fee_source_confidence',
    url: 'llc_facts_fee_source_url',
    checkedOn: 'llc_facts_fee_source_checked_on',
    note: 'llc_facts_fee_source_note',
  },
  corporation: {
    confidence: 'corporation_facts_fee_source_confidence',
    url: 'corporation_facts_fee_source_url',
    checkedOn: 'corporation_facts_fee_source_checked_on',
    note: 'corporation_facts_fee_source_note',
  },
  nonprofit: {
    confidence: 'nonprofit_facts_fee_source_confidence',
    url: 'nonprofit_facts_fee_source_url',
    checkedOn: 'nonprofit_facts_fee_source_checked_on',
    note: 'nonprofit_facts_fee_source_note',
  },
}

/**
 * The history's reason column, then the demotions (`demoteOffStateHosts`): a record still holding the official source
 * the seed gave it takes the replacement, with a line in State fee history; one staff have
 * changed since is theirs and left alone. A record no longer official on all three fees loses
 * its verified mark, also with a line.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "state_fee_changes" ADD COLUMN "reason" varchar;`)
  await demoteOffStateHosts(db)
}

/** The data step of `up`, by itself for the test that runs it again. */
export async function demoteOffStateHosts(db: MigrateUpArgs['db']): Promise<void> {
  const touched = new Map<number, string>()
  for (const { slug, name, entity, url, to } of DEMOTED) {
    const column = COLUMNS[entity]
    const result = await db.execute(sql`
      UPDATE state_fees SET
        ${sql.identifier(column.confidence)} = ${to.confidence},
        ${sql.identifier(column.url)} = ${to.url},
        ${sql.identifier(column.checkedOn)} = ${to.checkedOn},
        ${sql.identifier(column.note)} = ${to.note},
        updated_at = now()
      WHERE slug = ${slug} AND ${sql.identifier(column.confidence)} = 'official'
        AND ${sql.identifier(column.url)} = ${url}
      RETURNING id`)
    const id = (result.rows[0] as { id: number } | undefined)?.id
    if (id == null) continue
    touched.set(id, name)
    const shown = to.confidence[0]!.toUpperCase() + to.confidence.slice(1)
    await db.execute(sql`
      INSERT INTO state_fee_changes (state_fee_id, field, "from", "to", summary, reason)
      VALUES (${id}, ${`${entity}Confidence`}, 'official', ${to.confidence},
        ${`${name}: ${LABELS[entity]} Official → ${shown}`}, ${REASON})`)
  }
  for (const [id, name] of touched) {
    const result = await db.execute(sql`
      UPDATE state_fees SET verified = false
      WHERE id = ${id} AND verified = true
      RETURNING id`)
    if (!result.rows.length) continue
    await db.execute(sql`
      INSERT INTO state_fee_changes (state_fee_id, field, "from", "to", summary, reason)
      VALUES (${id}, 'verified', 'true', 'false', ${`${name}: Verified yes → no`}, ${REASON})`)
  }
}

/** The reason column goes; the demoted figures stay as they are, their history beside them. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "state_fee_changes" DROP COLUMN "reason";`)
}
