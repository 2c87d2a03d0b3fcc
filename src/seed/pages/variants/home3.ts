import type { SeedContext, SeedPage } from '../../types'
import { quotes, variantPage } from './shared'

const VIDEO_ID = '76979871'

/** Home 3 (/home-3): Forgewell, a fitness app with training plans and video classes. */
export const home3 = async ({ image }: SeedContext): Promise<SeedPage> => {
  const hero = await image(
    'hero-fitness.svg',
    'Illustration of a phone showing today’s activity rings, calories, active minutes and steps, beside a heart rate card, a 12-day streak and a dumbbell',
  )
  const hiit = await image(
    'video-class-hiit.svg',
    'A woman doing jumping jacks beside an interval timer showing 45 seconds of work',
  )
  const yoga = await image(
    'video-class-yoga.svg',
    'A woman holding a tree pose on a yoga mat between potted plants',
  )
  const strength = await image(
    'video-class-strength.svg',
    'A man lifting a barbell overhead in a gym with kettlebells on the floor',
  )
  const app = await image(
    'app-fitness.svg',
    'Two phones with the Forgewell app: today’s activity rings and a chart of the week’s workouts',
  )

  return variantPage({
    slug: 'home-3',
    title: 'Forgewell: your personal fitness coach',
    description:
      'Forgewell builds a training plan around your goals, with guided HIIT, yoga and strength classes and progress tracking. 97% of members recommend it.',
    image: hero.id,
    menu: [
      { label: 'Features', anchor: 'features' },
      { label: 'Classes', anchor: 'classes' },
      { label: 'Reviews', anchor: 'testimonial' },
      { label: 'Download', anchor: 'download' },
    ],
    layout: [
      {
        blockType: 'hero',
        anchor: 'hero',
        background: 'glow',
        variant: 'split',
        eyebrow: 'Your personal fitness coach',
        title: 'Get stronger with workouts built around your life',
        intro:
          'Forgewell builds a training plan around your goals, your schedule and the equipment you have. Follow coach-led video classes, track every session and watch your progress add up week after week.',
        links: [
          {
            link: { type: 'custom', url: '#download', label: 'Get the app', appearance: 'primary' },
          },
          {
            link: {
              type: 'custom',
              url: '#classes',
              label: 'Try a class',
              appearance: 'secondary',
            },
          },
        ],
        media: hero.id,
      },
      {
        blockType: 'cardGrid',
        anchor: 'features',
        eyebrow: 'Why Forgewell',
        title: 'Everything you need to keep showing up',
        intro:
          'Motivation fades; a good plan does not. Forgewell tells you what to do today and shows you why it is working.',
        columns: '4',
        cardStyle: 'outlined',
        items: [
          {
            icon: 'target',
            title: 'A plan made for you',
            text: 'Tell us your goal and your week, and get a plan that adjusts as you get fitter.',
          },
          {
            icon: 'video',
            title: 'Coach-led classes',
            text: 'Follow HIIT, yoga and strength sessions step by step, at home, at the gym or on the road.',
          },
          {
            icon: 'heart-pulse',
            title: 'Heart rate and effort',
            text: 'Connect your watch to see heart rate, calories and active minutes for every workout.',
          },
          {
            icon: 'trending-up',
            title: 'Progress you can see',
            text: 'Streaks, personal records and a weekly summary show how far you have come.',
          },
        ],
      },
      {
        blockType: 'video',
        anchor: 'classes',
        background: 'tinted',
        eyebrow: 'Classes',
        title: 'Try a class before you download',
        intro: 'Three of the coach-led sessions waiting in the app. Press play and join in.',
        layout: 'cards',
        items: [
          {
            thumbnail: hiit.id,
            title: 'HIIT Ignite',
            description:
              'Short bursts of work and rest that raise your heart rate and build stamina. No equipment needed.',
            video: {
              provider: 'vimeo',
              videoId: VIDEO_ID,
              title: 'Forgewell HIIT Ignite class preview',
            },
          },
          {
            thumbnail: yoga.id,
            title: 'Morning Flow Yoga',
            description:
              'A gentle flow that builds balance and flexibility, so you start the day calm and focused.',
            video: {
              provider: 'vimeo',
              videoId: VIDEO_ID,
              title: 'Forgewell Morning Flow Yoga class preview',
            },
          },
          {
            thumbnail: strength.id,
            title: 'Strength Foundations',
            description:
              'Learn the big lifts with clear cues on form, then add weight safely week by week.',
            video: {
              provider: 'vimeo',
              videoId: VIDEO_ID,
              title: 'Forgewell Strength Foundations class preview',
            },
          },
        ],
      },
      {
        blockType: 'ticker',
        anchor: 'programs',
        eyebrow: 'A class for every goal',
        items: [
          { label: 'HIIT', icon: 'zap' },
          { label: 'Yoga', icon: 'heart-pulse' },
          { label: 'Strength', icon: 'dumbbell' },
          { label: 'Pilates', icon: 'target' },
          { label: 'Mobility', icon: 'refresh' },
          { label: 'Running', icon: 'timer' },
          { label: 'Boxing', icon: 'zap' },
          { label: 'Core', icon: 'dumbbell' },
          { label: 'Stretching', icon: 'heart-pulse' },
          { label: 'Recovery', icon: 'sofa' },
        ],
      },
      {
        blockType: 'testimonials',
        anchor: 'testimonial',
        background: 'tinted',
        eyebrow: 'Member stories',
        title: '97% of members recommend Forgewell',
        intro: 'In their own words, from people training at home, at the gym and on the road.',
        layout: 'masonry',
        items: await quotes(image, [
          {
            quote:
              'I work twelve-hour shifts, so the gym never happened. Forgewell gives me a twenty-minute session that fits between school pickup and dinner, and I have not skipped a week since spring.',
            name: 'Aisha Bello',
            role: 'ER nurse, Columbus',
            avatar: 'avatar-aisha-bello.svg',
            rating: 5,
          },
          {
            quote: 'The strength plan finally taught me proper form. My deadlift keeps going up.',
            name: 'Ben Carter',
            role: 'Software engineer, Denver',
            avatar: 'avatar-ben-carter.svg',
            rating: 5,
          },
          {
            quote:
              'I send my own students to the Morning Flow classes. The cues are clear and the pacing is kind to beginners.',
            name: 'Lena Fischer',
            role: 'Yoga teacher, Portland',
            avatar: 'avatar-lena-fischer.svg',
            rating: 5,
          },
          {
            quote:
              'I use Forgewell for strength and mobility between runs. Seeing heart rate and recovery next to each workout helps me go hard on the right days and easy on the rest, and I came through my last training block without a single injury.',
            name: 'Omar Haddad',
            role: 'Marathon runner, Chicago',
            avatar: 'avatar-omar-haddad.svg',
            rating: 5,
          },
          {
            quote: 'Beautifully simple. I open the app, press start and I am done in half an hour.',
            name: 'Grace Liu',
            role: 'Product designer, Seattle',
            avatar: 'avatar-grace-liu.svg',
            rating: 4,
          },
          {
            quote:
              'At 64 I wanted something gentle but real. The plan started me slowly, and now I do the strength classes twice a week. My doctor is impressed.',
            name: 'Samuel Reed',
            role: 'Retired teacher, Atlanta',
            avatar: 'avatar-samuel-reed.svg',
            rating: 5,
          },
        ]),
      },
      {
        blockType: 'cta',
        anchor: 'download',
        background: 'glow',
        eyebrow: 'Get the app',
        title: 'Your next workout fits in your pocket',
        intro:
          'Download Forgewell, choose your goal and start your first class today. Your plan, your classes and your progress go wherever you train.',
        apps: { appStore: '/coming-soon', googlePlay: '/coming-soon' },
        media: app.id,
      },
    ],
  })
}
