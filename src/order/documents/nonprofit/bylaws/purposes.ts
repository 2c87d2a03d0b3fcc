/**
 * The nonprofit bylaws' first two articles (docs/documents.md#the-documents): name,
 * offices and agent; purposes, with the 501(c)(3) limits when it will apply for exemption, else a
 * plain no-private-benefit rule. Dissolution is in records.ts, with the other endings.
 */
import type { Content } from 'pdfmake/interfaces'

import type { DocumentContext } from '@/order/documents/context'
import { clause, heading, paragraph } from '@/order/documents/layout'
import { asSentence, type NonprofitFacts, stateOf } from '@/order/documents/nonprofit/words'

function offices(ctx: DocumentContext): Content[] {
  const principal = ctx.principalAddress
    ? `The Corporation's principal office is at ${ctx.principalAddress}.`
    : "The Corporation's principal office is where the board decides. Not stated: write it here: ______."
  const mailing =
    ctx.mailingAddress && ctx.mailingAddress !== ctx.principalAddress
      ? ` Its mailing address is ${ctx.mailingAddress}.`
      : ''
  const agentAt = ctx.agent.address ? `, at ${ctx.agent.address}` : ''
  return [
    heading('Article 1. Name and Offices'),
    clause(
      '1.1',
      'Name',
      `The name of this nonprofit corporation is ${ctx.company} (the "Corporation"). It is formed under ${ctx.governingLaw}.`,
    ),
    clause(
      '1.2',
      'Offices',
      `${principal}${mailing} The board may move the principal office, and may open other offices, inside or outside ${ctx.state.name}.`,
    ),
    clause(
      '1.3',
      'Registered agent',
      `The Corporation's registered agent in ${ctx.state.name} is ${ctx.agent.name}${agentAt}. The board may change the agent or its address by making the filing that ${stateOf(ctx)} requires.`,
    ),
  ]
}

function purpose(ctx: DocumentContext, facts: NonprofitFacts): string {
  const limit = facts.taxExempt ? ', always within the limits of Section 2.2' : ''
  if (ctx.purposeKind === 'general')
    return `The Corporation may pursue any lawful purpose for which a nonprofit corporation may be formed under ${ctx.governingLaw}${limit}.`
  return `The Corporation's purpose is: ${asSentence(ctx.purpose)} It may do anything lawful that serves that purpose${limit}.`
}

/** The limits the IRS looks for in a 501(c)(3): exclusive purposes, no inurement, no politics. */
const exemptLimits = (): Content => [
  clause(
    '2.2',
    'Limits as a 501(c)(3) organization',
    'The Corporation is organized, and will be run, only for charitable, educational, religious or scientific purposes as section 501(c)(3) of the Internal Revenue Code describes them. Here "the Code" means the Internal Revenue Code of 1986 and any later federal tax law that takes its place; a reference to one of its sections includes the section that replaces it. Within those purposes, the Corporation may also give to organizations that qualify under section 501(c)(3).',
    "(a) No private gain. None of the Corporation's net earnings may go to, or be used for the benefit of, a director, an officer or any other private person. The Corporation may still pay reasonable compensation for services actually given to it, repay reasonable expenses, and make payments that carry out its purposes.",
    '(b) No politics. Spreading propaganda, or otherwise trying to influence legislation, will be no substantial part of what the Corporation does. The Corporation will not take part or step in, by statements or any other way, in a campaign for or against any candidate for public office.',
    '(c) Nothing outside the exemption. Whatever else these Bylaws say, the Corporation will not do anything that a corporation exempt under section 501(c)(3) of the Code may not do, or that a corporation whose donors may deduct their gifts under section 170(c)(2) of the Code may not do.',
  ),
  paragraph({
    text: 'The IRS reads the articles of incorporation, not the bylaws, to decide whether the Corporation is organized for exempt purposes. Before applying, check that the articles filed with the state carry a purpose clause and a dissolution clause to the same effect as Sections 2.2 and 10.3, and amend them if they do not.',
    italics: true,
  }),
]

/** Without 501(c)(3) plans: still nonprofit, so still nothing paid out to insiders. */
const plainLimits = (ctx: DocumentContext): Content =>
  clause(
    '2.2',
    'No private gain',
    `The Corporation is a nonprofit corporation. None of its net earnings or assets may go to, or be used for the benefit of, a director, an officer, a member or any other private person, except reasonable pay for services actually given to it, repayment of reasonable expenses, and payments that carry out its purposes and that ${ctx.governingLaw} allows.`,
  )

export const purposeArticles = (ctx: DocumentContext, facts: NonprofitFacts): Content[] => [
  ...offices(ctx),
  heading('Article 2. Purposes'),
  clause('2.1', 'Purpose', purpose(ctx, facts)),
  facts.taxExempt ? exemptLimits() : plainLimits(ctx),
]
