import { DEFAULT_SITE_NAME } from '@/utilities/siteSettings'

import { seedLink } from '../links'
import { bullets, heading, paragraph, richText } from '../richText'
import type { SeedContext, SeedPage } from '../types'

const LAST_UPDATED = 'Last updated 28 November 2026.'

/** The terms changed when the registered agent became a service we renew (docs/registered-agent.md). */
export const TERMS_UPDATED = 'Last updated 6 December 2026.'

/** Our registered agent in the terms: the free year, the price after it, consent, stopping. */
export const AGENT_TERMS =
  'We act as your company’s registered agent if you choose us: the first year is included in every package. After it, the service costs the yearly price shown when you ordered (on the pricing page and in your confirmation email), and it renews only with your consent. You can stop it at any time on your order page, at the end of the year you have or at once. A year you paid for and stop at once is refunded for its whole months left; part of a month is not refunded. When our service ends, your state still requires a registered agent, and naming a new one with the state is up to you.'

type CtaBlockData = Extract<SeedPage['layout'][number], { blockType: 'cta' }>

/** The closing panel of every legal page: questions go to /contact. */
const questions = (pages: SeedContext['pages'], intro: string): CtaBlockData => ({
  blockType: 'cta',
  background: 'tinted',
  title: 'Questions about this page?',
  intro,
  links: [{ link: seedLink(pages, 'Contact us', '/contact', 'primary') }],
})

/**
 * /privacy: what the order form, the site's forms and its cookies collect, and why. Every claim
 * follows the code: docs/security.md (SSN encryption, cookies), docs/orders-and-payments.md
 * (Square, exports), docs/customer-page.md (the order page), src/seed/forms.ts (the forms).
 */
const privacyPage = ({ pages }: SeedContext): SeedPage => ({
  title: 'Privacy policy',
  slug: 'privacy',
  _status: 'published',
  meta: {
    title: `Privacy policy · ${DEFAULT_SITE_NAME}`,
    description:
      'What we collect when you order a company or write to us, why we need it, who we share it with, how long we keep it and how to ask us to change or delete it.',
  },
  layout: [
    { blockType: 'pageTitle', background: 'dark', spacing: 'compact', crumb: 'Legal' },
    {
      blockType: 'richText',
      spacing: 'compact',
      content: richText(
        paragraph(LAST_UPDATED),
        paragraph(
          `This policy explains what personal information ${DEFAULT_SITE_NAME} collects when you visit this site, order a company or write to us, why we need it, who sees it and how long we keep it.`,
        ),
        heading('Who we are'),
        paragraph(
          `${DEFAULT_SITE_NAME} prepares and files formation documents for LLCs, C Corporations and Nonprofits in all 50 states and the District of Columbia.`,
        ),
        heading('What the order form asks for, and why'),
        bullets([
          'Company details: the company’s name, its type and the state of formation. We put them on the formation document we file with the state, and they set the state fee.',
          'Contact person: first and last name, email address and mobile number. We use them to send your order emails, to reach you when your filing needs something, and to tell you when our registered agent service receives official mail for your company.',
          'Your choices: the package, the filing speed, any add-ons, and whether you want deadline reminders by email (off unless you tick the box).',
          'Customer portal password: stored only as a one-way hash, which nobody, our staff included, can read back.',
        ]),
        paragraph(
          'To finish the filing or the EIN application we may ask you for more: the company’s address, a physical address, and the name and Social Security number (SSN) or ITIN of the company’s responsible party, which the IRS asks for on every EIN application. We ask only for what your filing needs.',
        ),
        heading('Your Social Security number'),
        bullets([
          'We use it for one thing: applying for your company’s EIN with the IRS.',
          'It is encrypted in our database, and our backups hold only the encrypted form.',
          'Only our administrators can open it; other staff members cannot see it.',
          'It never appears in emails, on your order page, in our order lists or in exported spreadsheets.',
          'It stays encrypted with your order. Once your EIN is issued, ask us and we delete it.',
        ]),
        heading('Payments'),
        paragraph(
          'You type your card details into Square’s secure card form, which is loaded from Square. The card number, expiry date, security code and ZIP code go straight to Square: we never see or store them. We receive a one-time token to charge the total shown in your order summary, and we keep Square’s payment reference, the amount and Square’s receipt link with your order.',
        ),
        heading('Our other forms'),
        bullets([
          'Contact and quote forms: your name, email address, an optional phone number and your message; the quote form also asks for the company type and state. We use them to answer you.',
          'Newsletter and sign-up boxes: your email address, used only for what you signed up for.',
          'Job applications: the role, your name, email address and phone number, and optionally a link to your résumé or LinkedIn, a résumé file (up to 5 MB) and a note. We use them only for that hiring process.',
          'Sign-in, sign-up and password reset forms: these go to our customer portal and are not stored on this site.',
        ]),
        paragraph('What you send through a form is stored in our system and emailed to our team.'),
        heading('Cookies and your browser'),
        paragraph(
          'We set no cookies for visitors, and there are no advertising or analytics trackers on this site. Staff who sign in to manage the site get a sign-in cookie (payload-token) and a small marker cookie (staff=1) that shows them the editing bar.',
        ),
        paragraph(
          'While you fill in the order form, your browser keeps your answers (never your password or card details) so you can pick up where you stopped. They are cleared when you pay, and discarded after 14 days. Square’s card form may use its own cookies or device data to prevent fraud, under Square’s privacy notice. A video on our pages loads from its host only when you press play.',
        ),
        heading('Who we share it with'),
        bullets([
          'The state filing office: the details its formation form requires. Formation filings are public records in most states.',
          'The IRS: the company and responsible party details on the EIN application, when your order includes an EIN.',
          'Square: your payment, and any refund.',
          'Our email provider: your email address and the messages we send you, so they can be delivered.',
          'The providers that host our servers and backups, and authorities when the law requires it.',
        ]),
        paragraph('We do not sell or rent your information or share it for advertising.'),
        heading('How long we keep it'),
        bullets([
          'Orders and payment records: 7 years after the order, as tax and business record laws typically require.',
          'Your SSN: encrypted with the order, and deleted when you ask once your EIN is issued, or with the order at the latest.',
          'Contact and quote messages: 2 years after our last reply.',
          'Job applications: 12 months after the hiring process ends.',
          'Newsletter addresses: until you ask us to remove yours.',
        ]),
        heading('Your rights'),
        paragraph(
          'You may ask to see the information we hold about you, to correct it, or to delete it. We delete whatever the law does not require us to keep. Deadline reminders stop with one click in any reminder or on your order page. Write to us from the email address you ordered with, so we can confirm it is you; we answer within 30 days.',
        ),
        paragraph('If we change this policy, we update the date at the top of this page.'),
      ),
    },
    questions(
      pages,
      'Ask us what we hold about you, or ask us to correct or delete it. A real person answers.',
    ),
  ],
})

/** /terms: what we do and do not do, prices, the customer's part, liability. */
const termsPage = ({ pages }: SeedContext): SeedPage => ({
  title: 'Terms of service',
  slug: 'terms',
  _status: 'published',
  meta: {
    title: `Terms of service · ${DEFAULT_SITE_NAME}`,
    description:
      'What we do when you order a company, what we do not do, how prices and state fees work, what we ask of you and the limits of our responsibility.',
  },
  layout: [
    { blockType: 'pageTitle', background: 'dark', spacing: 'compact', crumb: 'Legal' },
    {
      blockType: 'richText',
      spacing: 'compact',
      content: richText(
        paragraph(TERMS_UPDATED),
        paragraph(
          `These terms apply when you use this site or order from ${DEFAULT_SITE_NAME}. By placing an order you accept them, together with our privacy policy and our refund policy.`,
        ),
        heading('What we do'),
        bullets([
          'We prepare your company’s formation document from the information you give us, and file it with the state you chose.',
          AGENT_TERMS,
          'We deliver what your package and add-ons include, such as the EIN application or an operating agreement.',
          'We keep you informed, with an email when you pay, when we file and when your company is formed, and an order page that shows where your order stands.',
        ]),
        heading('What we do not do'),
        paragraph(
          'We are not a law firm or an accounting firm, and nothing on this site or from our team is legal or tax advice. The business tax consultation included in some packages is general guidance for a new company, not advice on your own situation. For that, talk to a licensed attorney or tax professional.',
        ),
        paragraph(
          'We file what you provide. The state decides whether to approve the filing and how long it takes, and the IRS decides on the EIN.',
        ),
        heading('Timings are estimates'),
        paragraph(
          'We aim to file within 2 business days with expedited filing, and within about 2 weeks with standard filing. A typical state then takes about 3 weeks to approve a company, and some take longer. These are estimates, not promises. Our refund policy says what happens when we miss the expedited filing time.',
        ),
        heading('Company names'),
        paragraph(
          'The hints under the name in the order form check its ending and the words your state restricts. They do not check whether the name is available: only the state decides that. If the state will not accept the name, we contact you to choose another.',
        ),
        heading('Prices'),
        bullets([
          'What you pay: the package price (Free $0, Popular $199, Standard $299), any option you choose, and the state’s filing fee, which we pass on at cost.',
          'Shown before you pay: the order summary lists every line and the total. Our server calculates the same total and charges exactly that amount, once.',
          'Estimated state fees: a fee marked “To be confirmed” is our estimate. We confirm it with the state before filing and refund any difference; if the state asks for more, we contact you before we file.',
          'No subscription: an order is paid once. We do not keep your card on file, and the order does not renew anything.',
        ]),
        paragraph('Prices are in US dollars and may change, but never for an order already paid.'),
        heading('Your part'),
        bullets([
          'Give us true, complete information, and tell us promptly if something changes or is wrong.',
          'Order only a company you have the authority to form, and give us other people’s details (such as the responsible party’s) only with their permission.',
          'Check the documents we send you.',
          'After formation, your company’s reports, taxes and licenses are its own responsibility. The compliance calendar and reminders we offer help you keep track, but some dates and amounts are estimates.',
        ]),
        heading('Your account and order page'),
        paragraph(
          'The password you choose when you order opens your account in our customer portal: keep it to yourself. Every email we send you also links to your order page, which opens without a login, so do not share that link. If you think someone else has it, ask us and we replace it with a new one.',
        ),
        heading('Refunds'),
        paragraph(
          'How refunds work at each stage of an order is set out in our refund policy, at /refunds.',
        ),
        heading('Limits of our responsibility'),
        paragraph(
          'We do our own work carefully and fix our own mistakes. We are not responsible for decisions or delays of a state office or the IRS, or for problems caused by information you gave us that was wrong or incomplete. As far as the law allows, our total responsibility for an order is limited to what you paid us for it, not counting state fees. Nothing in these terms takes away rights that the law does not allow us to limit.',
        ),
        heading('Changes and governing law'),
        paragraph(
          'We may update these terms; an order follows the terms in force on the day it was paid. These terms are governed by the laws of the state where our company is registered, without taking away any protection the consumer laws of your own state give you.',
        ),
      ),
    },
    questions(pages, 'Not sure what a term means for your order? Ask us before you pay.'),
  ],
})

/** /refunds: what is refunded at each stage of an order's life (src/order/status.ts). */
const refundsPage = ({ pages }: SeedContext): SeedPage => ({
  title: 'Refund policy',
  slug: 'refunds',
  _status: 'published',
  meta: {
    title: `Refund policy · ${DEFAULT_SITE_NAME}`,
    description:
      'What we refund before and after we file with the state, when the state rejects a filing or expedited filing runs late, how to ask and how long a card refund takes.',
  },
  layout: [
    { blockType: 'pageTitle', background: 'dark', spacing: 'compact', crumb: 'Legal' },
    {
      blockType: 'richText',
      spacing: 'compact',
      content: richText(
        paragraph(LAST_UPDATED),
        paragraph(
          'The short version: until we file with the state, you can cancel for a full refund. Once we have filed, the state fee belongs to the state, and our own fee covers work already done. The details follow, stage by stage, using the names your order page shows.',
        ),
        heading('What you paid for'),
        bullets([
          'The package: Free ($0), Popular ($199) or Standard ($299). Popular and Standard count expedited filing ($50) in their price.',
          'Options: expedited filing ($50), a business license ($99) and, with the Free package, an EIN ($70), an operating agreement ($99), business contract templates ($150) and IRS Form 2553 ($50).',
          'The state filing fee, which we pay to the state at cost when we file.',
        ]),
        heading('Paid or In review: before we file'),
        paragraph(
          'Nothing has gone to the state yet. Ask us to cancel and we refund everything you paid: the package, every option and the state fee.',
        ),
        heading('Filed with the state'),
        bullets([
          'State fee: we have paid it to the state, and states generally keep it once a filing is submitted. If a state returns it to us, we pass it on to you.',
          'Package and expedited filing: the preparation and filing are done, so these are not refunded.',
          'Options not started yet: an add-on or business license we have not begun work on is refunded at the price you paid for it.',
        ]),
        heading('Completed'),
        paragraph(
          'The state has approved your company and your documents are on your order page. The package and the state fee are not refunded at this stage. If something you paid for was not delivered, tell us within 30 days and we deliver it or refund its price. If a document we prepared has a mistake of ours in it, we correct it at our cost, including any state fee for the correction.',
        ),
        heading('If the state rejects the filing'),
        paragraph(
          'We tell you why. When it is something we can fix, such as a name that is not available or a missing detail, we correct the filing and file it again at no extra charge for our work; if the state charges a new fee, we tell you the amount before we refile. If you decide not to go ahead, we refund everything you paid except a state fee the state keeps.',
        ),
        heading('If expedited filing runs late'),
        paragraph(
          'Expedited filing means we file within 2 business days of your payment. If we do not, we refund the $50 expedited filing fee; if we have not done so already, ask and we will. Days spent waiting for information from you do not count, and the state’s own processing time after we file is not part of this promise.',
        ),
        heading('If your state fee was an estimate'),
        paragraph(
          'A state fee marked “To be confirmed” is checked with the state before we file. If the real fee is lower, we refund the difference to your card without you asking. If it is higher, we contact you before we file.',
        ),
        heading('How to ask'),
        paragraph(
          'Use our contact page, or reply to any email about your order (replies come straight to our support team). Give your order number and company name. We reply to every email within 24 hours, Monday to Friday.',
        ),
        heading('How the money comes back'),
        bullets([
          'Every refund goes back through Square to the card you paid with; we cannot send it anywhere else.',
          'A refund may be for the whole order or part of it. Your order page lists each refund with its date, and an order refunded in full shows as Refunded.',
          'A card refund usually shows on your statement within 5 to 10 business days, depending on your bank.',
        ]),
        paragraph(
          'Please talk to us before disputing a charge with your bank: we can usually refund you sooner.',
        ),
      ),
    },
    questions(pages, 'Want to cancel, or ask about a refund? Tell us your order number.'),
  ],
})

/** The legal pages: /privacy, /terms and /refunds. */
export const legalPages = (context: SeedContext): SeedPage[] => [
  privacyPage(context),
  termsPage(context),
  refundsPage(context),
]
