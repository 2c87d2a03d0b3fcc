import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { ADD_ON_PRICES, PACKAGES } from '@/order/packages'
import { BUSINESS_LICENSE_FEE } from '@/order/pricing'

import { serviceDescriptions, type ServiceTitle } from './serviceDescriptions'

type ServiceSeed = Pick<
  RequiredDataFromCollectionSlug<'services'>,
  'slug' | 'summary' | 'icon' | 'price'
> & {
  title: ServiceTitle
  /** Shown as "What's included". */
  included: string[]
  /** Questions of the FAQ seed (src/seed/faqs.ts), by their exact text. */
  questions?: string[]
}

const popular = `$${PACKAGES.popular.startingTotal}`
const standard = `$${PACKAGES.standard.startingTotal}`
const inPackages = `included in the Popular (${popular}) and Standard (${standard}) packages`
const onQuote = 'Priced per project; the quote is free and without obligation.'

const EIN_QUESTION = 'What is an EIN, and why would my company need one?'
const PACKAGES_QUESTION = 'What does each package include?'

/**
 * The eleven services the home page and /service list (docs/product.md#the-marketing-site), in
 * their order, each priced as the order wizard sells it (src/order/packages.ts); a service sold
 * only on a quote has no amount.
 */
const services: ServiceSeed[] = [
  {
    icon: 'id-card',
    title: 'EIN',
    slug: 'ein',
    summary:
      'Get the federal tax ID number your company needs to hire, open a bank account and file taxes.',
    price: {
      amount: ADD_ON_PRICES.ein,
      note: `One-time add-on on the Free package; ${inPackages}.`,
    },
    included: [
      'Form SS-4 prepared from the details in your order',
      'Application to the IRS as soon as the state approves your company',
      'The IRS confirmation letter in your customer portal',
      'Your EIN shown on your order page',
    ],
    questions: [EIN_QUESTION, PACKAGES_QUESTION],
  },
  {
    icon: 'building',
    title: 'LLC Formation',
    slug: 'llc-formation',
    summary:
      'We prepare and file your Articles of Organization with the state and send you the approved documents.',
    price: {
      amount: PACKAGES.free.startingTotal,
      note: `With the Free package, plus your state’s filing fee. Popular (${popular}) and Standard (${standard}) add expedited filing, an EIN and an operating agreement.`,
    },
    included: [
      'A name availability check in your state before we file',
      'Articles of Organization prepared and filed with the state',
      'The first year of registered agent service, free',
      'A banking resolution and your documents delivered electronically',
      'Phone and email support, Monday to Friday',
    ],
    questions: [
      'How long does it take to form my company?',
      'How much is the state filing fee?',
      'What is a registered agent, and do I need one?',
    ],
  },
  {
    icon: 'file-badge',
    title: 'Business Licenses and permits',
    slug: 'business-licenses',
    summary:
      'Find out which licenses and permits your business needs where you operate, and apply with confidence.',
    price: {
      amount: BUSINESS_LICENSE_FEE,
      note: 'One-time add-on, chosen on the filing step of any package.',
    },
    included: [
      'A check of the licenses and permits your business needs where it operates',
      'The applications prepared and submitted for you',
      'One price, shown in your order summary before you pay',
    ],
    questions: ['Is the total in the order summary what I pay?'],
  },
  {
    icon: 'landmark',
    title: 'Business Banking',
    slug: 'business-banking',
    summary:
      'Open a business bank account with the formation documents and EIN that banks ask for.',
    price: { note: `Not sold on its own: ${inPackages}.` },
    included: [
      'Help opening a business bank account once your company and EIN are in place',
      'The EIN and operating agreement banks ask for (Popular and Standard)',
      'A banking resolution, with every package',
    ],
    questions: [PACKAGES_QUESTION, EIN_QUESTION],
  },
  {
    icon: 'shield',
    title: 'Business Insurance',
    slug: 'business-insurance',
    summary:
      'Protect your company and your personal assets with general liability and professional cover.',
    price: { note: 'Premiums are set by the insurer, from your activity, location and size.' },
    included: [
      'General liability, professional liability and workers’ compensation explained',
      'Your questions answered through the quote form',
      'Your formation documents and EIN, ready for the insurer’s application',
    ],
  },
  {
    icon: 'calculator',
    title: 'Taxes and bookkeeping',
    slug: 'taxes-and-bookkeeping',
    summary: 'Stay on top of filings and deadlines with bookkeeping and tax help from specialists.',
    price: {
      note: `Tax consultation and Form 2553 are ${inPackages}; Form 2553 is a $${ADD_ON_PRICES.irsForm} add-on on Free. Bookkeeping is priced on request.`,
    },
    included: [
      'A business tax consultation (Popular and Standard)',
      'IRS Form 2553 for the S corporation election',
      'Your state’s reports and tax minimums on your order page’s compliance calendar',
      'Optional email reminders before each due date',
    ],
    questions: [PACKAGES_QUESTION],
  },
  {
    icon: 'palette',
    title: 'Logo',
    slug: 'logo',
    summary: 'A professional logo that makes your new brand recognizable from day one.',
    price: { note: onQuote },
    included: [
      'Three logo concepts drawn for your company',
      'Two rounds of changes',
      'Final files for print, web and social profiles',
      'The design is yours',
    ],
    questions: ['How does logo design work?'],
  },
  {
    icon: 'globe',
    title: 'Website experts',
    slug: 'website',
    summary: 'A fast, mobile-friendly website so customers can find you and get in touch.',
    price: { note: onQuote },
    included: [
      'Up to five mobile-friendly pages',
      'A contact form',
      'Set up on your own domain',
      'Your review of every page before it goes live',
    ],
    questions: ['Can you build the website for my new company?'],
  },
  {
    icon: 'contact',
    title: 'Business Cards',
    slug: 'business-cards',
    summary: 'Printed business cards that match your brand, ready for your first meetings.',
    price: { note: 'Priced per order; the quote is free and without obligation.' },
    included: [
      'Cards designed from your logo and colors',
      'A proof to approve before anything is printed',
      '250 printed cards',
      'Delivery to the address you give us',
    ],
    questions: ['Do my business cards match the rest of my brand?'],
  },
  {
    icon: 'stamp',
    title: 'Trademark',
    slug: 'trademark',
    summary: 'Register your business name and logo so no one else can use them.',
    price: {
      note: 'Priced on request. The USPTO charges its own filing fee for each class of goods or services.',
    },
    included: [
      'A search for marks that could conflict with yours',
      'Your application prepared for your name, your logo or both',
      'Filing with the USPTO',
    ],
    questions: ['Should I register a trademark for my company name?'],
  },
  {
    icon: 'shirt',
    title: 'Branded Merchandise',
    slug: 'branded-merchandise',
    summary: 'T-shirts, mugs and giveaways with your brand on them, for your team and customers.',
    price: { note: 'Priced per order, by item and quantity.' },
    included: [
      'T-shirts, mugs and giveaways with your logo',
      'The quantities you need',
      'Colors matched to your brand',
    ],
  },
]

const allQuestions = () => services.flatMap((service) => service.questions ?? [])

async function findQuestionIds(
  payload: Payload,
  questions: string[],
): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection: 'faqs',
    where: { question: { in: questions } },
    pagination: false,
    depth: 0,
    select: { question: true },
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [doc.question, doc.id]))
}

/** The ids of the seeded FAQs by question; a question the FAQ seed lost fails the seed. */
async function questionIds(payload: Payload, questions: string[]): Promise<Map<string, number>> {
  const ids = await findQuestionIds(payload, questions)
  const missing = questions.filter((question) => !ids.has(question))
  if (missing.length) throw new Error(`Seeded services name unknown FAQs: ${missing.join('; ')}`)
  return ids
}

/**
 * The shipped services, each with its own page at /service/<slug>, to which its card links. After
 * the FAQs, whose questions the pages show.
 */
export async function seedServices(
  payload: Payload,
  context: Record<string, unknown>,
): Promise<void> {
  const ids = await questionIds(payload, allQuestions())
  for (const [i, { included, questions, ...service }] of services.entries()) {
    await payload.create({
      collection: 'services',
      data: {
        ...service,
        description: serviceDescriptions[service.title],
        included: included.map((item) => ({ item })),
        faqs: (questions ?? []).map((question) => ids.get(question)!),
        order: (i + 1) * 10,
      },
      context,
      overrideAccess: true,
    })
  }
}

/**
 * Gives a shipped service seeded before service pages existed what its page shows (description,
 * price, what is included, its questions), matched by title and only while it has no
 * description: a service staff have written is left alone. Returns the titles it completed.
 */
export async function completeServicePages(payload: Payload): Promise<string[]> {
  const common = { overrideAccess: true, context: { disableRevalidate: true } }
  const { docs } = await payload.find({
    collection: 'services',
    where: { title: { in: services.map((service) => service.title) } },
    pagination: false,
    depth: 0,
    ...common,
  })
  const bare = docs.filter((doc) => !doc.description)
  if (bare.length === 0) return []
  const ids = await findQuestionIds(payload, allQuestions())
  for (const doc of bare) {
    const shipped = services.find((service) => service.title === doc.title)!
    await payload.update({
      collection: 'services',
      id: doc.id,
      data: {
        description: serviceDescriptions[shipped.title],
        ...(!doc.price?.amount && !doc.price?.note && { price: shipped.price }),
        ...(!doc.included?.length && { included: shipped.included.map((item) => ({ item })) }),
        ...(!doc.faqs?.length && {
          faqs: (shipped.questions ?? []).flatMap((question) => ids.get(question) ?? []),
        }),
      },
      ...common,
    })
  }
  return bare.map((doc) => doc.title)
}
