/**
 * The board's first resolutions that set the nonprofit to work
 * (docs/documents.md#the-documents): fiscal year, bank account, EIN, the 501(c)(3)
 * application within the IRS's 27 months (or, without one, a word on its tax status), state
 * registrations, formation costs, and authority to finish the job.
 */
import type { DocumentContext } from '@/order/documents/context'
import { fiscalYearEnd, type NonprofitFacts } from '@/order/documents/nonprofit/words'

import type { Resolution } from './founding'

const fiscalYear = (ctx: DocumentContext): Resolution => ({
  title: 'Fiscal year',
  text: [
    `The Corporation's fiscal year ends on the last day of ${fiscalYearEnd(ctx)} each year, as its Bylaws (Section 8.1) say.`,
  ],
})

const bank: Resolution = {
  title: 'Bank account',
  text: [
    "The officers may open one or more accounts in the Corporation's name with a bank or credit union insured by the federal government. Who may sign on them, and how, is set out in the Corporation's Banking Resolution, which the board adopts by signing it with these resolutions. The Corporation's money is never mixed with anyone else's.",
  ],
}

function ein(ctx: DocumentContext): Resolution {
  const worksheet = ctx.ein
    ? ` The EIN Worksheet prepared with these documents sets out the answers the IRS asks for, with ${ctx.ein.responsibleParty} as the responsible party.`
    : ''
  return {
    title: 'Employer identification number',
    text: [
      `The President or the Treasurer may apply to the IRS for the Corporation's employer identification number (EIN), online or on IRS Form SS-4.${worksheet}`,
    ],
  }
}

const exemption = (ctx: DocumentContext): Resolution => ({
  title: 'Recognition under section 501(c)(3)',
  text: [
    "The officers will prepare and file with the IRS an application to recognize the Corporation as exempt from federal income tax under section 501(c)(3) of the Internal Revenue Code, on Form 1023 (or on Form 1023-EZ, if the Corporation is eligible for the shorter form), and pay the IRS's fee.",
    "Under the IRS's rule, an application filed within 27 months after the end of the month in which the Corporation was formed lets its exemption, once recognized, date back to the day it was formed; filed later, the exemption usually starts only from the filing. The board therefore directs the officers to file within those 27 months, and as early as they reasonably can.",
    `The officers may also apply for any exemption from ${ctx.state.name} taxes that the Corporation qualifies for.`,
  ],
})

const taxStatus: Resolution = {
  title: 'Tax status',
  text: [
    'The Corporation does not plan to apply for recognition under section 501(c)(3) of the Internal Revenue Code, so gifts to it will generally not be tax-deductible for donors. The Treasurer should ask a tax adviser whether it qualifies for exemption under another part of section 501(c) (a social or recreational club, for example, under section 501(c)(7)) and which federal and state returns it must file.',
  ],
}

const registrations = (ctx: DocumentContext, facts: NonprofitFacts): Resolution => ({
  title: `Registrations in ${ctx.state.name}`,
  text: [
    `The officers will make the registrations and reports that ${ctx.state.name} requires of the Corporation: with its tax agencies; ${facts.taxExempt ? "with its charity regulator (in many states, the Attorney General's office), which often must come before the Corporation holds or raises charitable funds" : 'with its charity regulator, if the Corporation will ask the public for donations'}; and the periodic reports that keep the Corporation in good standing with the state. They also obtain any local business licenses its work needs.`,
  ],
})

const costs: Resolution = {
  title: 'Costs of forming the Corporation',
  text: [
    "The Corporation pays, or repays to whoever paid them, the reasonable costs of forming it: the state's filing fees, the registered agent's fee and the formation service's fee, among others, on receipts.",
  ],
}

const finishing: Resolution = {
  title: 'Carrying out these resolutions',
  text: [
    'The officers may sign the documents and take the other steps needed to carry out these resolutions. The Secretary keeps these resolutions with the minutes of the board. The directors may sign on separate copies and electronically; together, the signed copies are one consent, effective when the last director signs.',
  ],
}

export const operatingResolutions = (ctx: DocumentContext, facts: NonprofitFacts): Resolution[] => [
  fiscalYear(ctx),
  bank,
  ein(ctx),
  facts.taxExempt ? exemption(ctx) : taxStatus,
  registrations(ctx, facts),
  costs,
  finishing,
]
