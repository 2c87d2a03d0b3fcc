/**
 * The owners on the S corporation worksheet (docs/documents.md#the-documents): who
 * must consent on Form 2553 (items J to N) and whether the owners let the Company elect at all.
 */
import type { DocumentContext } from '../context'
import { dayWords } from '../layout'

/** A shareholder (or an LLC's member) as Form 2553 lists them. */
export type Owner = {
  name: string
  address?: string
  /** "6,000,000 shares (60%)" or "60% of the membership interests". */
  holding: string
  /** A company, which may not own part of an S corporation. */
  isCompany: boolean
}

const BLANK = '______'
const percent = (value: number): string => `${Number(value.toFixed(2))}%`

export function ownersOf(ctx: DocumentContext): Owner[] {
  if (ctx.entity === 'llc') {
    return (ctx.llc?.members ?? []).map((member) => ({
      name: member.name,
      address: member.address,
      holding: `${percent(member.ownership)} of the membership interests`,
      isCompany: member.kind === 'company',
    }))
  }
  const shareholders = ctx.corporation?.shareholders ?? []
  const issued = shareholders.reduce((sum, holder) => sum + holder.shares, 0)
  return shareholders.map((holder) => ({
    name: holder.name,
    address: holder.address,
    holding: `${holder.shares.toLocaleString('en-US')} shares${
      issued > 0 ? ` (${percent((holder.shares / issued) * 100)})` : ''
    }`,
    isCompany: false,
  }))
}

/** The rows of items J to N, one for each owner. */
export function ownerRows(ctx: DocumentContext, owners: Owner[]): string[][] {
  const acquired = ctx.filedOn ? dayWords(ctx.filedOn) : 'the filing date'
  return owners.map((owner) => [
    `${owner.name}\n${owner.address ?? `Address not given: ${BLANK}`}`,
    'Signs and dates the consent on the form',
    `${owner.holding}; acquired ${acquired}`,
    'On the form only (not printed here)',
    owner.isCompany ? 'Its own tax year end' : 'December 31 (for most people)',
  ])
}

/** The tests of "Who may elect", each answered from the order or flagged. */
export function eligibility(ctx: DocumentContext, owners: Owner[]): string[] {
  if (ctx.entity === 'nonprofit') {
    return ['A nonprofit corporation has no shareholders and cannot be an S corporation.']
  }
  const unit = ctx.entity === 'llc' ? 'member' : 'shareholder'
  return [
    `Domestic: yes, it is formed under ${ctx.governingLaw}.`,
    owners.length > 100
      ? `At most 100 shareholders: NO, it lists ${owners.length} (members of one family may count as one: see item G).`
      : owners.length === 0
        ? `At most 100 shareholders: the order lists no ${unit}s yet; write them in before filing.`
        : `At most 100 shareholders: yes, ${owners.length} ${unit}${owners.length === 1 ? '' : 's'}.`,
    `Only allowed shareholders: individuals, estates, certain trusts and certain tax-exempt organizations. A partnership, a corporation or a nonresident alien may not own any of it: confirm each ${unit} is a US citizen or resident (the order does not say).`,
    ...owners
      .filter((owner) => owner.isCompany)
      .map(
        (owner) =>
          `FLAG: ${owner.name} is a company. A company as ${unit} may make the Company ineligible, unless the IRS disregards it and its single owner is an individual. Ask a tax adviser before filing.`,
      ),
    ctx.entity === 'llc'
      ? `One class of stock: every membership interest must carry the same rights to distributions and to what is left on winding up, in proportion to ownership. Voting rights may differ.${
          owners.length > 1
            ? ' An operating agreement written for partnership tax, as ours is, pays out on winding up by capital accounts: have it changed to follow ownership percentages before the election takes effect.'
            : ''
        }`
      : 'One class of stock: every share must carry the same rights to distributions and to what is left on liquidation. Voting rights may differ.',
  ]
}
