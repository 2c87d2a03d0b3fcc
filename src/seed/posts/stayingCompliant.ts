import { bullets, heading, paragraph, richText } from '../richText'

import type { SeedPost } from './types'

/** Posts of the category "Staying compliant". */
export const registeredAgentsPost: SeedPost = {
  title: 'Registered agents: what they do and why every state requires one',
  slug: 'registered-agents-what-they-do',
  category: 'staying-compliant',
  tags: ['Registered agent', 'Compliance'],
  cover: 'post-registered-agent.svg',
  coverAlt:
    'Illustration of an office building next to a mailbox with its flag raised and an envelope arriving',
  author: 'Hannah Brooks',
  daysAgo: 9,
  excerpt:
    'Every LLC, corporation and nonprofit must name a registered agent with an address in its state. Here is what the agent does, the rules it must meet, and how to change yours.',
  content: richText(
    paragraph(
      'When you form an LLC, C Corporation or Nonprofit, the state asks you to name a registered agent. Some states call it a statutory agent or a resident agent, but the job is the same: to be the company’s official point of contact in that state, at a known address, so that legal papers and government mail always reach someone.',
    ),
    heading('What a registered agent does'),
    paragraph(
      'The main reason the role exists is service of process. When someone sues a company, the court papers must be delivered in a way the law recognizes, and the registered agent is the person or firm designated to accept them. The agent also receives official mail from the state, such as annual report reminders and notices about the company’s standing.',
    ),
    bullets([
      'Accept legal papers: lawsuits, subpoenas and other court documents served on the company',
      'Receive state mail: annual report reminders, franchise tax notices and other official letters',
      'Pass everything on quickly: so the company can meet response deadlines, which for a lawsuit can be short',
      'Keep records: of what arrived and when, in case anyone later questions the delivery',
    ]),
    heading('Why every state requires one'),
    paragraph(
      'Courts and state offices need a reliable way to reach a company. Without one, a lawsuit could stall because nobody can be found to receive it, or a company could claim it never got a notice. That is why the rules are strict:',
    ),
    bullets([
      'A physical street address in the state: a P.O. box is not enough',
      'Available during normal business hours: someone must be there to accept papers in person',
      'On the public record: the agent’s name and address appear in the state’s business records',
    ]),
    paragraph(
      'If a company lets its registered agent lapse, the state can charge penalties, mark the company as not in good standing and eventually dissolve it. Worse, a lawsuit can go ahead without you knowing, and a court can enter a default judgment against a company that never responded. If your company registers to do business in other states, it needs a registered agent in each of them too.',
    ),
    heading('Can you be your own registered agent?'),
    paragraph(
      'In most states, yes, if you live or have an office in the state. Many founders decide against it once they see what it involves. Your address becomes public, which matters if you work from home. You need to be there during business hours every working day, or have someone who is. And a process server could arrive at your door, or at your workplace in front of customers.',
    ),
    paragraph(
      'A professional registered agent avoids those problems. Its address goes on the public record instead of yours, it is staffed every business day, and it can serve companies formed in a state where you do not live, which matters if you form in Delaware or Wyoming while living somewhere else.',
    ),
    heading('Changing your registered agent'),
    paragraph(
      'You can change registered agents at any time. The usual way is to file a statement of change, or a similar form, with the state office that keeps business records, and many states charge a fee for it. Some states also let you name a new agent on your annual report. Make sure the new agent has agreed to serve before you file, and keep the old one in place until the change is recorded, so nothing falls through the gap.',
    ),
    heading('How it works with Formation'),
    paragraph(
      'Every package includes our registered agent service free for the first year, in the state where we form your company. Our team scans every legal notice and state letter the day it arrives, forwards it to you by email the same business day, and keeps the scan in your customer portal.',
    ),
    paragraph(
      'If you receive court papers and are not sure what they require, talk to a lawyer promptly: response deadlines usually run from the day your agent was served.',
    ),
  ),
  comments: [
    {
      name: 'Carlos M.',
      daysAfter: 2,
      text: 'I never realized my home address would be on the public record if I named myself. Glad I read this before filing.',
    },
    {
      name: 'Aisha R.',
      daysAfter: 5,
      text: 'A state notice reached us within hours last month. Small thing, but it made the case for using a service.',
    },
  ],
}

export const afterFormationPost: SeedPost = {
  title: 'After formation: annual reports, franchise taxes and the deadlines to remember',
  slug: 'annual-reports-franchise-taxes-deadlines',
  category: 'staying-compliant',
  tags: ['Compliance', 'Delaware', 'Taxes', 'Registered agent'],
  cover: 'post-annual-deadlines.svg',
  coverAlt:
    'Illustration of a wall calendar with one date circled in red and a large green checkmark badge',
  author: 'Tom Whitaker',
  daysAgo: 68,
  excerpt:
    'Your company’s approval is not its last filing. Annual reports, franchise taxes such as Delaware’s $300 LLC tax, federal due dates and how to stay in good standing.',
  content: richText(
    paragraph(
      'Getting your company approved is a milestone, but it is not the last filing you make. Every state expects something back from your company each year or two, and the IRS has its own calendar. Missing a date rarely causes a crisis in the first week, but penalties add up, and a company that falls out of good standing can lose protections it relies on.',
    ),
    heading('Annual and biennial reports'),
    paragraph(
      'Most states require LLCs and corporations to file a report that confirms or updates basic information: the company’s address, its registered agent, and its managers, directors or officers. Most states ask for it every year; some ask every two years, which is called a biennial report. A few states do not require a regular report from LLCs at all.',
    ),
    paragraph(
      'Due dates differ as much as fees do. Some states set one date for everyone, some use the month your company was formed, and some tie the report to the end of your tax year. Each report comes with a fee, which varies by state and company type.',
    ),
    heading('Franchise taxes'),
    paragraph(
      'Some states also charge a franchise tax or annual tax, a charge for existing as a company in the state, whether or not the company made a profit. Delaware is the best-known example:',
    ),
    bullets([
      'Delaware LLCs: a flat $300 annual tax, due June 1 each year, with no annual report to file',
      'Delaware corporations: an annual report and franchise tax, due March 1, with the tax based on the company’s shares and the calculation method used',
    ]),
    paragraph(
      'Delaware charges a penalty and interest on late payments, and other states with franchise or annual taxes have similar rules. If you formed in one state and registered in another, expect obligations in both.',
    ),
    heading('Federal taxes and BOI reporting'),
    paragraph(
      'For companies whose tax year follows the calendar year, the main federal dates are:',
    ),
    bullets([
      'March 15: partnership returns for multi-member LLCs, and S corporation returns',
      'April 15: C Corporation returns, and personal returns that include a single-member LLC’s profit',
      'Every quarter: estimated tax payments, and payroll tax returns if you have employees',
    ]),
    paragraph(
      'When a due date falls on a weekend or a holiday, it moves to the next business day. You can ask for an extension of time to file, but not of time to pay.',
    ),
    paragraph(
      'You may also have heard about beneficial ownership information (BOI) reports to FinCEN under the Corporate Transparency Act. The requirements changed in 2025, so check FinCEN’s current guidance before you assume your company must file, or that it does not.',
    ),
    heading('Staying in good standing'),
    paragraph(
      'A company is in good standing when it has filed its reports, paid its state fees and taxes, and kept a registered agent. Banks, lenders and partners sometimes ask for a certificate of good standing to prove it. Fall behind and the state can charge penalties, refuse to issue that certificate and eventually dissolve the company. Reinstatement is usually possible, but it means back fees, penalties and more paperwork.',
    ),
    paragraph('A few habits keep all this painless:'),
    bullets([
      'Put every date in a calendar: with reminders 60 and 30 days before each deadline',
      'Keep one list: the state, report, due date and fee for every state where the company is registered',
      'Open state mail quickly: reminders and notices go to your registered agent, so make sure they reach you',
      'Tell the state when things change: a new address, new managers or a new registered agent',
    ]),
    paragraph(
      'Our team tracks annual report and franchise tax due dates for the companies we form, and state reminders sent to your registered agent address are forwarded to you the same business day. For tax deadlines specific to your company, check with your accountant.',
    ),
  ),
  comments: [
    {
      name: 'Olivia N.',
      daysAfter: 5,
      text: 'Set up the June 1 reminder for our Delaware LLC after reading this. Last year we paid the late penalty.',
    },
    {
      name: 'Raj P.',
      daysAfter: 12,
      text: 'The part about extensions covering filing but not payment is the one people miss.',
    },
  ],
}
