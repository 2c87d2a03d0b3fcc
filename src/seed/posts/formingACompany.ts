import { bullets, heading, paragraph, richText } from '../richText'

import type { SeedPost } from './types'

/** Posts of the category "Forming a company". */
export const llcOrCorporationPost: SeedPost = {
  title: 'LLC or C Corporation: choosing the structure for your company',
  slug: 'llc-or-c-corporation',
  category: 'forming-a-company',
  tags: ['LLC', 'C Corporation', 'Taxes', 'Delaware'],
  cover: 'post-llc-vs-c-corp.svg',
  coverAlt:
    'Illustration of a balance scale with a small shop building on one pan and a stack of share certificates on the other',
  author: 'Daniel Okafor',
  daysAgo: 16,
  excerpt:
    'Both protect your personal assets, but LLCs and C Corporations are taxed differently, raise money differently and need different paperwork. Here is how to choose.',
  content: richText(
    paragraph(
      'The choice between an LLC and a C Corporation is the first real decision most founders make. Both protect your personal assets from the company’s debts, and both can be formed in any state. They differ in how they are taxed, how they raise money and how much paperwork they need. Here is how we explain the trade-offs to the founders we talk to every week.',
    ),
    heading('How each one is taxed'),
    paragraph(
      'An LLC is a pass-through entity by default. The company itself pays no federal income tax: its profit flows to the owners, who report it on their personal returns. A single-member LLC is reported on the owner’s own return; an LLC with several members files a partnership return and gives each member a Schedule K-1 with their share. Owners who work in the business generally also pay self-employment tax on their share of the profit.',
    ),
    paragraph(
      'A C Corporation is a taxpayer of its own. It pays federal corporate income tax at a flat 21% of its profit, plus state corporate tax where the state has one. When it pays profit out to shareholders as dividends, the shareholders pay tax on those dividends too. This is the double taxation people mention, although it only applies when profit is actually distributed. Many startups reinvest everything and pay no dividends for years.',
    ),
    heading('Investors, stock and equity'),
    paragraph(
      'This is where the C Corporation usually wins. A corporation issues shares, can create different classes of stock, and can grant stock options to employees under well-understood rules. Venture capital funds are generally set up to invest in corporations, and many will not invest in an LLC at all, partly because pass-through income creates tax complications for their own investors.',
    ),
    paragraph(
      'An LLC divides ownership into membership interests, which can be shaped in almost any way the operating agreement describes. That flexibility suits family businesses, partnerships and companies that will grow on their own revenue, but it makes employee equity more complicated.',
    ),
    heading('The S corporation election'),
    paragraph(
      'There is a middle path for profitable small businesses. An LLC or a corporation can ask the IRS to tax it as an S corporation by filing Form 2553. Profit still passes through to the owners, but owners who work in the business are paid a reasonable salary through payroll, and the rest of the profit is not subject to self-employment tax. The election has limits:',
    ),
    bullets([
      'Owners: no more than 100 shareholders, generally individuals who are US citizens or residents',
      'Stock: only one class of stock, which rules out typical venture financing',
      'Timing: to apply to the current year, Form 2553 is generally due within 2 months and 15 days after the tax year begins',
      'Payroll: you pay yourself a salary, with the cost and paperwork that brings',
    ]),
    heading('Paperwork and where to form'),
    paragraph(
      'An LLC is the lighter option to run. It needs an operating agreement, an annual report in most states and little else. A corporation has bylaws, a board of directors, issued stock, and board and shareholder decisions that should be recorded in minutes. None of this is hard, but it has to be kept up.',
    ),
    paragraph(
      'For a venture-backed startup, Delaware is the usual choice. Its corporate law is detailed and predictable, its Court of Chancery specializes in business disputes, and investors and their lawyers know it well. If you operate in another state, you will usually also register your Delaware company there, so you pay fees in both. For a local business that will not raise outside money, forming in your home state is often simpler.',
    ),
    heading('A quick way to decide'),
    bullets([
      'Choose an LLC: if you are building a business that runs on its own revenue and want simple administration and pass-through taxation',
      'Choose a C Corporation: if you plan to raise venture capital, grant stock options or one day go public',
      'Consider the S corporation election: if your LLC becomes consistently profitable and you want to pay yourself a salary',
    ]),
    paragraph(
      'You can also change course later: many states let an LLC convert into a corporation, and some founders do exactly that before their first priced round. Pick the structure that fits today, and talk to a tax professional or lawyer about your specific numbers.',
    ),
  ),
  comments: [
    {
      name: 'Jordan P.',
      daysAfter: 3,
      text: 'The point that double taxation only applies to distributed profit was the piece I was missing. We went with a Delaware C Corporation.',
    },
    {
      name: 'Elena V.',
      daysAfter: 6,
      text: 'We started as an LLC and converted before our seed round. It was not hard, but starting as a corporation would have been simpler.',
    },
    {
      name: 'Sam W.',
      daysAfter: 8,
      text: 'Helpful note on the Form 2553 timing. Our accountant told us the same thing.',
    },
  ],
}

export const stateCostsPost: SeedPost = {
  title: 'What forming a company costs in each state',
  slug: 'what-forming-a-company-costs-by-state',
  category: 'forming-a-company',
  tags: ['State fees', 'LLC', 'C Corporation', 'Nonprofit'],
  cover: 'post-state-fees.svg',
  coverAlt:
    'Illustration of a map-like grid of blue state tiles with yellow and green price tags hanging over some of them',
  author: 'Rachel Kim',
  daysAgo: 24,
  excerpt:
    'State filing fees range widely and depend on the company type. Real figures from five states, the costs that come after formation, and how our order summary shows your fee.',
  content: richText(
    paragraph(
      'Every state charges a fee to file the documents that create your company, and those fees vary more than most founders expect. The same LLC can cost five times as much to form in one state as in another, and the price also depends on whether you form an LLC, a C Corporation or a Nonprofit. Here is what goes into the cost, with real figures from five states.',
    ),
    heading('The state filing fee'),
    paragraph(
      'The state filing fee is what the state charges to accept your Articles of Organization (for an LLC) or Articles of Incorporation (for a corporation or nonprofit). It is paid once, when the company is formed. We pass it on to the state unchanged, and it is separate from our package price.',
    ),
    paragraph('State filing fees in five states, for an LLC, a C Corporation and a Nonprofit:'),
    bullets([
      'Alabama: $200 for an LLC, $200 for a C Corporation, $100 for a Nonprofit',
      'Delaware: $90 for an LLC, $89 for a C Corporation, $89 for a Nonprofit',
      'Nevada: $425 for an LLC, $425 for a C Corporation, $50 for a Nonprofit',
      'Massachusetts: $500 for an LLC, $275 for a C Corporation, $35 for a Nonprofit',
      'Wyoming: $100 for an LLC, $100 for a C Corporation, $25 for a Nonprofit',
    ]),
    paragraph(
      'A few patterns stand out. Massachusetts charges far more for an LLC than for a corporation. Nevada’s figure is high because the state collects more than the articles fee at formation: its initial list of officers or managers and the state business license are paid at the same time. Nonprofits are usually the cheapest to form, though they have their own federal steps, such as applying to the IRS for tax-exempt status, which comes with its own fee.',
    ),
    heading('Fees that come after formation'),
    paragraph(
      'The filing fee is only the first cost. Most states also charge a recurring fee, usually with an annual or biennial report, and some add a franchise tax. These amounts vary widely by state and company type, and a state with a low formation fee does not necessarily have a low annual fee. Delaware, for instance, charges LLCs a flat $300 tax every year, due June 1.',
    ),
    paragraph('Other costs to plan for:'),
    bullets([
      'Registered agent: required in every state; ours is free for the first year with every package',
      'Registering in other states: if your company does business outside the state where it was formed, each of those states charges its own registration fee',
      'Certified copies and certificates: some banks and partners ask for a certified copy of your articles or a certificate of good standing, which states charge for',
      'Local licenses: cities and counties may require business licenses or permits, depending on what you do',
    ]),
    heading('Does the cheapest state make sense?'),
    paragraph(
      'It is tempting to pick the state with the lowest fee, but the state where your company actually does business will usually want it registered there too. A company formed in Wyoming but run from an office in Massachusetts, for example, generally pays Wyoming’s fees and Massachusetts’ registration fees, and needs a registered agent in both states. For most small businesses, forming in the home state is the simplest and cheapest option overall. Delaware is the common exception for startups that plan to raise venture capital.',
    ),
    heading('How pricing works when you order'),
    paragraph(
      'Our packages cost $0, $199 or $299, paid once, plus the state fee. States change their fees from time to time, so the order summary always shows the current state filing fee for the state and company type you choose, before you pay. Nothing is added at the end.',
    ),
    paragraph(
      'Standard filing follows the state’s normal processing time, which we estimate at about 2 weeks. Expedited filing costs $50 extra and moves your order to the front of our queue: we estimate about 2 business days. It is included in the Popular and Standard packages.',
    ),
    paragraph(
      'If you are comparing states for tax reasons, an accountant who knows your situation can work out the total yearly cost for you.',
    ),
  ),
  comments: [
    {
      name: 'Nora L.',
      daysAfter: 2,
      text: 'The Nevada explanation is why the number looked so high to me. Thanks for spelling it out.',
    },
    {
      name: 'Ben A.',
      daysAfter: 4,
      text: 'Good reminder that the cheapest state stops being cheapest once you have to register at home too.',
    },
  ],
}

export const operatingAgreementPost: SeedPost = {
  title: 'Operating agreements: why a single-member LLC needs one too',
  slug: 'single-member-llc-operating-agreement',
  category: 'forming-a-company',
  tags: ['Operating agreement', 'LLC'],
  cover: 'post-operating-agreement.svg',
  coverAlt:
    'Illustration of a signed agreement with two signature lines, a gold seal and a pen resting beside it',
  author: 'Luis Hernández',
  daysAgo: 37,
  excerpt:
    'An operating agreement sets out who owns your LLC and how it is run. Even with one owner, it supports your liability protection, and banks will ask for it.',
  content: richText(
    paragraph(
      'An operating agreement is the internal rulebook of an LLC: who owns it, who makes decisions and what happens when things change. Founders with partners usually see the point straight away. Solo founders often ask why they need a contract with themselves. The short answer is that it protects you, and the people you deal with will ask for it.',
    ),
    heading('Is it required?'),
    paragraph(
      'Most states do not ask you to file an operating agreement, and it stays a private document. A handful of states, New York among them, do require LLCs to adopt one. Where there is no agreement, the state’s default LLC rules decide how your company is run, and those rules were not written with your business in mind.',
    ),
    heading('Why a single-member LLC needs one'),
    bullets([
      'Liability protection: an LLC shields your personal assets only if it is treated as separate from you, and a signed agreement is clear evidence that it is a real, separate business',
      'Banks ask for it: many banks want to see the operating agreement before opening a business account, to confirm who owns the company and who may sign',
      'Proof of ownership: landlords, lenders, payment processors and future investors may ask who owns the company and in what shares',
      'Continuity: it can name who takes over if you die or cannot run the business, so the company does not stall while the courts sort it out',
      'Room to grow: when you bring in a partner later, you amend an agreement that already exists instead of starting from nothing',
    ]),
    paragraph(
      'The liability point matters most. When a court considers holding an owner personally responsible for a company’s debts, known as piercing the corporate veil, it looks at whether the owner treated the company as separate. An operating agreement, a separate bank account and clean records all help show that you did.',
    ),
    heading('What an operating agreement covers'),
    paragraph('Agreements range from a few pages to dozens, but most cover the same ground:'),
    bullets([
      'Ownership: each member’s percentage and what they contributed, whether money, property or work',
      'Management: who runs the company day to day and which decisions need a vote of the members',
      'Profits and losses: how they are shared and when money is distributed to members',
      'Members leaving: what happens if a member wants to sell, leaves, dies or becomes disabled, including how a buyout works',
      'New members: how someone joins and whether the existing members must agree',
      'Dissolution: how the company is wound up and its assets divided if you close it',
    ]),
    heading('Member-managed or manager-managed?'),
    paragraph(
      'One of the first choices in the agreement is who manages the LLC. In a member-managed LLC, the owners run the business themselves and each member can generally act for the company. This is the usual choice for single-member LLCs and for small partnerships where everyone works in the business.',
    ),
    paragraph(
      'In a manager-managed LLC, the members appoint one or more managers, who may or may not be members, to run it. The other members act more like investors. This suits companies with owners who are not involved day to day, such as a family holding company or an LLC with outside investors. Some states ask for the management structure on the formation documents, so decide before you file.',
    ),
    heading('Getting yours in place'),
    paragraph(
      'Sign the agreement when the LLC is formed, keep a copy with your formation documents, and review it whenever ownership changes. The Popular and Standard packages include an operating agreement prepared for your LLC, whether it has one member or several. For agreements with complex ownership or investor terms, have a business lawyer review the final document.',
    ),
  ),
  comments: [
    {
      name: 'Grace H.',
      daysAfter: 3,
      text: 'My bank asked for this the moment I sat down. Reading this first would have saved me a second trip.',
    },
  ],
}
