import type { Payload } from 'payload'

import type { FaqTopic } from '@/collections/Faqs/topics'

import { variantFaqs } from './pages/variants/faqs'
import type { FaqSeed } from './types'

/**
 * The shipped questions by topic, in the order visitors read them. Purchasing Online answers
 * what paying is like: the card form, receipts, refunds (the policy at /refunds), estimated state
 * fees and the order page after payment. An empty topic still shows "No questions here yet."
 */
const faqs: Partial<Record<FaqTopic, FaqSeed[]>> = {
  general: [
    {
      question: 'What kinds of company can I form with you?',
      answer:
        'We form LLCs, C Corporations and Nonprofits in all 50 states and the District of Columbia. You choose the state and the company type in the first step of your order.',
    },
    {
      question: 'How long does it take to form my company?',
      answer:
        'Standard filing costs nothing extra and we estimate about 2 weeks, though a typical state filing can take around 3 weeks when the state office is busy.\n\nExpedited filing costs $50 and moves your order to the front of the line: we estimate 2 business days from the day you order.',
    },
    {
      question: 'How much is the state filing fee?',
      answer:
        'Each state sets its own fee, and it depends on the company type: an LLC costs $100 in Wyoming, $90 in Delaware and $500 in Massachusetts, for example. The wizard shows the exact fee for your state in the order summary before you pay, and we pass it on to the state unchanged.',
    },
    {
      question: 'What is a registered agent, and do I need one?',
      answer:
        'Every state requires a company to name a registered agent: a person or firm with an address in the state who accepts legal papers and official mail for it. We act as your registered agent, and the first year is free with every package.',
    },
    {
      question: 'What is an EIN, and why would my company need one?',
      answer:
        'An Employer Identification Number is the federal tax ID the IRS gives your company. Banks ask for it to open a business account, and you need it to hire employees and file taxes. The Popular and Standard packages include it; with the Free package you can add it later.',
    },
    {
      question: 'Do I need an operating agreement?',
      answer:
        'Most states do not ask you to file one, but an operating agreement sets out who owns the LLC and how decisions are made, and banks often ask to see it. It is included in the Popular and Standard packages.',
    },
  ],
  account: [
    {
      question: 'How do I sign in to my account?',
      answer:
        'You create your account when you order: the password you choose in the order summary step is the one you sign in with. Use the Login button at the top of any page to open the customer portal.',
    },
    {
      question: 'Where can I follow my order?',
      answer:
        'The customer portal shows where your order stands: received, filed with the state, approved. We also email you at each step, so you do not have to keep checking.',
    },
    {
      question: 'How will I receive my company documents?',
      answer:
        'As soon as the state approves your company, we upload the approved documents to the customer portal and email you. They stay there, ready to download whenever a bank or partner asks for them.',
    },
    {
      question: 'Can I change my company or contact details after ordering?',
      answer:
        'Yes. Contact details can be changed at any time. Until we file with the state, we can also correct the company details at no cost; after approval, changes to the company itself need an amendment filed with the state, which charges its own fee.',
    },
    {
      question: 'I forgot my password. What should I do?',
      answer:
        'Choose "Forgot password" on the sign-in page of the customer portal and enter the email address you ordered with. We send you a link to set a new password.',
    },
    {
      question: 'When can I reach your support team?',
      answer:
        'Our team answers the phone and email Monday to Friday, 9 am to 5 pm EST. Write to us at any time: we reply to every email within 24 hours.',
    },
  ],
  technical: [
    {
      question: 'Which browsers can I use to order?',
      answer:
        'The current versions of Chrome, Edge, Firefox and Safari, on a computer or a phone. Older browsers may not display the secure card form.',
    },
    {
      question: 'Is paying by card on your site secure?',
      answer:
        'Yes. Payments are processed by Square: you type your card details into Square’s own secure card form, and they never reach our servers. We receive only a one-time token to charge the amount shown in your order summary.',
    },
    {
      question: 'How do you protect my personal data?',
      answer:
        'Every page is served over an encrypted connection. Sensitive details such as a Social Security number are encrypted in our database and only a few authorized staff can read them. We never sell your data.',
    },
    {
      question: 'Why was my card declined?',
      answer:
        'Check the card number, the expiry date and the billing ZIP code. If they are right, your bank may have blocked the payment: call the number on your card, or try another card. Your order details are kept while you do.',
    },
    {
      question: 'Could I be charged twice if I press Pay again?',
      answer:
        'No. Each checkout can be charged only once: if the page reloads or you press Pay a second time, we recognize the same order and do not charge it again.',
    },
    {
      question: 'The card form does not appear. What can I do?',
      answer:
        'Refresh the page, and allow the site in any ad or script blocker, since the card form is loaded from Square. If it still does not appear, try another browser or contact us and we will help you finish the order.',
    },
  ],
  purchasing: [
    {
      question: 'How do I pay for my order?',
      answer:
        'By card, on the last step of the order: Visa, Mastercard, American Express or Discover. You type your card details into Square’s secure card form, and the card is charged once, for the total shown in your order summary. There is no subscription and nothing renews.',
    },
    {
      question: 'Will I get a receipt?',
      answer:
        'Yes. The moment your payment goes through we email you a confirmation with your order number, each line of the order and the total charged. Your order page shows the same, and any refund. Square also keeps a receipt of the payment: if you need it for your records, ask us and we send you its link.',
    },
    {
      question: 'Why does my state fee say "To be confirmed"?',
      answer:
        'For some states we have not yet confirmed the fee in the state’s own published text, so the order summary shows our estimate, includes it in the total and marks it "To be confirmed". We check the fee with the state before we file. If it is lower, we refund the difference to your card; if it is higher, we contact you before we file.',
    },
    {
      question: 'Can I get a refund?',
      answer:
        'Until we file with the state, yes: we cancel the order and refund everything, the state fee included. Once we have filed, the state fee has been paid to the state and our work on the filing is done. Our refund policy, at /refunds, explains each stage. A refund goes back to the card you paid with and usually shows within 5 to 10 business days, depending on your bank.',
    },
    {
      question: 'Do I need an account to see my order after paying?',
      answer:
        'No. Every email we send you links to your order page, which opens without signing in and shows where your order stands, what you paid and, once your company is formed, your documents. Keep the link to yourself. If you lose it, enter the email you ordered with on the "Find your order" page at /order and we email it to you again.',
    },
    {
      question: 'Is the total in the order summary what I pay?',
      answer:
        'Yes. The summary lists every charge: the package, the state fee, expedited filing and any add-on you choose. Our server calculates the same total and charges exactly that amount, and only once, even if the page reloads or you press Pay again.',
    },
  ],
  ordering: [
    {
      question: 'What does each package include?',
      answer:
        'Free ($0) covers preparing and filing your formation documents and a free first year of registered agent service. Popular ($199) adds expedited filing, an operating agreement, an EIN, a business bank account, a tax consultation and IRS Form 2553. Standard ($299) adds business contract templates to all of that. Every package is priced plus the state fee.',
    },
    {
      question: 'What should I have ready before I order?',
      answer:
        'The name you want for your company (with a second choice in mind), the state you want to form it in, and the name, email address and phone number of the person we should contact. Most people finish the order in about ten minutes.',
    },
    {
      question: 'What if my company name is already taken?',
      answer:
        'We check that the name is available in your state before we file. If it is not, we contact you to choose another one, and filing goes ahead at no extra cost.',
    },
  ],
  branding: [
    {
      question: 'How does logo design work?',
      answer:
        'You tell us about your company, your customers and the styles you like. Our designers send you first concepts, refine the one you choose with you, and deliver the final logo in the file formats you need for print and screen. The logo is yours.',
    },
    {
      question: 'Can you build the website for my new company?',
      answer:
        'Yes. Our website experts build a fast, mobile-friendly site that says what you do and how to reach you, with a contact form and your own domain. You review every page before it goes live.',
    },
    {
      question: 'Do my business cards match the rest of my brand?',
      answer:
        'They are designed from your logo and colors. You approve a proof before anything is printed, and the cards are delivered to the address you give us.',
    },
    {
      question: 'Should I register a trademark for my company name?',
      answer:
        'Forming your company reserves its name only in your state. A federal trademark protects your name or logo across the US. We search for conflicting marks and prepare and file your application with the USPTO.',
    },
  ],
}

/** Creates the shipped FAQs, in reading order (the seed clears the old ones first). */
/** The shipped questions of one topic (a migration adds a topic's to an existing database). */
export const shippedQuestions = (topic: FaqTopic): FaqSeed[] => faqs[topic] ?? []

export async function seedFaqs(
  payload: Payload,
  context: Record<string, unknown>,
): Promise<number> {
  let count = 0
  const all = { ...faqs, ...variantFaqs }
  for (const [topic, items] of Object.entries(all) as [FaqTopic, FaqSeed[]][]) {
    for (const item of items) {
      await payload.create({
        collection: 'faqs',
        data: { ...item, topic },
        context,
        overrideAccess: true,
      })
      count++
    }
  }
  return count
}
