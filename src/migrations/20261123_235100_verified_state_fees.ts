import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import rows from '../seed/stateFees.json'

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
