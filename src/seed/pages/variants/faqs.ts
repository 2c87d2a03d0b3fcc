import type { FaqTopic } from '@/collections/Faqs/topics'

import type { FaqSeed } from '../../types'

/** The agency's questions (FAQ topic "agency"), in the order the accordion shows them. */
export const home1Faqs: FaqSeed[] = [
  {
    question: 'What kinds of projects does Lanternfield Studio take on?',
    answer:
      'We design brand identities, marketing websites and digital products such as web apps and customer dashboards, and we run growth campaigns once they are live. Most clients hire us for a brand and a website together, but you can start with a single service. If your project is outside what we do best, we say so on the first call and point you to someone who fits.',
  },
  {
    question: 'How does a project get started?',
    answer:
      'It starts with a free call about your business, your customers and your deadline. We then send a written proposal with the scope, the team, a timeline and a fixed price for each phase. Work begins with a discovery workshop as soon as you approve it.',
  },
  {
    question: 'How do you price your work?',
    answer:
      'Every phase has a fixed price based on the scope in your proposal, so you know the cost before we start. If you ask for something new along the way, we price it separately and wait for your go-ahead. You never receive an hourly bill you did not expect.',
  },
  {
    question: 'Will we own the designs and the code?',
    answer:
      'Yes. Once the final invoice is paid, you own everything we made for you: logos, design files, copy and source code. We hand it over as an organized library with a walkthrough, so your own team or another partner can carry on without us.',
  },
  {
    question: 'Do you support the website after launch?',
    answer:
      'Every launch includes a training session for your team and a warranty period in which we fix any bug at no cost. After that, many clients keep us on a monthly care plan for updates, new pages and conversion testing. Nothing we build locks you in, so you can also take the site in-house at any time.',
  },
]

/** The questions of the FAQ section below (topic 'courses'). */
export const home4Faqs: FaqSeed[] = [
  {
    question: 'Do I need any experience before I start a course?',
    answer:
      'No. Every course page lists what you should know beforehand, and most of our beginner courses start from zero. If a course builds on another one, the instructor says so in the first lesson and links to it.',
  },
  {
    question: 'What is the difference between free and paid courses?',
    answer:
      'Free courses give you every video lesson at no cost, so you can try a subject before you commit. Paid courses add graded projects, instructor feedback on your work and a certificate of completion.',
  },
  {
    question: 'How long can I access a course after enrolling?',
    answer:
      'A course you enroll in stays in your library, with every lesson and download. Learn at your own pace, pause for a few weeks and come back to a lesson whenever you need a refresher.',
  },
  {
    question: 'Will I receive a certificate when I finish?',
    answer:
      'Yes. When you complete every lesson and project of a paid course, you receive a certificate of completion with your name, the course title and the hours studied. You can download it as a PDF or share its link with employers.',
  },
  {
    question: 'Can my school or company enroll a whole group?',
    answer:
      'Yes. Schools and companies buy seats for their learners and follow everyone’s progress from one dashboard. Tell us how many people you want to enroll and we send you a quote for your group.',
  },
]

/** The questions of the FAQ section below (topic 'cold-email'). */
export const home6Faqs: FaqSeed[] = [
  {
    question: 'Will sending cold email hurt my domain’s reputation?',
    answer:
      'Not when it is done carefully. Replyforge warms up each new inbox gradually, spreads your sends across the day and pauses a campaign when bounce or spam-complaint rates rise. We also recommend sending from a secondary domain so your main domain stays untouched.',
  },
  {
    question: 'Which email accounts can I connect?',
    answer:
      'Any business mailbox that supports IMAP and SMTP, including the most common hosted email services. You can connect several inboxes and Replyforge rotates your sends between them.',
  },
  {
    question: 'Is cold email legal in the United States?',
    answer:
      'Yes, when it follows the CAN-SPAM Act: honest subject lines, a real sender and postal address, and an easy way to opt out. Replyforge adds an unsubscribe link to every sequence and stops emailing anyone who opts out, across all your campaigns.',
  },
  {
    question: 'What happens when a prospect replies?',
    answer:
      'Replyforge detects the reply and stops the rest of that prospect’s sequence, so nobody gets a follow-up after answering. The reply lands in your unified inbox, tagged as interested, not now or out of office.',
  },
  {
    question: 'How quickly can I launch my first campaign?',
    answer:
      'Most teams connect an inbox and build their first sequence on the day they sign up. A brand-new inbox warms up for about two weeks before it sends at full volume, and our team can review your first sequence with you before it goes out.',
  },
]

/** The questions of the time-tracking FAQ (topic "time-tracking"), in reading order. */
export const home9Faqs: FaqSeed[] = [
  {
    question: 'How does the 30-day free trial work?',
    answer:
      'Every plan starts with a 30-day free trial, and you do not need a credit card to begin. Invite your team, track time and run reports with every feature of the plan you chose. When the trial ends, add a card to keep going, or your workspace simply pauses with your data kept safe.',
  },
  {
    question: 'Which plan is right for me?',
    answer:
      'Personal suits freelancers who track their own hours and bill a handful of clients. Small Business adds team timesheets, approvals and billable rates for teams that invoice every week. Enterprise Team is built for companies with several departments that need custom roles and advanced reporting.',
  },
  {
    question: 'Which tools does Tallyhour connect with?',
    answer:
      'Tallyhour works with more than 70 tools, including project boards, accounting, payroll and calendar apps. You connect them from Settings in a few clicks, and tracked hours flow into invoices and payroll without retyping.',
  },
  {
    question: 'Can I switch between monthly and yearly billing?',
    answer:
      'Yes. You can change your plan or billing period at any time from the Billing page of your workspace. A move to yearly billing starts at your next renewal, and the lower yearly price applies from then on.',
  },
  {
    question: 'Who can see my team’s hours and rates?',
    answer:
      'Only the people you invite to your workspace. Admins decide who can view billable rates, edit timesheets or export reports, and every change to an approved timesheet is logged. Your data is encrypted in transit and at rest.',
  },
]

/** The questions the variants' FAQ sections show, by topic. */
export const variantFaqs: Partial<Record<FaqTopic, FaqSeed[]>> = {
  agency: home1Faqs,
  courses: home4Faqs,
  'cold-email': home6Faqs,
  'time-tracking': home9Faqs,
}
