import { bullets, heading, paragraph, richText } from './richText'
import type { ContentBlock } from '@/payload-types'

export type SeedPost = {
  title: string
  /** Lowercase letters, digits and single hyphens. */
  slug: string
  category: 'forming-a-company' | 'taxes-and-ein' | 'staying-compliant' | 'banking-and-money'
  /** Short human tags, spelled the same across posts so tag pages group them. */
  tags: string[]
  /** A file name in src/seed/assets. */
  cover: string
  coverAlt: string
  /** The name of a seeded team member. */
  author: string
  /** Publication age in days; distinct per post. */
  daysAgo: number
  excerpt: string
  content: ContentBlock['content']
  /** Sample reader comments shown under the post. */
  comments: { name: string; daysAfter: number; text: string }[]
}

/** The blog’s launch posts, newest first. */
export const POSTS: SeedPost[] = [
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
    title: 'Opening a business bank account: what banks will ask for',
    slug: 'opening-a-business-bank-account',
    category: 'banking-and-money',
    tags: ['Banking', 'EIN', 'Operating agreement'],
    cover: 'post-business-bank-account.svg',
    coverAlt:
      'Illustration of a bank building with columns and steps, with a payment card and a stack of coins in front',
    author: 'Sofia Rossi',
    daysAgo: 52,
    excerpt:
      'The documents banks ask for when you open a business account, from your EIN letter to a banking resolution, and how to keep company money separate once it is open.',
    content: richText(
      paragraph(
        'Opening a business bank account is usually the first thing founders do once their company is approved, and for good reason: you cannot keep business money separate without one. Every bank has its own checklist, but the core documents are much the same everywhere. Having them ready turns a frustrating appointment into a short one.',
      ),
      heading('The documents banks ask for'),
      bullets([
        'EIN confirmation: the IRS letter with your company’s Employer Identification Number, usually the CP 575 notice issued with the EIN; if you have lost it, the IRS can send a 147C verification letter',
        'Formation documents: your approved Articles of Organization for an LLC, or Articles of Incorporation for a corporation, as filed with the state',
        'Operating agreement or bylaws: to show who owns the company and who may act for it',
        'Identification: a government-issued photo ID, such as a driver’s license or passport, for each person opening the account',
        'Ownership details: names, addresses, dates of birth and ID numbers for anyone who owns 25% or more of the company, and for one person who controls it',
        'An opening deposit: some accounts require a minimum amount to open',
      ]),
      paragraph(
        'Some banks also ask for a certificate of good standing from the state, especially if the company was formed a while ago or in another state, and for a business license if your city or county requires one.',
      ),
      heading('Corporations: the banking resolution'),
      paragraph(
        'If your company is a corporation, the bank will usually ask for a banking resolution as well. This is a short document, adopted by the board of directors, that authorizes the company to open the account and names the officers who may sign checks, move money and deal with the bank. Many banks provide their own template. An LLC sometimes provides a similar resolution signed by its members, especially when the operating agreement does not clearly say who may open accounts.',
      ),
      heading('Founders outside the US'),
      paragraph(
        'Founders who live abroad can usually open an account for their US company, but it takes more planning. Some banks require a visit to a branch in person; others accept online applications with a passport and proof of your home address. Expect more questions about what the company does and where its money will come from. Have your EIN letter ready before you apply, since it is the tax ID the bank will record for the company.',
      ),
      heading('Keep business and personal money apart'),
      paragraph(
        'Once the account is open, use it for everything the company earns and spends, and for nothing else. Paying personal bills from the business account, or business costs from your own card, is called commingling. Besides making your bookkeeping harder, it can weaken your liability protection: if a court finds that you and the company were not really separate, it can pierce the corporate veil and hold you personally responsible for company debts.',
      ),
      paragraph(
        'When you take money out as an owner, record it properly: as an owner’s draw or distribution from an LLC, or as salary or a dividend from a corporation. If you pay a business cost personally by mistake, reimburse yourself from the business account and keep the receipt.',
      ),
      heading('Set up bookkeeping from day one'),
      bullets([
        'Pick a tool: accounting software, or even a well-kept spreadsheet, linked to the business account if possible',
        'Categorize as you go: income, costs and owner withdrawals, every week or month rather than at tax time',
        'Keep receipts: digital copies of invoices and receipts, stored with the transactions they belong to',
        'Reconcile monthly: check that your books match the bank statement',
      ]),
      paragraph(
        'The Popular and Standard packages include help opening a business bank account once your company and EIN are in place. For questions about how to pay yourself or how to set up your books, a bookkeeper or accountant can advise on your specific situation.',
      ),
    ),
    comments: [
      {
        name: 'Wei C.',
        daysAfter: 4,
        text: 'I live in Singapore and this was exactly my experience: the bank wanted the EIN letter and my passport, then a video call.',
      },
      {
        name: 'Daniela F.',
        daysAfter: 10,
        text: 'I did not know about the 147C letter. That saved me a lot of digging.',
      },
    ],
  },
  {
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
  },
]
