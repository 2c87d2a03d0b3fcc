/**
 * The Banking Resolution of every entity (docs/documents.md#the-documents): the people
 * who govern the company (an LLC's members or managers, a corporation's or nonprofit's board)
 * let it open bank accounts, name who signs on them and how many must sign, and certify it to the
 * bank, which may rely on it until told in writing of a change.
 */
import { DOCUMENT_TITLES } from '@/order/documents/kinds'
import type { Content } from 'pdfmake/interfaces'

import { formatDollars } from '@/utilities/money'

import type { DocumentContext, DocumentPerson } from './context'
import {
  type DocumentWriter,
  type Signer,
  clause,
  companyDescribed,
  dayWords,
  heading,
  paragraph,
  table,
} from './layout'
import { llcSigners } from './llc/operatingAgreement'
import { capitalized, listed, llcShape } from './llc/terms'

/** Someone who may sign on the accounts, and as what. */
type Authorized = { name: string; title: string }

type Plan = {
  /** What the text calls the entity: "Company", or "Corporation" for a nonprofit, as its other documents do. */
  term: string
  /** Who adopts it: "the Members", "the board of directors". */
  adopters: string
  /** "all the members of", "all the directors of". */
  being: string
  signers: Signer[]
  authorized: Authorized[]
  /** Said before the signers' table, where they are not simply the people named. */
  whoSigns?: string
  /** Who certifies it to the bank ("a Member", "the Secretary"); the name is blank when unknown. */
  certifier: { name?: string; title: string; as: string }
  /** Who may tell the bank of a change: "the Secretary or the President", "any Member". */
  changedBy: string
  /** What a loan needs instead. */
  borrowing: string
}

const UNTIL_OFFICERS =
  ' Until the board appoints them and the Bank is told their names in writing, each director below is an authorized signer.'
const LATER_OFFICER =
  ' The officer not yet appointed becomes one once the board appoints them and the Bank is told their name in writing.'

const asDirectors = (directors: DocumentPerson[]): Authorized[] =>
  directors.map(({ name }) => ({ name, title: 'Director' }))

function llcPlan(ctx: DocumentContext): Plan {
  const shape = llcShape(ctx)
  const byManagers = shape.managed && shape.managers.length > 0
  const signers = llcSigners(shape).filter((signer) =>
    byManagers ? signer.role === 'Manager' : signer.role !== 'Manager',
  )
  const authorized = byManagers
    ? shape.managers.map(({ name }) => ({ name, title: 'Manager' }))
    : shape.llc.members.map((member) =>
        member.kind === 'company'
          ? { name: `${member.name}, through its authorized signatory`, title: 'Member' }
          : { name: member.name, title: 'Member' },
      )
  const noun = byManagers ? 'Manager' : 'Member'
  const one = signers.length === 1
  return {
    term: 'Company',
    adopters: one ? `the ${noun}` : `the ${noun}s`,
    being: one ? `the only ${noun.toLowerCase()} of` : `all the ${noun.toLowerCase()}s of`,
    signers,
    authorized,
    certifier: { name: signers[0]?.name, title: noun, as: `${one ? 'the' : 'a'} ${noun}` },
    changedBy: one ? `the ${noun}` : `any ${noun}`,
    // Not "a Major Decision" outright: the operating agreement leaves ordinary-course borrowing
    // to whoever runs the Company.
    borrowing: "the approval the Company's operating agreement requires",
  }
}

/** The entity's own facts, or an error: the context of one entity never lacks them. */
function factsOf<T>(ctx: DocumentContext, facts: T | undefined): T {
  if (!facts) throw new Error(`Order ${ctx.orderId} has no ${ctx.entity} facts`)
  return facts
}

function corporationPlan(ctx: DocumentContext): Plan {
  const corporation = factsOf(ctx, ctx.corporation)
  const { president, treasurer, secretary } = corporation.officers
  const officers: Authorized[] =
    president && president === treasurer
      ? [{ name: president, title: 'President and Treasurer' }]
      : [
          ...(president ? [{ name: president, title: 'President' }] : []),
          ...(treasurer ? [{ name: treasurer, title: 'Treasurer' }] : []),
        ]
  const complete = Boolean(president && treasurer)
  return {
    term: 'Company',
    adopters: 'the board of directors',
    being: 'all the directors of',
    signers: corporation.directors.map(({ name }) => ({ name, role: 'Director' })),
    authorized: officers.length ? officers : asDirectors(corporation.directors),
    whoSigns: `The President and the Treasurer are the authorized signers.${
      complete ? '' : officers.length ? LATER_OFFICER : UNTIL_OFFICERS
    }`,
    certifier: { name: secretary, title: 'Secretary', as: 'the Secretary' },
    changedBy: 'the Secretary or the President',
    borrowing: 'a separate resolution of the board of directors',
  }
}

function nonprofitPlan(ctx: DocumentContext): Plan {
  const nonprofit = factsOf(ctx, ctx.nonprofit)
  return {
    term: 'Corporation',
    adopters: 'the board of directors',
    being: 'all the directors of',
    signers: nonprofit.directors.map(({ name }) => ({ name, role: 'Director' })),
    authorized: asDirectors(nonprofit.directors),
    whoSigns: `The officers the board appoints as President and as Treasurer are the authorized signers.${UNTIL_OFFICERS}`,
    certifier: { title: 'Secretary', as: 'the Secretary' },
    changedBy: 'the Secretary or the President',
    borrowing: 'a separate resolution of the board of directors',
  }
}

const PLANS = { llc: llcPlan, corporation: corporationPlan, nonprofit: nonprofitPlan }

const LIMIT = formatDollars(10_000)

function signatureRule(the: string, authorized: Authorized[]): string {
  const people = new Set(authorized.map(({ name }) => name)).size
  if (people < 2) {
    return `While ${the} has one authorized signer, that signer may sign alone for any amount.`
  }
  return `One authorized signer's signature (or online approval) is enough for a check, transfer, withdrawal or other payment of ${LIMIT} or less. A payment of more than ${LIMIT} needs the signatures or approvals of two authorized signers. A payment may not be split to stay within the limit. Where the Bank's systems cannot require two signatures, the signers keep to this rule themselves; the Bank does not have to enforce it.`
}

const blank = '______________________________'

function certificate(ctx: DocumentContext, plan: Plan): Content {
  const { name, title, as } = plan.certifier
  return {
    unbreakable: true,
    stack: [
      heading('Certificate'),
      paragraph(
        `I certify that I am ${as} of ${ctx.company}; that ${plan.adopters} adopted the resolutions above by signing this consent below, effective ${dayWords(ctx.date)}; that they are in full force and have not been changed; and that each person listed under "Authorized signers" holds the title shown there and signed beside their name.`,
      ),
      {
        margin: [0, 12, 0, 0],
        stack: [
          { text: blank },
          { text: name ?? `Name: ${blank}`, bold: true },
          { text: title },
          { text: `Date: ${blank}`, margin: [0, 8, 0, 0] },
        ],
      },
    ],
  }
}

function resolutions(ctx: DocumentContext, plan: Plan): Content[] {
  const the = `the ${plan.term}`
  const one = plan.signers.length === 1
  const who = `The undersigned, ${listed(plan.signers.map(({ name }) => name))}, being ${plan.being}`
  return [
    paragraph(
      `${who} ${ctx.company} (the "${plan.term}"), ${one ? 'adopts' : 'adopt'} the following resolutions by written consent without a meeting, as permitted by ${ctx.governingLaw}. They take effect on ${dayWords(ctx.date)}.`,
    ),
    clause(
      '1.',
      'Bank accounts',
      `${capitalized(the)} may open and keep checking, savings, money market and merchant accounts, with online banking and debit cards, in its own name at any bank or other federally insured financial institution an authorized signer chooses (each a "Bank"). Every account is opened under ${the}'s employer identification number, never a personal Social Security number, and holds only ${the}'s money.`,
      `Anyone acting for ${the} may deposit money into its accounts and endorse checks payable to ${the} for deposit, by hand or with a stamp.`,
    ),
    clause(
      '2.',
      'Authorized signers',
      `${plan.whoSigns ?? `Each ${plan.authorized[0]?.title ?? 'person'} listed below is an authorized signer.`} An authorized signer may sign checks, approve transfers and withdrawals, sign the Bank's account agreements and signature cards, and arrange online banking and debit cards for authorized signers only.`,
    ),
    table(
      ['Name', 'Title', 'Signature'],
      plan.authorized.map(({ name, title }) => [name, title, blank]),
      ['*', 'auto', '*'],
    ),
    clause('3.', 'How many must sign', signatureRule(the, plan.authorized)),
    clause(
      '4.',
      'Borrowing is separate',
      `These resolutions do not allow ${the} to borrow money, open a line of credit or guarantee anyone's debt. That needs ${plan.borrowing}.`,
    ),
    clause(
      '5.',
      "The Bank's forms",
      `An authorized signer may complete the Bank's own form of resolution or certificate where it agrees with these resolutions, and that form is adopted as part of them. Where it differs, these resolutions govern between ${the} and its signers.`,
    ),
    clause(
      '6.',
      'The Bank may rely on this',
      `The Bank may rely on these resolutions and on the list of authorized signers until it receives written notice of a change, signed for ${the} by ${plan.changedBy}. It is not responsible for anything it does in reliance on them before it receives that notice.`,
    ),
    clause(
      '7.',
      'Earlier acts',
      `Anything an authorized signer did before these resolutions took effect to open an account for ${the}, in line with them, is approved.`,
    ),
    certificate(ctx, plan),
  ]
}

export const bankingResolution: DocumentWriter = (ctx) => {
  const plan = PLANS[ctx.entity](ctx)
  return {
    title: DOCUMENT_TITLES.bankingResolution,
    subtitle: `Written consent of ${plan.adopters} of ${companyDescribed(ctx)}`,
    body: resolutions(ctx, plan),
    signers: plan.signers,
  }
}
