import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

type Entity = 'llc' | 'corporation' | 'nonprofit'
type Figure = {
  usd: number
  confidence: string
  url: string | null
  checkedOn: string | null
  note: string | null
}
type FeeChange = {
  slug: string
  name: string
  entity: Entity
  from: Figure
  to: Figure
  parts: { label: string; usd: number; kind: 'filing' | 'required' | 'online' }[]
  partsChanged: boolean
}

const REASON =
  'Corporation and nonprofit fees of twelve states re-examined on 2026-12-06 for a second ' +
  "independent source or the state's own page (data/research/fees; docs/states.md#fees)."

const LABELS: Record<Entity, string> = {
  llc: 'LLC',
  corporation: 'C-Corporation',
  nonprofit: 'Nonprofit',
}

const shown = (confidence: string) => confidence[0]!.toUpperCase() + confidence.slice(1)

/**
 * Each changed figure as the seed held it before this round and as it stands after, frozen here:
 * a migration does the same whenever it runs (docs/architecture.md).
 */
const FEES: FeeChange[] = [
  {
    slug: 'colorado',
    name: 'Colorado',
    entity: 'corporation',
    from: {
      usd: 50,
      confidence: 'single',
      url: 'https://startabusiness.org/co/corporation/domestic/',
      checkedOn: '2026-12-04',
      note: "Given by startabusiness.org; not read on the state's own site.",
    },
    to: {
      usd: 50,
      confidence: 'corroborated',
      url: 'https://startabusiness.org/co/corporation/domestic/',
      checkedOn: '2026-12-04',
      note: "Given by startabusiness.org, terms.law, rcdii.com, reference180.com, theattorneydirectory.com; not read on the state's own site.",
    },
    parts: [],
    partsChanged: false,
  },
  {
    slug: 'delaware',
    name: 'Delaware',
    entity: 'corporation',
    from: {
      usd: 109,
      confidence: 'single',
      url: 'https://legalclarity.org/delaware-filing-fees-for-llcs-and-corporations',
      checkedOn: '2026-12-04',
      note: "Given by legalclarity.org; not read on the state's own site. 2 source(s) read give another figure.",
    },
    to: {
      usd: 109,
      confidence: 'corroborated',
      url: 'https://legalclarity.org/delaware-filing-fees-for-llcs-and-corporations',
      checkedOn: '2026-12-04',
      note: "Given by legalclarity.org, stripe.com; not read on the state's own site. 7 source(s) read give another figure.",
    },
    parts: [],
    partsChanged: false,
  },
  {
    slug: 'delaware',
    name: 'Delaware',
    entity: 'nonprofit',
    from: {
      usd: 109,
      confidence: 'single',
      url: 'https://legalclarity.org/delaware-filing-fees-for-llcs-and-corporations',
      checkedOn: '2026-12-04',
      note: "Given by legalclarity.org; not read on the state's own site. 1 source(s) read give another figure.",
    },
    to: {
      usd: 109,
      confidence: 'corroborated',
      url: 'https://legalclarity.org/delaware-filing-fees-for-llcs-and-corporations',
      checkedOn: '2026-12-04',
      note: "Given by legalclarity.org, variniral.com; not read on the state's own site. 4 source(s) read give another figure.",
    },
    parts: [],
    partsChanged: false,
  },
  {
    slug: 'nevada',
    name: 'Nevada',
    entity: 'corporation',
    from: {
      usd: 725,
      confidence: 'estimate',
      url: null,
      checkedOn: '2026-12-04',
      note: 'No source read gives this total. Parts: Articles of Incorporation (authorized stock value $75,000 or less) $75 + Initial List of Officers and Directors (figure not confirmed by a source read) $150 + State Business License (NRS 78 corporation) $500. 1 source(s) read give another figure.',
    },
    to: {
      usd: 725,
      confidence: 'single',
      url: 'https://github.com/alexovdi/inc123/blob/e29b5d4ad31e1fb5bdc3ddaa731217bb3cb8e43f/DOCS/Package%20Strategy/01_Package_Strategy_Analysis.md',
      checkedOn: '2026-12-07',
      note: "Given by github.com; not read on the state's own site. Parts: Articles of Incorporation (authorized stock value $75,000 or less) $75 + Initial List of Officers and Directors (figure not confirmed by a source read) $150 + State Business License (NRS 78 corporation) $500. 2 source(s) read give another figure.",
    },
    parts: [
      {
        label: 'Articles of Incorporation',
        usd: 75,
        kind: 'filing',
      },
      {
        label: 'Initial List of Officers and Directors',
        usd: 150,
        kind: 'required',
      },
      {
        label: 'State Business License',
        usd: 500,
        kind: 'required',
      },
    ],
    partsChanged: false,
  },
  {
    slug: 'nevada',
    name: 'Nevada',
    entity: 'nonprofit',
    from: {
      usd: 50,
      confidence: 'single',
      url: 'https://www.nolo.com/legal-encyclopedia/forming-nonprofit-corporation-nevada-36075.html',
      checkedOn: '2026-12-04',
      note: "Given by nolo.com; not read on the state's own site.",
    },
    to: {
      usd: 100,
      confidence: 'corroborated',
      url: 'https://legalclarity.org/how-to-start-a-501c3-in-nevada',
      checkedOn: '2026-12-06',
      note: "Given by legalclarity.org, github.com; not read on the state's own site. Parts: Articles of Incorporation (NRS 82 nonprofit) $50 + Initial List of Officers and Directors (filed with the articles) $50. 1 source(s) read give another figure.",
    },
    parts: [
      {
        label: 'Articles of Incorporation',
        usd: 50,
        kind: 'filing',
      },
      {
        label: 'Initial List of Officers and Directors',
        usd: 50,
        kind: 'required',
      },
    ],
    partsChanged: true,
  },
  {
    slug: 'new-york',
    name: 'New York',
    entity: 'corporation',
    from: {
      usd: 135,
      confidence: 'single',
      url: 'https://findlegalforms.com/articles/?p=244',
      checkedOn: '2026-12-04',
      note: "Given by findlegalforms.com; not read on the state's own site. Parts: Certificate of Incorporation $125 + Organization tax on shares (Tax Law § 180), minimum $10. 2 source(s) read give another figure.",
    },
    to: {
      usd: 135,
      confidence: 'corroborated',
      url: 'https://findlegalforms.com/articles/?p=244',
      checkedOn: '2026-12-04',
      note: "Given by findlegalforms.com, nolo.com, smallbiz.com; not read on the state's own site. Parts: Certificate of Incorporation $125 + Organization tax on shares (Tax Law § 180), minimum $10. 2 source(s) read give another figure.",
    },
    parts: [
      {
        label: 'Certificate of Incorporation',
        usd: 125,
        kind: 'filing',
      },
      {
        label: 'Organization tax on shares, minimum',
        usd: 10,
        kind: 'required',
      },
    ],
    partsChanged: false,
  },
  {
    slug: 'new-york',
    name: 'New York',
    entity: 'nonprofit',
    from: {
      usd: 75,
      confidence: 'single',
      url: 'http://law.justia.com/newyork/codes/not-for-profit-corporation/npc0104-a_104-a.html',
      checkedOn: '2026-12-04',
      note: "Given by justia.com; not read on the state's own site.",
    },
    to: {
      usd: 75,
      confidence: 'corroborated',
      url: 'http://law.justia.com/newyork/codes/not-for-profit-corporation/npc0104-a_104-a.html',
      checkedOn: '2026-12-04',
      note: "Given by justia.com, affcny.org, 501c3.app; not read on the state's own site.",
    },
    parts: [],
    partsChanged: false,
  },
  {
    slug: 'washington',
    name: 'Washington',
    entity: 'corporation',
    from: {
      usd: 200,
      confidence: 'single',
      url: 'https://www.harborcompliance.com/information/how-to-incorporate-in-washington',
      checkedOn: '2026-12-04',
      note: "Given by harborcompliance.com; not read on the state's own site. Parts: Articles of Incorporation (profit corporation) $180 + Online processing fee (CCFS online filing) $20. 1 source(s) read give another figure.",
    },
    to: {
      usd: 200,
      confidence: 'corroborated',
      url: 'https://www.harborcompliance.com/information/how-to-incorporate-in-washington',
      checkedOn: '2026-12-04',
      note: "Given by harborcompliance.com, github.com; not read on the state's own site. Parts: Articles of Incorporation (profit corporation) $180 + Online processing fee (CCFS online filing) $20. 3 source(s) read give another figure.",
    },
    parts: [
      {
        label: 'Articles of Incorporation',
        usd: 180,
        kind: 'filing',
      },
      {
        label: 'Online processing fee',
        usd: 20,
        kind: 'online',
      },
    ],
    partsChanged: false,
  },
  {
    slug: 'washington',
    name: 'Washington',
    entity: 'nonprofit',
    from: {
      usd: 50,
      confidence: 'single',
      url: 'https://www.upcounsel.com/article-of-incorporation-washington-state',
      checkedOn: '2026-12-04',
      note: "Given by upcounsel.com; not read on the state's own site. Parts: Articles of Incorporation (nonprofit corporation) $30 + Online processing fee (CCFS online filing) $20. 2 source(s) read give another figure.",
    },
    to: {
      usd: 50,
      confidence: 'single',
      url: 'https://www.upcounsel.com/article-of-incorporation-washington-state',
      checkedOn: '2026-12-04',
      note: "Given by upcounsel.com; not read on the state's own site. Parts: Articles of Incorporation (nonprofit corporation) $30 + Online processing fee (CCFS online filing) $20. 7 source(s) read give another figure.",
    },
    parts: [
      {
        label: 'Articles of Incorporation',
        usd: 30,
        kind: 'filing',
      },
      {
        label: 'Online processing fee',
        usd: 20,
        kind: 'online',
      },
    ],
    partsChanged: false,
  },
  {
    slug: 'wyoming',
    name: 'Wyoming',
    entity: 'nonprofit',
    from: {
      usd: 25,
      confidence: 'single',
      url: 'https://www.nonprofitlegalcenter.com/wyoming/',
      checkedOn: '2026-12-04',
      note: "Given by nonprofitlegalcenter.com; not read on the state's own site. 1 source(s) read give another figure.",
    },
    to: {
      usd: 50,
      confidence: 'corroborated',
      url: 'https://ses.stf.com/bookmarks/Jessica%20Spicer/JS_wsw/0009/202306021351500868604.htm',
      checkedOn: '2026-12-04',
      note: "Given by stf.com, github.com; not read on the state's own site. 2 source(s) read give another figure.",
    },
    parts: [],
    partsChanged: false,
  },
]

/** The records' research summaries, before and after. */
const SOURCES: { slug: string; from: string; to: string }[] = [
  {
    slug: 'delaware',
    from: "Fixed by the product spec; the state's own figures differ or were not found, so the row stays unverified.\nThe statute text gives parts of the price only: 70 for an LLC certificate before the courthouse municipality fee (raised in 2023, so about 110 now per secondary sources); 15 is the corporation's minimum franchise tax alone.\nLLC fee re-examined on 2026-12-04: Delaware now charges $110 to file a Certificate of Formation: the $70 statutory fee plus the courthouse municipality fee, which SB 110 raised from $20 to $40 (the old total was $90). No official Division of Corporations fee page was found in the stored pages. Expedite and certified copies are optional; the $300 annual tax comes later.\nC Corporation fee re-examined on 2026-12-04: Delaware's minimum fee for a stock Certificate of Incorporation is now $109 (formerly $89, raised by the $20 courthouse municipality fee increase in SB 110). The fee includes a tax on authorized shares: for no-par stock 1 cent per share up to 20,000 shares, 1/2 cent to 2,000,000 and 2/5 cent above, minimum $15 (reached at 1,500 shares); par stock is taxed per $100 unit of authorized capital. Only a secondary source gives the $109; no official fee page was found in the stored pages.\nNonprofit fee re-examined on 2026-12-04: Delaware nonstock (nonprofit) corporations file a Certificate of Incorporation; the older fee was $89, the same as the stock minimum, and SB 110's $20 courthouse municipality fee increase applies to corporate filings, giving $109. No source found states the current nonstock fee directly, so $109 is an inference from these sources and should be confirmed on the Division of Corporations fee schedule.\nSeeded on 2026-11-25 from our fee table of 2026-11-23 and the reference datasets (NOTICE).",
    to: "Fixed by the product spec; the state's own figures differ or were not found, so the row stays unverified.\nThe statute text gives parts of the price only: 70 for an LLC certificate before the courthouse municipality fee (raised in 2023, so about 110 now per secondary sources); 15 is the corporation's minimum franchise tax alone.\nLLC fee re-examined on 2026-12-04: Delaware now charges $110 to file a Certificate of Formation: the $70 statutory fee plus the courthouse municipality fee, which SB 110 raised from $20 to $40 (the old total was $90). No official Division of Corporations fee page was found in the stored pages. Expedite and certified copies are optional; the $300 annual tax comes later.\nC Corporation fee re-examined on 2026-12-04: Delaware's minimum fee for a stock Certificate of Incorporation is now $109 (formerly $89, raised by the $20 courthouse municipality fee increase in SB 110). The fee includes a tax on authorized shares: for no-par stock 1 cent per share up to 20,000 shares, 1/2 cent to 2,000,000 and 2/5 cent above, minimum $15 (reached at 1,500 shares); par stock is taxed per $100 unit of authorized capital. Two independent secondary sites (legalclarity.org and stripe.com) give the $109 minimum; several older pages still give $89. No official fee page was found in the stored pages.\nNonprofit fee re-examined on 2026-12-04: Delaware nonstock (nonprofit) corporations file a Certificate of Incorporation; the older fee was $89, the same as the stock minimum, and SB 110's $20 courthouse municipality fee increase applies to corporate filings, giving $109. One secondary page (testweb.variniral.com, a staging host) now states a $109 minimum for the nonstock certificate, but no official Division of Corporations fee schedule was found, so the figure should still be confirmed there.\nSeeded on 2026-11-25 from our fee table of 2026-11-23 and the reference datasets (NOTICE).",
  },
  {
    slug: 'nevada',
    from: "Fixed by the product spec; the state's own figures differ or were not found, so the row stays unverified.\nLLC: 75 articles + 150 initial list + 200 state business license = 425. A corporation pays a 500 business license (NRS 76.100), so its minimum is 725, not the spec's 425.\nLLC fee re-examined on 2026-12-04: A Nevada LLC pays $75 for articles, $150 for the initial list and $200 for the state business license, which must be obtained when the initial list is filed, so $425 at formation. Only secondary pages were read (a 2025 bill digest and statute copies); the Nevada Legislature's own chapter pages returned only their tables of contents.\nC Corporation fee re-examined on 2026-12-04: A Nevada corporation pays the articles fee (minimum $75, for authorized shares worth $75,000 or less, with no-par shares counted at $1 each, rising by bracket to a $35,000 cap), must file its initial list with the articles, and pays the $500 corporate state business license, all at formation. The $150 initial-list fee is the brief's figure (the LLC list is $150 per the 2025 bill digest). No page read this session confirmed $150 for corporations, so it should be checked. No state-host source was read.\nNonprofit fee re-examined on 2026-12-04: A Nevada nonprofit (NRS 82) pays $50 for its articles and is exempt from the state business license (NRS 76.020(2)(e)). It must also file an initial list of officers and directors; that fee was not found in the stored pages, so this $50 total probably understates the formation cost and needs checking. No state-host source was read.\nSeeded on 2026-11-25 from our fee table of 2026-11-23 and the reference datasets (NOTICE).",
    to: "Fixed by the product spec; the state's own figures differ or were not found, so the row stays unverified.\nLLC: 75 articles + 150 initial list + 200 state business license = 425. A corporation pays a 500 business license (NRS 76.100), so its minimum is 725, not the spec's 425.\nLLC fee re-examined on 2026-12-04: A Nevada LLC pays $75 for articles, $150 for the initial list and $200 for the state business license, which must be obtained when the initial list is filed, so $425 at formation. Only secondary pages were read (a 2025 bill digest and statute copies); the Nevada Legislature's own chapter pages returned only their tables of contents.\nC Corporation fee re-examined on 2026-12-07: A Nevada corporation pays the articles fee (minimum $75, for authorized shares worth $75,000 or less, with no-par shares counted at $1 each, rising by bracket to a $35,000 cap), must file its initial list with the articles, and pays the $500 corporate state business license, all at formation. The $150 initial-list fee is the brief's figure (the LLC list is $150 per the 2025 bill digest). No page read this session confirmed $150 for corporations, so it should be checked. No state-host source was read.\nNonprofit fee re-examined on 2026-12-06: Charged at $100 from 2026-12-06: the $50 articles and the $50 initial list of officers and directors, due with the articles as for Nevada's corporations and LLCs (two sites give the $100); a nonprofit is exempt from the state business license. The list fee is not yet read on nvsos.gov: staff confirm it at filing. The research read: A Nevada nonprofit (NRS 82) pays $50 for its articles and is exempt from the state business license (NRS 76.020(2)(e)). It must also file an initial list of officers and directors; that fee was not found in the stored pages, so this $50 total probably understates the formation cost and needs checking. No state-host source was read.\nSeeded on 2026-11-25 from our fee table of 2026-11-23 and the reference datasets (NOTICE).",
  },
  {
    slug: 'new-york',
    from: "LLC fee re-examined on 2026-12-04: New York charges $200 to file an LLC's articles of organization (LLC Law § 1101(f)). Within 120 days the LLC must publish a notice for six weeks in two newspapers chosen by the county clerk (cost varies widely by county) and then file a Certificate of Publication with the Department of State for $50. Both are excluded here as publication costs, but customers should be told about them.\nC Corporation fee re-examined on 2026-12-04: New York charges $125 for a certificate of incorporation plus the organization tax on authorized shares under Tax Law § 180: 1/20 of 1% of par value, or 5 cents per no-par share, with a $10 minimum. So 200 no-par shares or fewer gives the minimum of $125 + $10 = $135. The state's Business Express page lists only the $125, so no state-host source shows the $10 tax; it rests on BCL § 104-A copies and secondary sources. Corporations have no publication requirement.\nNonprofit fee re-examined on 2026-12-04: New York charges $75 to file a not-for-profit certificate of incorporation (N-PCL § 104-A(e)). Purposes listed in N-PCL § 404 need another agency's consent, which can carry its own fee (e.g. Education Department consent, $10 for not-for-profits per 8 NYCRR 3.23), and that is not included. The $75 was read on a statute copy only, since the DOS pages returned did not show the fee.\nSeeded on 2026-11-25 from our fee table of 2026-11-23 and the reference datasets (NOTICE).",
    to: "LLC fee re-examined on 2026-12-04: New York charges $200 to file an LLC's articles of organization (LLC Law § 1101(f)). Within 120 days the LLC must publish a notice for six weeks in two newspapers chosen by the county clerk (cost varies widely by county) and then file a Certificate of Publication with the Department of State for $50. Both are excluded here as publication costs, but customers should be told about them.\nC Corporation fee re-examined on 2026-12-04: New York charges $125 for a certificate of incorporation plus the organization tax on authorized shares under Tax Law § 180: 1/20 of 1% of par value, or 5 cents per no-par share, with a $10 minimum. So 200 no-par shares or fewer gives the minimum of $125 + $10 = $135. The state's Business Express page lists only the $125, so no state-host source shows the $10 tax; it rests on BCL § 104-A copies and secondary sources, of which Nolo and smallbiz.com independently give the $135 minimum total. Corporations have no publication requirement.\nNonprofit fee re-examined on 2026-12-04: New York charges $75 to file a not-for-profit certificate of incorporation (N-PCL § 104-A(e)). Purposes listed in N-PCL § 404 need another agency's consent, which can carry its own fee (e.g. Education Department consent, $10 for not-for-profits per 8 NYCRR 3.23), and that is not included. The $75 rests on a statute copy (justia) and two independent guides (affcny.org, 501c3.app) that both give $75; no DOS page read showed the fee.\nSeeded on 2026-11-25 from our fee table of 2026-11-23 and the reference datasets (NOTICE).",
  },
  {
    slug: 'wyoming',
    from: "Fixed by the product spec; the state's own figures differ or were not found, so the row stays unverified.\nLLC fee re-examined on 2026-12-04: Kept $100: the online add-on is given as $2 by one page and $4 by another, and by no state page. The research read: Wyoming charges $100 for LLC articles of organization. One guide says online filing adds $2 (total $102), while Northwest says online corporation filings add $4 and several guides say $100 either way. The online add-on is uncertain, so $2 is used as the only LLC-specific figure found. No state-host page was read; the first annual report is due in later years, not at formation.\nC Corporation fee re-examined on 2026-12-04: Kept $100: the online add-on is given as $2 by one page and $4 by another, and by no state page. The research read: Wyoming charges a flat $100 for profit-corporation articles of incorporation, with no share-based fee. Northwest, a Wyoming-based filer, says online filing adds $4, giving $104; other guides give $100 and one LLC guide gives a $2 online add-on, so the online part is uncertain. No state-host page was read.\nNonprofit fee re-examined on 2026-12-04: One secondary source gives $25 for Wyoming domestic nonprofit articles of incorporation; the only copy of SOS nonprofit instructions I read ($50) appears to be for foreign nonprofits. No current state-host figure for domestic nonprofits was found, so confidence is low. I found no online add-on specific to nonprofits.\nSeeded on 2026-11-25 from our fee table of 2026-11-23 and the reference datasets (NOTICE).",
    to: "Fixed by the product spec; the state's own figures differ or were not found, so the row stays unverified.\nLLC fee re-examined on 2026-12-04: Kept $100: the online add-on is given as $2 by one page and $4 by another, and by no state page. The research read: Wyoming charges $100 for LLC articles of organization. One guide says online filing adds $2 (total $102), while Northwest says online corporation filings add $4 and several guides say $100 either way. The online add-on is uncertain, so $2 is used as the only LLC-specific figure found. No state-host page was read; the first annual report is due in later years, not at formation.\nC Corporation fee re-examined on 2026-12-04: Kept $100: the online add-on is given as $2 by one page and $4 by another, and by no state page. The research read: Wyoming charges a flat $100 for profit-corporation articles of incorporation, with no share-based fee. Northwest, a Wyoming-based filer, says online filing adds $4, giving $104; other guides give $100 and one LLC guide gives a $2 online add-on, so the online part is uncertain. No state-host page was read.\nNonprofit fee re-examined on 2026-12-04: Charged at $50 from 2026-12-06: W.S. 17-19-122(a)(i), as amended effective July 1, 2021, sets a nonprofit's articles of incorporation at $50 (\"substituted $50.00 for $25.00\", in a copy of the official code), and a 2023 copy of the Secretary of State's nonprofit instructions gives $50; the $25 of nonprofitlegalcenter.com predates the 2021 amendment. The research read: One secondary source gives $25 for Wyoming domestic nonprofit articles of incorporation; the only copy of SOS nonprofit instructions I read ($50) appears to be for foreign nonprofits. No current state-host figure for domestic nonprofits was found, so confidence is low. I found no online add-on specific to nonprofits.\nSeeded on 2026-11-25 from our fee table of 2026-11-23 and the reference datasets (NOTICE).",
  },
]

const column = (entity: Entity, field: string) =>
  sql.identifier(`${entity}_facts_fee_source_${field}`)

/**
 * A figure still as the seed gave it takes the re-examined value, source and parts, with a line in
 * State fee history for a changed fee or confidence, with the reason; one staff have changed since
 * is theirs and left alone. Run again, it changes nothing.
 */
export async function applyReexaminedSources(db: MigrateUpArgs['db']): Promise<void> {
  for (const { slug, name, entity, from, to, parts, partsChanged } of FEES) {
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
        AND ${column(entity, 'checked_on')} IS NOT DISTINCT FROM ${from.checkedOn}
        AND ${column(entity, 'note')} IS NOT DISTINCT FROM ${from.note}
      RETURNING id`)
    const id = (result.rows[0] as { id: number } | undefined)?.id
    if (id == null) continue
    if (partsChanged) {
      const table = sql.identifier(`state_fees_${entity}_facts_fee_parts`)
      await db.execute(sql`DELETE FROM ${table} WHERE _parent_id = ${id}`)
      for (const [order, part] of parts.entries()) {
        await db.execute(sql`
          INSERT INTO ${table} (_order, _parent_id, id, label, usd, kind)
          VALUES (${order + 1}, ${id}, ${`${slug}-${entity}-part-${order + 1}`}, ${part.label},
            ${part.usd}, ${part.kind})`)
      }
    }
    if (from.usd !== to.usd)
      await db.execute(sql`
        INSERT INTO state_fee_changes (state_fee_id, field, "from", "to", summary, reason)
        VALUES (${id}, ${entity}, ${String(from.usd)}, ${String(to.usd)},
          ${`${name}: ${LABELS[entity]} fee $${from.usd} → $${to.usd}`}, ${REASON})`)
    if (from.confidence !== to.confidence)
      await db.execute(sql`
        INSERT INTO state_fee_changes (state_fee_id, field, "from", "to", summary, reason)
        VALUES (${id}, ${`${entity}Confidence`}, ${from.confidence}, ${to.confidence},
          ${`${name}: ${LABELS[entity]} fee confidence ${shown(from.confidence)} → ${shown(to.confidence)}`},
          ${REASON})`)
  }
  for (const { slug, from, to } of SOURCES)
    await db.execute(sql`
      UPDATE state_fees SET source = ${to} WHERE slug = ${slug} AND source = ${from}`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await applyReexaminedSources(db)
}

/** The figures stay as re-examined, their earlier values in the fee history. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
