import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

type Approval = {
  word: string
  approval: string
  appliesTo: string[]
  reason: string | null
  authority: string | null
  source: { confidence: string; url: string | null; checkedOn: string | null; note: string | null }
}

/**
 * The words each needing another agency's approval, researched on 2026-12-04 for twelve states
 * (data/research/obligations; docs/states.md#obligations), frozen here.
 */
const APPROVALS: { slug: string; approvals: Approval[] }[] = [
  {
    slug: 'california',
    approvals: [
      {
        word: 'bank',
        approval:
          "California Department of Financial Protection and Innovation (Commissioner's certificate of approval)",
        appliesTo: ['corporation', 'nonprofit'],
        reason:
          "The Secretary of State will not file articles with 'bank', 'trust', 'trustee' or related words unless the Commissioner's certificate of approval is attached.",
        authority: 'Cal. Corp. Code §§ 201(a), 7122(a); Fin. Code §§ 730-734',
        source: {
          confidence: 'corroborated',
          url: 'https://self-law.org/code/ca/corporations-code/201',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'trust',
        approval:
          "California Department of Financial Protection and Innovation (Commissioner's certificate of approval)",
        appliesTo: ['corporation', 'nonprofit'],
        reason:
          "The Secretary of State will not file articles with 'bank', 'trust', 'trustee' or related words unless the Commissioner's certificate of approval is attached.",
        authority: 'Cal. Corp. Code §§ 201(a), 7122(a)',
        source: {
          confidence: 'single',
          url: 'https://self-law.org/code/ca/corporations-code/201',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'trustee',
        approval:
          "California Department of Financial Protection and Innovation (Commissioner's certificate of approval)",
        appliesTo: ['corporation', 'nonprofit'],
        reason:
          "The Secretary of State will not file articles with 'bank', 'trust', 'trustee' or related words unless the Commissioner's certificate of approval is attached.",
        authority: 'Cal. Corp. Code §§ 201(a), 7122(a)',
        source: {
          confidence: 'single',
          url: 'https://self-law.org/code/ca/corporations-code/201',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
    ],
  },
  {
    slug: 'delaware',
    approvals: [
      {
        word: 'bank',
        approval: 'State Bank Commissioner',
        appliesTo: ['corporation', 'nonprofit'],
        reason:
          "A corporate name may not contain 'bank' unless the corporation is a regulated bank or the Commissioner's conditions are met.",
        authority: '8 Del. C. § 102(a)(1)',
        source: {
          confidence: 'corroborated',
          url: 'https://simplifiedcodes.com/?page_id=70',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'trust',
        approval: 'State Bank Commissioner',
        appliesTo: ['corporation', 'nonprofit'],
        reason:
          "A corporation may use 'trust' only as permitted by § 395, which needs the Bank Commissioner's approval.",
        authority: '8 Del. C. §§ 102(a)(1), 395',
        source: {
          confidence: 'corroborated',
          url: 'https://simplifiedcodes.com/?page_id=70',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'university',
        approval: 'Delaware Department of Education',
        appliesTo: ['corporation', 'nonprofit'],
        reason:
          'Degree-granting institutions need state education approval; otherwise the purpose must show it grants no degrees.',
        authority: 'unknown',
        source: {
          confidence: 'corroborated',
          url: 'http://delintercorp.blogspot.com/2015/10/restricted-words-delaware-companies.html',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'college',
        approval: 'Delaware Department of Education',
        appliesTo: ['corporation', 'nonprofit'],
        reason:
          'Degree-granting institutions need state education approval; otherwise the purpose must show it grants no degrees.',
        authority: 'unknown',
        source: {
          confidence: 'single',
          url: 'http://delintercorp.blogspot.com/2015/10/restricted-words-delaware-companies.html',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
    ],
  },
  {
    slug: 'florida',
    approvals: [
      {
        word: 'bank',
        approval: 'Florida Office of Financial Regulation (financial institution authorization)',
        appliesTo: [],
        reason:
          'Only an authorized financial institution may do business under a name with bank, banc, banco, banker, banking or similar words.',
        authority: 'Fla. Stat. § 655.922(2)',
        source: {
          confidence: 'official',
          url: 'https://www.flsenate.gov/Laws/Statutes/2015/0655.922',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'trust company',
        approval: 'Florida Office of Financial Regulation (financial institution authorization)',
        appliesTo: [],
        reason: 'Reserved for authorized financial institutions.',
        authority: 'Fla. Stat. § 655.922(2)',
        source: {
          confidence: 'official',
          url: 'https://www.flsenate.gov/Laws/Statutes/2015/0655.922',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'credit union',
        approval: 'Florida Office of Financial Regulation (financial institution authorization)',
        appliesTo: [],
        reason: 'Reserved for authorized financial institutions.',
        authority: 'Fla. Stat. § 655.922(2)',
        source: {
          confidence: 'official',
          url: 'https://www.flsenate.gov/Laws/Statutes/2015/0655.922',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'university',
        approval: 'Commission for Independent Education',
        appliesTo: [],
        reason:
          "An entity may not use 'college' or 'university' in its name in Florida without the Commission's approval, unless the Commission finds the name not misleading.",
        authority: 'Fla. Stat. § 1005.03',
        source: {
          confidence: 'official',
          url: 'https://m.flsenate.gov/Statutes/1005.03',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'college',
        approval: 'Commission for Independent Education',
        appliesTo: [],
        reason:
          "An entity may not use 'college' or 'university' in its name in Florida without the Commission's approval, unless the Commission finds the name not misleading.",
        authority: 'Fla. Stat. § 1005.03',
        source: {
          confidence: 'official',
          url: 'https://m.flsenate.gov/Statutes/1005.03',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
    ],
  },
  {
    slug: 'georgia',
    approvals: [
      {
        word: 'bank',
        approval: 'Georgia Department of Banking and Finance',
        appliesTo: [],
        reason:
          "Only banks, national banks and their holding companies or subsidiaries may use 'bank', 'banker', 'banking company' or similar names; others need the Department's permission.",
        authority: 'O.C.G.A. 7-1-243',
        source: {
          confidence: 'official',
          url: 'https://dbf.georgia.gov/webform/request-permission-use-bank-credit-union-trust-or-similar-words-name',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'trust',
        approval: 'Georgia Department of Banking and Finance',
        appliesTo: [],
        reason:
          "'Trust' or 'trust company' is reserved to corporations authorized to exercise trust powers (and a few listed exceptions, such as eleemosynary institutions).",
        authority: 'O.C.G.A. 7-1-243(b)',
        source: {
          confidence: 'corroborated',
          url: 'https://dbf.georgia.gov/webform/request-permission-use-bank-credit-union-trust-or-similar-words-name',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'credit union',
        approval: 'Georgia Department of Banking and Finance',
        appliesTo: [],
        reason:
          "Only a credit union or federal credit union may use 'credit union' or a similar name.",
        authority: 'O.C.G.A. 7-1-243(a.1)',
        source: {
          confidence: 'corroborated',
          url: 'https://dbf.georgia.gov/webform/request-permission-use-bank-credit-union-trust-or-similar-words-name',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'insurance',
        approval: 'Georgia Insurance Commissioner',
        appliesTo: [],
        reason:
          "A secondary guide says insurance terms need the Insurance Commissioner's approval; the statute it cites was not verified.",
        authority:
          'unverified (guide cites O.C.G.A. 33-8-8; O.C.G.A. 33-14-7 covers insurer charters)',
        source: {
          confidence: 'corroborated',
          url: 'https://georgiascorp.com/blog/georgia-business-name-requirements',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
    ],
  },
  {
    slug: 'illinois',
    approvals: [
      {
        word: 'bank',
        approval: 'Commissioner of Banks and Real Estate (as named in the statute)',
        appliesTo: ['corporation'],
        reason:
          "'Bank', 'banker' or 'banking' may be used only after complying with Section 46 of the Illinois Banking Act.",
        authority: '805 ILCS 5/4.05(a)(2)',
        source: {
          confidence: 'official',
          url: 'https://beta.ilga.gov/ftp/ILCS/Ch%200805/Act%200005/080500050K4.05.html',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'trust',
        approval: 'Commissioner of Banks and Real Estate (as named in the statute)',
        appliesTo: ['corporation'],
        reason:
          "'Trust', 'trustee' or 'fiduciary' may be used only after complying with Section 1-9 of the Corporate Fiduciary Act.",
        authority: '805 ILCS 5/4.05(a)(2)',
        source: {
          confidence: 'official',
          url: 'https://beta.ilga.gov/ftp/ILCS/Ch%200805/Act%200005/080500050K4.05.html',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
    ],
  },
  {
    slug: 'nevada',
    approvals: [
      {
        word: 'bank',
        approval: 'Commissioner of Financial Institutions',
        appliesTo: [],
        reason:
          "Use of 'bank', 'banking' or 'banker' in a name is unlawful except for authorized banks; a proposed bank's articles need the Commissioner's certification before the Secretary of State files them.",
        authority: 'NRS 659.125; NRS 659.045',
        source: {
          confidence: 'corroborated',
          url: 'https://leg.state.nv.us/division/legal/lawlibrary/nrs/NRS-659.html',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'trust',
        approval: 'Commissioner of Financial Institutions',
        appliesTo: [],
        reason:
          "No person or organization may use 'trust' or a direct derivative in its name unless supervised by the Commissioner of Financial Institutions (or another listed exception such as a community land trust).",
        authority: 'NRS 669.095; NRS 82.106(1)',
        source: {
          confidence: 'corroborated',
          url: 'https://courtgpt.ai/laws/nevada/chapter-669/statute-669-095',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'architect',
        approval: 'State Board of Architecture, Interior Design and Residential Design',
        appliesTo: ['nonprofit'],
        reason:
          "Names with 'architect', 'architecture', 'registered/licensed architect', 'registered interior designer', 'residential designer' and similar words are restricted to the professions that board regulates.",
        authority: 'NRS 82.106(2)',
        source: {
          confidence: 'corroborated',
          url: 'https://instalawyer.io/laws/nevada-revised-statutes/chapter-82-nonprofit-corporations-nrs82106-articles-of',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'insurance',
        approval: 'Commissioner of Insurance',
        appliesTo: ['nonprofit'],
        reason:
          "Articles of a corporation whose business is subject to supervision by the Commissioner of Insurance are filed only with that Commissioner's approval.",
        authority: 'NRS 82.106(3)',
        source: {
          confidence: 'single',
          url: 'https://instalawyer.io/laws/nevada-revised-statutes/chapter-82-nonprofit-corporations-nrs82106-articles-of',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
    ],
  },
  {
    slug: 'new-york',
    approvals: [
      {
        word: 'acceptance',
        approval: "New York Department of Financial Services (Superintendent's prior approval)",
        appliesTo: [],
        reason:
          "Prohibited in an entity name without the Superintendent's approval; the test is whether the public could think it is dealing with a banking institution.",
        authority: 'N.Y. BCL § 301(a)(5)(B); N-PCL § 301(a)(5)(B); LLCL § 204(f)',
        source: {
          confidence: 'official',
          url: 'https://dfs.ny.gov/apps_and_licensing/banks_and_trusts/other/Approval_to_use_Restricted_Word',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'bank',
        approval: "New York Department of Financial Services (Superintendent's prior approval)",
        appliesTo: [],
        reason:
          "Prohibited in an entity name without the Superintendent's approval; the test is whether the public could think it is dealing with a banking institution.",
        authority: 'N.Y. BCL § 301(a)(5)(B); N-PCL § 301(a)(5)(B); LLCL § 204(f)',
        source: {
          confidence: 'official',
          url: 'https://dfs.ny.gov/apps_and_licensing/banks_and_trusts/other/Approval_to_use_Restricted_Word',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'finance',
        approval: "New York Department of Financial Services (Superintendent's prior approval)",
        appliesTo: [],
        reason:
          "Prohibited in an entity name without the Superintendent's approval; the test is whether the public could think it is dealing with a banking institution.",
        authority: 'N.Y. BCL § 301(a)(5)(B); N-PCL § 301(a)(5)(B); LLCL § 204(f)',
        source: {
          confidence: 'official',
          url: 'https://dfs.ny.gov/apps_and_licensing/banks_and_trusts/other/Approval_to_use_Restricted_Word',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'investment',
        approval: "New York Department of Financial Services (Superintendent's prior approval)",
        appliesTo: [],
        reason:
          "Prohibited in an entity name without the Superintendent's approval; the test is whether the public could think it is dealing with a banking institution.",
        authority: 'N.Y. BCL § 301(a)(5)(B); N-PCL § 301(a)(5)(B); LLCL § 204(f)',
        source: {
          confidence: 'official',
          url: 'https://dfs.ny.gov/apps_and_licensing/banks_and_trusts/other/Approval_to_use_Restricted_Word',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'loan',
        approval: "New York Department of Financial Services (Superintendent's prior approval)",
        appliesTo: [],
        reason:
          "Prohibited in an entity name without the Superintendent's approval; the test is whether the public could think it is dealing with a banking institution.",
        authority: 'N.Y. BCL § 301(a)(5)(B); N-PCL § 301(a)(5)(B); LLCL § 204(f)',
        source: {
          confidence: 'official',
          url: 'https://dfs.ny.gov/apps_and_licensing/banks_and_trusts/other/Approval_to_use_Restricted_Word',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'mortgage',
        approval: "New York Department of Financial Services (Superintendent's prior approval)",
        appliesTo: [],
        reason:
          "Prohibited in an entity name without the Superintendent's approval; the test is whether the public could think it is dealing with a banking institution.",
        authority: 'N.Y. BCL § 301(a)(5)(B); N-PCL § 301(a)(5)(B); LLCL § 204(f)',
        source: {
          confidence: 'official',
          url: 'https://dfs.ny.gov/apps_and_licensing/banks_and_trusts/other/Approval_to_use_Restricted_Word',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'savings',
        approval: "New York Department of Financial Services (Superintendent's prior approval)",
        appliesTo: [],
        reason:
          "Prohibited in an entity name without the Superintendent's approval; the test is whether the public could think it is dealing with a banking institution.",
        authority: 'N.Y. BCL § 301(a)(5)(B); N-PCL § 301(a)(5)(B); LLCL § 204(f)',
        source: {
          confidence: 'official',
          url: 'https://dfs.ny.gov/apps_and_licensing/banks_and_trusts/other/Approval_to_use_Restricted_Word',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'trust',
        approval: "New York Department of Financial Services (Superintendent's prior approval)",
        appliesTo: [],
        reason:
          "Prohibited in an entity name without the Superintendent's approval; the test is whether the public could think it is dealing with a banking institution.",
        authority: 'N.Y. BCL § 301(a)(5)(B); N-PCL § 301(a)(5)(B); LLCL § 204(f)',
        source: {
          confidence: 'official',
          url: 'https://dfs.ny.gov/apps_and_licensing/banks_and_trusts/other/Approval_to_use_Restricted_Word',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
    ],
  },
  {
    slug: 'north-carolina',
    approvals: [
      {
        word: 'bank',
        approval: 'North Carolina Commissioner of Banks',
        appliesTo: [],
        reason:
          "Only an authorized depository institution may use 'bank', 'savings bank', 'banking company' or similar words in its name; a proposed bank files articles only with the Commissioner's approval.",
        authority: 'G.S. 53C-1-3(b); G.S. 53C-3-2',
        source: {
          confidence: 'corroborated',
          url: 'https://self-law.org/code/nc/chapter-53c/53c-1-3',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'trust',
        approval: 'North Carolina Commissioner of Banks',
        appliesTo: [],
        reason:
          "'Trust company' or similar words implying a trust institution are reserved to authorized trust institutions.",
        authority: 'G.S. 53C-1-3(b)',
        source: {
          confidence: 'corroborated',
          url: 'https://self-law.org/code/nc/chapter-53c/53c-1-3',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
    ],
  },
  {
    slug: 'texas',
    approvals: [
      {
        word: 'bank',
        approval: 'Texas Department of Banking (Banking Commissioner letter of no objection)',
        appliesTo: [],
        reason:
          'Finance Code bars these words in entity names; a letter of no objection from the Banking Commissioner lets the Secretary of State file it.',
        authority: 'Tex. Fin. Code §§ 31.005, 181.004(a)',
        source: {
          confidence: 'official',
          url: 'https://www.dob.texas.gov/consumer-information/letters-no-objection',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'banc',
        approval: 'Texas Department of Banking (Banking Commissioner letter of no objection)',
        appliesTo: [],
        reason:
          'Finance Code bars these words in entity names; a letter of no objection from the Banking Commissioner lets the Secretary of State file it.',
        authority: 'Tex. Fin. Code §§ 31.005, 181.004(a)',
        source: {
          confidence: 'official',
          url: 'https://www.dob.texas.gov/consumer-information/letters-no-objection',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'trust',
        approval: 'Texas Department of Banking (Banking Commissioner letter of no objection)',
        appliesTo: [],
        reason:
          'Finance Code bars these words in entity names; a letter of no objection from the Banking Commissioner lets the Secretary of State file it.',
        authority: 'Tex. Fin. Code §§ 31.005, 181.004(a)',
        source: {
          confidence: 'official',
          url: 'https://www.dob.texas.gov/consumer-information/letters-no-objection',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'university',
        approval: 'Texas Higher Education Coordinating Board (certificate of authority)',
        appliesTo: ['corporation', 'nonprofit'],
        reason:
          "A private postsecondary institution may not use 'college', 'university', 'seminary', 'law school', 'medical school' and similar terms without a certificate of authority.",
        authority: 'Tex. Educ. Code § 61.313',
        source: {
          confidence: 'single',
          url: 'https://codes.findlaw.com/tx/education-code/educ-sect-61-313/',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'college',
        approval: 'Texas Higher Education Coordinating Board (certificate of authority)',
        appliesTo: ['corporation', 'nonprofit'],
        reason:
          "A private postsecondary institution may not use 'college', 'university', 'seminary', 'law school', 'medical school' and similar terms without a certificate of authority.",
        authority: 'Tex. Educ. Code § 61.313',
        source: {
          confidence: 'single',
          url: 'https://www.lawserver.com/law/state/texas/tx-codes/texas_education_code_61-313',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
    ],
  },
  {
    slug: 'wyoming',
    approvals: [
      {
        word: 'bank',
        approval: 'Wyoming Division of Banking',
        appliesTo: ['corporation', 'nonprofit'],
        reason:
          'Bank words (bank, banker, bancorp, banc, banco and the like) are refused until the banking laws are met, unless clearly not about banking (e.g. a blood bank).',
        authority: 'Wyo. Admin. Code 002-0013 ch. 2 § 1(b)(i); W.S. 13-1-101 et seq.',
        source: {
          confidence: 'corroborated',
          url: 'https://print.casetext.com/regulation/wyoming-administrative-code/agency-002-secretary-of-state/subagency-0013-nonprofit-corporation-act/chapter-2-corporation-name/section-2-1-corporate-name',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'trust',
        approval: 'Wyoming Department of Audit (Division of Banking)',
        appliesTo: ['corporation', 'nonprofit'],
        reason:
          "The Secretary of State registers 'trust' only after written confirmation that the corporation is a financial institution, unless clearly unrelated to finance.",
        authority: 'Wyo. Admin. Code 002-0013 ch. 2 § 1(b)(ii)',
        source: {
          confidence: 'single',
          url: 'https://print.casetext.com/regulation/wyoming-administrative-code/agency-002-secretary-of-state/subagency-0013-nonprofit-corporation-act/chapter-2-corporation-name/section-2-1-corporate-name',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'college',
        approval: 'Wyoming Department of Education',
        appliesTo: ['corporation'],
        reason: 'Words suggesting an educational institution need education approval.',
        authority: 'unknown',
        source: {
          confidence: 'single',
          url: 'https://northwestregisteredagent.com/wyoming-corporation.html',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
      {
        word: 'school',
        approval: 'Wyoming Department of Education',
        appliesTo: ['corporation'],
        reason: 'Words suggesting an educational institution need education approval.',
        authority: 'unknown',
        source: {
          confidence: 'single',
          url: 'https://northwestregisteredagent.com/wyoming-corporation.html',
          checkedOn: '2026-12-04',
          note: null,
        },
      },
    ],
  },
]

/** The approvals table, then the researched words (`applyNameApprovals`). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_state_fees_names_approvals_applies_to" AS ENUM('llc', 'corporation', 'nonprofit');
  CREATE TYPE "public"."enum_state_fees_names_approvals_source_confidence" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TABLE "state_fees_names_approvals_applies_to" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_state_fees_names_approvals_applies_to",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "state_fees_names_approvals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"word" varchar NOT NULL,
  	"approval" varchar NOT NULL,
  	"reason" varchar,
  	"authority" varchar,
  	"source_confidence" "enum_state_fees_names_approvals_source_confidence" DEFAULT 'estimate' NOT NULL,
  	"source_url" varchar,
  	"source_checked_on" varchar,
  	"source_note" varchar
  );
  
  ALTER TABLE "state_fees_names_approvals_applies_to" ADD CONSTRAINT "state_fees_names_approvals_applies_to_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."state_fees_names_approvals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "state_fees_names_approvals" ADD CONSTRAINT "state_fees_names_approvals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."state_fees"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "state_fees_names_approvals_applies_to_order_idx" ON "state_fees_names_approvals_applies_to" USING btree ("order");
  CREATE INDEX "state_fees_names_approvals_applies_to_parent_idx" ON "state_fees_names_approvals_applies_to" USING btree ("parent_id");
  CREATE INDEX "state_fees_names_approvals_order_idx" ON "state_fees_names_approvals" USING btree ("_order");
  CREATE INDEX "state_fees_names_approvals_parent_id_idx" ON "state_fees_names_approvals" USING btree ("_parent_id");`)
  await applyNameApprovals(db)
}

/** Each researched state's words, where its record has none yet (staff's list is theirs). */
export async function applyNameApprovals(db: MigrateUpArgs['db']): Promise<void> {
  for (const { slug, approvals } of APPROVALS) {
    const row = (
      await db.execute(sql`
        SELECT id FROM state_fees WHERE slug = ${slug}
          AND NOT EXISTS (SELECT 1 FROM state_fees_names_approvals WHERE _parent_id = state_fees.id)`)
    ).rows[0] as { id: number } | undefined
    if (!row) continue
    for (const [order, approval] of approvals.entries()) {
      const id = `${slug}-approval-${order + 1}`
      const { source } = approval
      await db.execute(sql`
        INSERT INTO state_fees_names_approvals (_order, _parent_id, id, word, approval, reason,
          authority, source_confidence, source_url, source_checked_on, source_note)
        VALUES (${order + 1}, ${row.id}, ${id}, ${approval.word}, ${approval.approval},
          ${approval.reason}, ${approval.authority}, ${source.confidence}, ${source.url},
          ${source.checkedOn}, ${source.note})`)
      for (const [at, entity] of approval.appliesTo.entries()) {
        await db.execute(sql`
          INSERT INTO state_fees_names_approvals_applies_to ("order", parent_id, value)
          VALUES (${at + 1}, ${id}, ${entity})`)
      }
    }
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "state_fees_names_approvals_applies_to" CASCADE;
  DROP TABLE "state_fees_names_approvals" CASCADE;
  DROP TYPE "public"."enum_state_fees_names_approvals_applies_to";
  DROP TYPE "public"."enum_state_fees_names_approvals_source_confidence";`)
}
