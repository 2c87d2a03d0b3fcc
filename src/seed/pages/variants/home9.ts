import { seedLink } from '../../links'
import { paragraphs } from '../../richText'
import type { SeedContext, SeedPage } from '../../types'
import { founderLogos, integrationLogos } from '../logos'
import { tallyhourPricing } from './home9Pricing'
import { quotes, variantPage } from './shared'

/** Home 9: Tallyhour, time tracking for freelancers and teams (display only). */
export const home9 = async ({ pages, image }: SeedContext): Promise<SeedPage> => {
  const hero = await image(
    'hero-time-tracking.svg',
    'Illustration of a time-tracking app with a running timer, a weekly bar chart of hours and a wall clock',
  )
  const dashboard = await image(
    'time-dashboard.svg',
    'Timesheet showing five team members’ hours from Monday to Friday with weekly totals',
  )
  const tabTracking = await image(
    'tab-time-tracking.svg',
    'Timer screen with a running timer and today’s and yesterday’s time entries',
  )
  const tabProjects = await image(
    'tab-project-management.svg',
    'Project board with task cards in To do, In progress, Review and Done columns',
  )
  const tabTeam = await image(
    'tab-team-management.svg',
    'Team screen with six people’s cards showing their department, availability and workload',
  )
  const tabReports = await image(
    'tab-reporting.svg',
    'Reports screen with hours by project in a donut chart, billable share and weekly hours bars',
  )
  const app = await image(
    'app-time-tracking.svg',
    'The Tallyhour app on a phone with a running timer and today’s time entries',
  )

  return variantPage({
    slug: 'home-9',
    title: 'Tallyhour: time tracking for teams',
    description:
      'Tallyhour tracks time, projects and team workload in one place, with reports that make billing easy. Connects with 70+ tools. Try it free for 30 days.',
    image: hero.id,
    menu: [
      { label: 'Features', anchor: 'features' },
      { label: 'Product', anchor: 'product' },
      { label: 'Pricing', anchor: 'pricing' },
      { label: 'Reviews', anchor: 'testimonial' },
      { label: 'FAQ', anchor: 'faq' },
    ],
    layout: [
      {
        blockType: 'hero',
        anchor: 'hero',
        background: 'glow',
        variant: 'split',
        eyebrow: 'Time tracking for teams',
        title: 'Know where every hour goes',
        intro:
          'Tallyhour turns the time your team spends into clear timesheets, accurate invoices and reports you can act on. Start a timer in one click and see every project’s hours at a glance.',
        links: [
          { link: seedLink(pages, 'Get a quote', '/quote', 'primary') },
          {
            link: {
              type: 'custom',
              url: '#pricing',
              label: 'See pricing',
              appearance: 'secondary',
            },
          },
        ],
        media: hero.id,
      },
      {
        blockType: 'stats',
        anchor: 'numbers',
        background: 'tinted',
        spacing: 'compact',
        title: 'Teams count on Tallyhour every day',
        layout: 'band',
        items: [
          { value: '36K+', label: 'clients tracking time' },
          { value: '80%', label: 'team engagement' },
          { value: '54K+', label: 'projects tracked' },
          { value: '72+', label: 'industry awards' },
        ],
      },
      {
        blockType: 'cardGrid',
        anchor: 'features',
        eyebrow: 'Features',
        title: 'Everything you need to track and bill time',
        intro: 'Simple enough for a freelancer on day one, powerful enough for a growing company.',
        columns: '4',
        cardStyle: 'tinted',
        items: [
          {
            icon: 'timer',
            title: 'One-click timer',
            text: 'Start and stop a timer from any project or task, and switch between them without losing a minute.',
          },
          {
            icon: 'calendar',
            title: 'Automatic timesheets',
            text: 'Tracked time fills in each person’s weekly timesheet, ready for review and approval.',
          },
          {
            icon: 'calculator',
            title: 'Billable rates',
            text: 'Set rates by client, project or person, and see what every hour is worth as it is tracked.',
          },
          {
            icon: 'target',
            title: 'Budget alerts',
            text: 'Get notified before a project runs over its hours or budget, while there is still time to act.',
          },
        ],
      },
      {
        blockType: 'content',
        anchor: 'dashboard',
        background: 'tinted',
        eyebrow: 'Team dashboard',
        title: 'See your whole team’s week at a glance',
        content: paragraphs(
          'The Tallyhour dashboard shows who worked on what, day by day, with totals for the week. Spot overtime early, balance workloads and approve timesheets in one pass.',
        ),
        list: {
          style: 'checks',
          items: [
            {
              title: 'Weekly totals',
              text: 'Hours per person and per day, updated as timers run.',
            },
            {
              title: 'One-pass approvals',
              text: 'Review and approve a whole team’s timesheets on one screen.',
            },
            {
              title: 'Exports for payroll',
              text: 'Send approved hours to payroll or download them as a spreadsheet.',
            },
          ],
        },
        links: [{ link: seedLink(pages, 'Get a quote', '/quote', 'primary') }],
        media: dashboard.id,
        mediaPosition: 'left',
      },
      {
        blockType: 'tabs',
        anchor: 'product',
        eyebrow: 'The product',
        title: 'One app for time, projects and people',
        intro: 'Four tools that share the same data, so nothing is typed twice.',
        items: [
          {
            label: 'Time Tracking',
            title: 'Track time the way you work',
            text: 'Use the timer as you go, or add hours afterwards. Every entry is tied to a client, project and task.',
            points: [
              { text: 'One-click timer in any browser' },
              { text: 'Manual entries and quick edits' },
              { text: 'Idle detection keeps timesheets honest' },
            ],
            media: tabTracking.id,
          },
          {
            label: 'Project Management',
            title: 'Plan projects next to the hours they take',
            text: 'Move tasks across a simple board and see how much time each one has used against its estimate.',
            points: [
              { text: 'Boards with To do, In progress, Review and Done' },
              { text: 'Estimates and budgets per task' },
              { text: 'Deadlines and assignees at a glance' },
            ],
            media: tabProjects.id,
          },
          {
            label: 'Team Management',
            title: 'Balance the workload across your team',
            text: 'See who is available, who is at capacity and who is away, before you assign the next task.',
            points: [
              { text: 'Availability and time off in one view' },
              { text: 'Roles and permissions for every member' },
              { text: 'Workload bars by person and department' },
            ],
            media: tabTeam.id,
          },
          {
            label: 'Reporting Analysis',
            title: 'Reports that answer real questions',
            text: 'Find out which projects earn the most, where time leaks away and how billable your team really is.',
            points: [
              { text: 'Hours by project, client and person' },
              { text: 'Billable share and average day' },
              { text: 'Share reports with clients by link' },
            ],
            media: tabReports.id,
          },
        ],
      },
      tallyhourPricing(pages),
      {
        blockType: 'logos',
        anchor: 'integrations',
        spacing: 'normal',
        layout: 'grid',
        eyebrow: 'Integrations',
        title: 'Works with 70+ tools you already use',
        intro:
          'Send hours to payroll, invoices to accounting and tasks to your calendar, with no copying between apps.',
        logos: [...(await founderLogos(image)), ...(await integrationLogos(image))],
      },
      {
        blockType: 'testimonials',
        anchor: 'testimonial',
        background: 'tinted',
        eyebrow: 'Testimonials',
        title: 'What teams say about Tallyhour',
        layout: 'single',
        items: await quotes(image, [
          {
            quote:
              'Before Tallyhour we rebuilt our timesheets from memory every Friday. Now the hours are already there, invoices go out on Monday and we finally know which clients are worth the time.',
            name: 'Nina Petrova',
            role: 'Operations director, Brightfold Design Co.',
            avatar: 'avatar-nina-petrova.svg',
            rating: 5,
          },
        ]),
      },
      {
        blockType: 'faq',
        anchor: 'faq',
        eyebrow: 'FAQ',
        title: 'Questions about Tallyhour',
        layout: 'accordion',
        groups: [{ topic: 'time-tracking', limit: 5 }],
        closing: 'Still have questions?',
        links: [{ link: seedLink(pages, 'Contact us', '/contact', 'secondary') }],
      },
      {
        blockType: 'cta',
        anchor: 'download',
        background: 'glow',
        eyebrow: 'Mobile apps',
        title: 'Track time wherever the work happens',
        intro:
          'Start and stop timers from your phone, then pick up on your computer where you left off. Tallyhour for iPhone and Android is coming soon.',
        apps: { appStore: '/coming-soon', googlePlay: '/coming-soon' },
        media: app.id,
      },
    ],
  })
}
