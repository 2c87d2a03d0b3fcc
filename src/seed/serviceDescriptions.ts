import { ADD_ON_PRICES, PACKAGES } from '@/order/packages'
import { EXPEDITED_FILING_FEE } from '@/order/pricing'

import { paragraphs } from './richText'

const popular = `$${PACKAGES.popular.startingTotal}`
const standard = `$${PACKAGES.standard.startingTotal}`

/**
 * What each seeded service is, for its page (/service/<slug>): what we do and what the customer
 * receives, as docs/product.md and the order wizard sell it, by the service's title. A service not
 * sold through the wizard says how it is priced instead of promising a figure.
 */
export const serviceDescriptions = {
  EIN: paragraphs(
    'An Employer Identification Number (EIN) is the federal tax ID the IRS gives your company. Banks ask for it to open a business account, and you need it to hire employees and to file the company’s taxes.',
    'We prepare Form SS-4 from the details in your order and apply to the IRS as soon as the state approves your company. The confirmation letter goes into your customer portal next to your formation documents.',
    `The Popular (${popular}) and Standard (${standard}) packages include the EIN. With the Free package it is a $${ADD_ON_PRICES.ein} add-on you can tick in the order summary.`,
  ),
  'LLC Formation': paragraphs(
    'A limited liability company keeps your personal assets separate from the debts of the business, with less paperwork than a corporation. It exists from the day the state approves its Articles of Organization.',
    `We check that your company name is available in your state, prepare your Articles of Organization and file them with the state. Standard filing is estimated at about 2 weeks; expedited filing ($${EXPEDITED_FILING_FEE}, counted in the Popular and Standard prices) at 2 business days. A typical state then takes about 3 weeks to approve.`,
    'When the state approves your company, we upload the approved documents to your customer portal and email you. We form C Corporations and Nonprofits the same way, in all 50 states and the District of Columbia.',
  ),
  'Business Licenses and permits': paragraphs(
    'Forming your company does not license it to trade. Depending on what you do and where, a city, a county or the state may require a business license, a permit or a registration before you open.',
    'Tick Business License on the filing step of your order, with any package: we find the licenses and permits your business needs and apply for them.',
    'Licensing offices may charge fees of their own, separate from ours.',
  ),
  'Business Banking': paragraphs(
    'A business bank account keeps company money separate from yours, which protects the liability shield of your company and makes your books and taxes simpler.',
    'Banks usually ask for your formation documents, your EIN and, for an LLC, the operating agreement. The Popular and Standard packages include all three, and our help opening a business bank account once your company and EIN are in place.',
    'Every package includes a banking resolution. The bank decides whether to open the account and sets its own fees.',
  ),
  'Business Insurance': paragraphs(
    'A company limits your personal liability for its debts, but not the cost of a claim against the business. General liability cover pays for injury or damage your business causes to others; professional liability cover pays for claims that your advice or work caused a loss.',
    'Most states also require workers’ compensation cover once you have employees, and a landlord or a client may ask for proof of insurance before signing.',
    'We do not sell insurance ourselves: the insurer sets the premium from your activity, location and size. Tell us about your business through the quote form and we help you find the right cover.',
  ),
  'Taxes and bookkeeping': paragraphs(
    'A new company has tax decisions to make early: how the IRS should tax it, which state taxes and reports apply, and how to keep books that make filing simple.',
    `The Popular and Standard packages include a business tax consultation and IRS Form 2553, which an eligible company files to be taxed as an S corporation. With the Free package, Form 2553 is a $${ADD_ON_PRICES.irsForm} add-on.`,
    'Your order page lists your state’s reports and tax minimums for the next three years, and we can email you before each due date. Ongoing bookkeeping depends on your business: ask us for a quote.',
  ),
  Logo: paragraphs(
    'Your logo is the first thing customers remember. We design it from the exact name the state registered, so it matches your documents, your domain and any trademark.',
    'You tell us about your company, your customers and the styles you like. Our designers send you first concepts, refine the one you choose with you, and deliver the final logo in the file formats you need for print and screen.',
    'The price depends on what you need: ask us for a quote.',
  ),
  'Website experts': paragraphs(
    'Customers look you up before they call. Our website experts build a fast, mobile-friendly site that says what you do and how to reach you.',
    'Your site has a contact form and runs on your own domain. You review every page before it goes live.',
    'The price depends on the pages and features you need: ask us for a quote.',
  ),
  'Business Cards': paragraphs(
    'Printed cards are still the quickest way to leave your name behind after a meeting.',
    'We design them from your logo and colors. You approve a proof before anything is printed, and the cards are delivered to the address you give us.',
    'The price depends on the quantity and paper: ask us for a quote.',
  ),
  Trademark: paragraphs(
    'Forming your company reserves its name only in your state. A federal trademark protects your name or logo across the US.',
    'We search for marks that could conflict with yours, then prepare and file your application with the United States Patent and Trademark Office (USPTO).',
    'The USPTO charges its own filing fee for each class of goods or services you register. Ask us for a quote for your mark.',
  ),
  'Branded Merchandise': paragraphs(
    'T-shirts, mugs and giveaways put your brand in your customers’ hands and on your team.',
    'We produce them with your logo, in your brand’s colors and in the quantities you need.',
    'The price depends on the items and the quantity: ask us for a quote.',
  ),
}

export type ServiceTitle = keyof typeof serviceDescriptions
