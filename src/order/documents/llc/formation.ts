/**
 * The Operating Agreement's first article (docs/documents.md#the-documents): the
 * Company's formation, name, purpose, offices, registered agent and term.
 */
import type { DocumentContext } from '../context'
import { dayWords } from '../layout'

import {
  type Article,
  type LlcShape,
  capitalized,
  does,
  listed,
  notStated,
  sentence,
} from './terms'

/** Who makes the agreement: "Prairie Capital Inc., the Company's only member (the "Member")". */
function parties({ llc, single }: LlcShape): string {
  if (single) {
    return `This agreement is made by ${llc.members[0].name}, the Company's only member (the "Member"). It sets out how the Company is owned and run.`
  }
  const names = listed(llc.members.map((member) => member.name))
  return `This agreement is made by ${names}, the Company's members (each a "Member"), who are listed with their ownership in Schedule A. It sets out how the Company is owned and run, and it binds the Members and anyone who later becomes one.`
}

export function formation(ctx: DocumentContext, shape: LlcShape): Article {
  const { llc, owners, runners } = shape
  const state = ctx.state.name
  const filed = ctx.filedOn
    ? `Its formation document (its articles of organization or certificate of formation) was filed in ${state} on ${dayWords(ctx.filedOn)}.`
    : `It comes into being when its formation document (its articles of organization or certificate of formation), filed in ${state}, takes effect.`
  const organizer = llc.organizer
    ? [
        `${llc.organizer.name} signed and filed that document as the Company's organizer. That role ended with the filing, and ${does(owners, 'approve')} what the organizer did to form the Company.`,
      ]
    : []
  // Texas names the document differently; a reader there looks for that name.
  const texas = ctx.state.code === 'TX' ? ' Texas law calls this document a company agreement.' : ''
  const purpose =
    ctx.purposeKind === 'general'
      ? `The Company may carry on any lawful business or activity that a limited liability company may carry on under ${ctx.governingLaw}.`
      : `The Company is formed for this purpose: "${sentence(ctx.purpose)}" It may also do anything lawful that is needed for, or connected with, that purpose.`
  const office = ctx.principalAddress
    ? `The Company's principal office is at ${ctx.principalAddress}.`
    : `The Company's principal office is at: ${notStated}.`
  const agent = ctx.agent.address
    ? `${ctx.agent.name}, at ${ctx.agent.address}`
    : `${ctx.agent.name}, at the address on file with the state`
  return {
    title: 'Formation',
    sections: [
      {
        title: 'The Company',
        text: [
          `${ctx.company} (the "Company") is a limited liability company formed in ${state} under ${ctx.governingLaw}. ${filed}`,
          ...organizer,
        ],
      },
      {
        title: 'This agreement',
        text: [
          `${parties(shape)} It takes effect on ${dayWords(ctx.date)}.${texas}`,
          `Where this agreement is silent, the Company is governed by ${ctx.governingLaw}. Where the law lets an agreement change one of its rules, this agreement controls.`,
        ],
      },
      {
        title: 'Name',
        text: [
          `The Company's name is ${ctx.company}. It may also do business under another name once it has made any filing the law of the place requires.`,
        ],
      },
      { title: 'Purpose', text: [purpose] },
      {
        title: 'Offices and registered agent',
        text: [
          `${office} The Company's registered agent in ${state} is ${agent}. ${capitalized(runners)} may move the office or change the agent; a new agent takes office when the change is filed with the state.`,
        ],
      },
      {
        title: 'Term',
        text: [
          `${ctx.filedOn ? `The Company's existence began on ${dayWords(ctx.filedOn)}` : "The Company's existence begins when its formation document takes effect"}. It continues until the Company is dissolved and wound up under "Dissolution and winding up" below.`,
        ],
      },
    ],
  }
}
