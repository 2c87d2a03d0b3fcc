/**
 * The clauses a nonprofit's articles carry when it will apply for 501(c)(3) status: the IRS's own
 * suggested language (a work of the U.S. government), shown in full on the order page and put in
 * the articles as written. Missing clauses are the most common reason a Form 1023 is sent back
 * (docs/filing-details.md#nonprofits).
 */
export const IRS_CLAUSES_SOURCE = {
  url: 'https://www.irs.gov/charities-non-profits/suggested-language-for-corporations-and-associations',
  checkedOn: '2026-12-01',
}

export const IRS_PURPOSE_CLAUSE =
  'Said corporation is organized exclusively for charitable, religious, educational, and scientific purposes, including, for such purposes, the making of distributions to organizations that qualify as exempt organizations under section 501(c)(3) of the Internal Revenue Code, or the corresponding section of any future federal tax code.'

export const IRS_LIMITS_CLAUSE =
  'No part of the net earnings of the corporation shall inure to the benefit of, or be distributable to its members, trustees, officers, or other private persons, except that the corporation shall be authorized and empowered to pay reasonable compensation for services rendered and to make payments and distributions in furtherance of the purposes set forth in the purpose clause hereof. No substantial part of the activities of the corporation shall be the carrying on of propaganda, or otherwise attempting to influence legislation, and the corporation shall not participate in, or intervene in (including the publishing or distribution of statements) any political campaign on behalf of or in opposition to any candidate for public office. Notwithstanding any other provision of this document, the corporation shall not carry on any other activities not permitted to be carried on (a) by a corporation exempt from federal income tax under section 501(c)(3) of the Internal Revenue Code, or the corresponding section of any future federal tax code, or (b) by a corporation, contributions to which are deductible under section 170(c)(2) of the Internal Revenue Code, or the corresponding section of any future federal tax code.'

export const IRS_DISSOLUTION_CLAUSE =
  'Upon the dissolution of the corporation, assets shall be distributed for one or more exempt purposes within the meaning of section 501(c)(3) of the Internal Revenue Code, or the corresponding section of any future federal tax code, or shall be distributed to the federal government, or to a state or local government, for a public purpose. Any such assets not so disposed of shall be disposed of by a Court of Competent Jurisdiction of the county in which the principal office of the corporation is then located, exclusively for such purposes or to such organization or organizations, as said Court shall determine, which are organized and operated exclusively for such purposes.'

/** The clauses in the order the articles carry them. */
export const IRS_CLAUSES = [
  { title: 'Purpose', text: IRS_PURPOSE_CLAUSE },
  { title: 'Limits on earnings and activities', text: IRS_LIMITS_CLAUSE },
  { title: 'Dissolution', text: IRS_DISSOLUTION_CLAUSE },
] as const
