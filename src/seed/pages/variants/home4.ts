import { seedLink } from '../../links'
import { paragraphs } from '../../richText'
import type { SeedContext, SeedPage } from '../../types'
import { quotes, variantPage } from './shared'

/** Home 4: an online course marketplace, "Tideway Academy" (display only). */
export const home4 = async ({ pages, image }: SeedContext): Promise<SeedPage> => {
  const hero = await image(
    'hero-courses.svg',
    'Illustration of a laptop playing a video lesson beside a lesson checklist, a stack of books, a graduation cap and a card reading "Lesson 4 of 12"',
  )
  const instructor = await image(
    'instructor-amara-cole.svg',
    'Illustrated portrait of instructor Amara Cole, smiling in round glasses and holding a notebook',
  )
  const app = await image(
    'app-courses.svg',
    'The Tideway Academy app on a phone, showing "My courses" with a lesson to continue and progress bars for four courses',
  )
  const course = (file: string, alt: string) => image(file, alt).then((media) => media.id)

  return variantPage({
    slug: 'home-4',
    title: 'Online courses taught by working professionals',
    description:
      'Learn web design, data analysis, Python, marketing and more with Tideway Academy: self-paced video courses by working professionals, free and paid.',
    image: hero.id,
    menu: [
      { label: 'About', anchor: 'about' },
      { label: 'Courses', anchor: 'courses' },
      { label: 'Instructors', anchor: 'instructors' },
      { label: 'Reviews', anchor: 'testimonial' },
      { label: 'FAQ', anchor: 'faq' },
    ],
    layout: [
      {
        blockType: 'hero',
        anchor: 'hero',
        background: 'glow',
        variant: 'split',
        eyebrow: 'Tideway Academy online courses',
        title: 'Learn the skills your next role asks for',
        intro:
          'Self-paced video courses in design, data, code and communication, taught by people who do the work every day. Start with a free course, study on your schedule and build projects you can show.',
        links: [
          { link: seedLink(pages, 'Start learning free', '/sign-up', 'primary') },
          {
            link: {
              type: 'custom',
              url: '#courses',
              label: 'Browse courses',
              appearance: 'secondary',
            },
          },
        ],
        media: hero.id,
      },
      {
        blockType: 'ticker',
        anchor: 'topics',
        spacing: 'compact',
        items: [
          { label: 'Web design', icon: 'layout' },
          { label: 'Photography', icon: 'palette' },
          { label: 'Data analysis', icon: 'chart' },
          { label: 'Public speaking', icon: 'message-circle' },
          { label: 'Digital marketing', icon: 'trending-up' },
          { label: 'Python', icon: 'code' },
          { label: 'UX research', icon: 'search' },
          { label: 'Illustration', icon: 'pen-tool' },
          { label: 'Project management', icon: 'clipboard' },
          { label: 'E-commerce', icon: 'shopping-cart' },
          { label: 'Video editing', icon: 'video' },
          { label: 'Copywriting', icon: 'file-text' },
        ],
      },
      {
        blockType: 'content',
        anchor: 'about',
        background: 'tinted',
        eyebrow: 'About Tideway Academy',
        title: 'Practical courses, built with schools and industry',
        content: paragraphs(
          'Tideway Academy brings together courses from partner schools and independent instructors in one place. Every course is built around short video lessons, hands-on projects and real examples from the instructor’s own work.',
          'Learn on your laptop or your phone, at whatever pace fits your week. Your progress follows you from one device to the next.',
        ),
        list: {
          style: 'checks',
          items: [
            {
              title: 'Learn by doing',
              text: 'Each course ends with a project you can add to your portfolio.',
            },
            {
              title: 'Taught by practitioners',
              text: 'Instructors are designers, analysts, developers and marketers working in their field.',
            },
            {
              title: 'Free to start',
              text: 'Try a subject with a free course before you invest in a full program.',
            },
          ],
        },
      },
      {
        blockType: 'stats',
        anchor: 'numbers',
        background: 'dark',
        spacing: 'compact',
        title: 'Learning that grows every day',
        layout: 'band',
        items: [
          { value: '250', label: 'partner schools' },
          { value: '50,000+', label: 'students enrolled' },
          { value: '20,700', label: 'courses to choose from' },
        ],
      },
      {
        blockType: 'courses',
        anchor: 'courses',
        eyebrow: 'Popular courses',
        title: 'Start with a course students love',
        intro:
          'Hand-picked courses across our most popular topics, from quick free introductions to complete professional programs.',
        items: [
          {
            image: await course(
              'course-web-design.svg',
              'A web page layout in a browser window with a pointer and a selection frame',
            ),
            tag: 'Web design',
            price: 10,
            rating: 4.8,
            title: 'Web Design Fundamentals: From Wireframe to Live Site',
            lessons: 24,
            hours: 6.5,
            link: seedLink(pages, 'Enroll now', '/sign-up'),
          },
          {
            image: await course(
              'course-photography.svg',
              'A camera with two instant photos on an orange background',
            ),
            tag: 'Photography',
            price: 0,
            rating: 4.7,
            title: 'Smartphone Photography Essentials',
            lessons: 12,
            hours: 3,
            link: seedLink(pages, 'Start for free', '/sign-up'),
          },
          {
            image: await course(
              'course-data-analysis.svg',
              'A spreadsheet beside a bar chart and a pie chart on a green background',
            ),
            tag: 'Data',
            price: 650,
            rating: 4.9,
            title: 'Professional Certificate in Data Analysis',
            lessons: 48,
            hours: 22,
            link: seedLink(pages, 'Enroll now', '/sign-up'),
          },
          {
            image: await course(
              'course-public-speaking.svg',
              'A microphone on a stage under two spotlights, with red curtains behind',
            ),
            tag: 'Communication',
            price: 0,
            rating: 4.6,
            title: 'Speak with Confidence: Public Speaking Basics',
            lessons: 10,
            hours: 2.5,
            link: seedLink(pages, 'Start for free', '/sign-up'),
          },
          {
            image: await course(
              'course-digital-marketing.svg',
              'A megaphone beside a sales funnel on a purple background',
            ),
            tag: 'Marketing',
            price: 45,
            rating: 4.7,
            title: 'Digital Marketing Strategy for Small Businesses',
            lessons: 20,
            hours: 8,
            link: seedLink(pages, 'Enroll now', '/sign-up'),
          },
          {
            image: await course(
              'course-python.svg',
              'A code editor window with colored lines of code and a curly-brace badge',
            ),
            tag: 'Programming',
            price: 250,
            rating: 4.8,
            title: 'Python for Beginners: Automate Everyday Tasks',
            lessons: 36,
            hours: 14,
            link: seedLink(pages, 'Enroll now', '/sign-up'),
          },
        ],
      },
      {
        blockType: 'content',
        anchor: 'instructors',
        background: 'tinted',
        eyebrow: 'Meet your instructor',
        title: 'Learn from people who do the work',
        content: paragraphs(
          'Amara Cole leads our data analysis program. She has spent her career turning messy spreadsheets into decisions for retail and healthcare teams, and she teaches the way she works: one real dataset, one clear question at a time.',
          'Like every Tideway instructor, Amara reviews her course each season, answers questions in the course forum and grades the final projects of her certificate students.',
        ),
        list: {
          style: 'checks',
          items: [
            { text: 'Lessons recorded from real projects, not slides read aloud' },
            { text: 'Feedback on your projects from the instructor’s team' },
            { text: 'Course material updated as tools and practices change' },
          ],
        },
        links: [{ link: seedLink(pages, 'Teach with us', '/career', 'secondary') }],
        media: instructor.id,
        mediaPosition: 'left',
      },
      {
        blockType: 'testimonials',
        anchor: 'testimonial',
        eyebrow: 'Student stories',
        title: 'What our students say',
        layout: 'grid',
        items: await quotes(image, [
          {
            quote:
              'I finished the data analysis certificate in the evenings while working full time. Three months later I moved from the front desk into our company’s reporting team.',
            name: 'Maya Lopez',
            role: 'Reporting Analyst, Brookfield Dental Group',
            avatar: 'avatar-maya-lopez.svg',
            rating: 5,
          },
          {
            quote:
              'The Python course skipped the theory I did not need and went straight to scripts I could use. I automated a weekly report that used to take me half a day.',
            name: 'Kevin Turner',
            role: 'Operations Manager, Harlow Freight',
            avatar: 'avatar-kevin-turner.svg',
            rating: 5,
          },
          {
            quote:
              'I took the free public speaking course before a big pitch and it made a real difference. Short lessons, practical exercises, and I could watch them on my commute.',
            name: 'Aisha Bello',
            role: 'Founder, Bello Botanicals',
            avatar: 'avatar-aisha-bello.svg',
            rating: 5,
          },
        ]),
      },
      {
        blockType: 'faq',
        anchor: 'faq',
        background: 'tinted',
        eyebrow: 'FAQ',
        title: 'Questions about learning with us',
        layout: 'accordion',
        groups: [{ topic: 'courses', limit: 5 }],
        closing: 'Still have a question?',
        links: [{ link: seedLink(pages, 'Contact us', '/contact', 'secondary') }],
      },
      {
        blockType: 'cta',
        anchor: 'download',
        background: 'glow',
        eyebrow: 'Tideway Academy app',
        title: 'Take your courses everywhere',
        intro:
          'Pick up a lesson where you left off, on your phone or tablet, and download lessons to watch on the go. Our mobile app is almost ready.',
        apps: { appStore: '/coming-soon', googlePlay: '/coming-soon' },
        media: app.id,
      },
    ],
  })
}
