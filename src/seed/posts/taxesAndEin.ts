import { bullets, heading, paragraph, richText } from '../richText'

import type { SeedPost } from './types'

/** Posts of the category "Taxes & EIN". */
export const einPost: SeedPost = {
  title: 'What an EIN is and how to get one',
  slug: 'what-is-an-ein-and-how-to-get-one',
  category: 'taxes-and-ein',
  tags: ['EIN', 'Taxes', 'LLC', 'Banking'],
  cover: 'post-ein.svg',
  coverAlt:
    'Illustration of an official document with a row of number boxes and a blue approval stamp with a checkmark',
  author: 'Priya Raman',
  daysAgo: 3,
  excerpt:
    'An EIN is your company’s federal tax ID. Here is when you need one, what the IRS asks on Form SS-4, and how to apply online for free.',
  content: richText(
    paragraph(
      'An Employer Identification Number, or EIN, is the nine-digit number the IRS uses to identify a business. It looks like 12-3456789 and does for your company roughly what a Social Security number does for you: it goes on tax returns, payroll forms and bank paperwork. Despite the name, you do not need employees to have one, and most new companies get one in their first weeks.',
    ),
    heading('When your company needs an EIN'),
    paragraph(
      'The IRS decides by the type of company and what it does. In practice, you need an EIN if any of these apply:',
    ),
    bullets([
      'Employees: you plan to hire anyone, even one part-time person, and run payroll',
      'Several owners: your LLC has two or more members, so by default it files a partnership return',
      'Corporate taxation: you formed a C Corporation, or your LLC elects to be taxed as a corporation or an S corporation',
      'Certain federal returns: the company files employment, excise, or alcohol, tobacco and firearms tax returns',
      'A bank account: almost every bank asks for an EIN to open a business account, whatever the IRS requires',
    ]),
    heading('The single-member LLC without employees'),
    paragraph(
      'This is the one case where the answer is less obvious. By default, the IRS treats a single-member LLC as a disregarded entity: its profit is reported on the owner’s personal return, and the owner’s Social Security number is enough for federal income tax. If the LLC has no employees and no excise tax obligations, the IRS does not require it to have an EIN.',
    ),
    paragraph(
      'We still suggest most owners get one. Banks usually ask for it, some states ask for it when you register for state taxes, and clients who pay you may ask for a Form W-9 with a tax ID on it. Giving them the company’s EIN instead of your Social Security number keeps your personal number out of other people’s files.',
    ),
    heading('How to apply'),
    paragraph(
      'The application is IRS Form SS-4. You can complete it online on the IRS website, or send it by fax or by mail, and the IRS charges nothing either way. Be careful with websites that look official and charge a fee just to get you an EIN: the number itself is always free from the IRS.',
    ),
    paragraph('Before you start, have these ready:'),
    bullets([
      'The company’s legal name and address: exactly as they appear on your approved formation documents',
      'The formation date and state: from your Articles of Organization or Incorporation',
      'The responsible party: the person who ultimately owns or controls the company, with their SSN or ITIN',
      'The number of members: for an LLC, since it decides how the IRS classifies the company',
      'Your reason for applying: for a new company, usually that you started a new business',
    ]),
    paragraph(
      'The online application has to be completed in one session, and if everything checks out the EIN is issued at the end of it. Download and save the confirmation letter straight away. It is known as the CP 575 notice, and banks often ask to see it.',
    ),
    heading('Who the responsible party is'),
    paragraph(
      'The IRS wants a real person behind every EIN, not another company or a formation service. For a small company that is usually the owner, or one of the owners: the person who controls, manages or directs the company and its money. Their name and tax number go on the application. If the responsible party changes later, the company tells the IRS on Form 8822-B within 60 days.',
    ),
    paragraph(
      'Founders who live outside the US and have no SSN or ITIN cannot use the online application. They can still apply with Form SS-4 by fax or by mail. It takes longer, so start as soon as your company is approved.',
    ),
    heading('Getting your EIN with Formation'),
    paragraph(
      'The Popular and Standard packages include the EIN. We prepare Form SS-4 from the details in your order, apply as soon as the state approves your company, and put the confirmation letter in your customer portal next to your formation documents. With the Free package you can add it later, or apply yourself on the IRS website using the checklist above.',
    ),
    paragraph(
      'Every company’s situation is a little different. If you are not sure how your company will be taxed, a tax professional can look at your specific case.',
    ),
  ),
  comments: [
    {
      name: 'Maya T.',
      daysAfter: 1,
      text: 'I had been putting this off because I thought I needed employees first. Applied online this morning and had the number before lunch.',
    },
    {
      name: 'Kevin O.',
      daysAfter: 2,
      text: 'Good point about the W-9. I was giving my Social Security number to every client until now.',
    },
  ],
}
