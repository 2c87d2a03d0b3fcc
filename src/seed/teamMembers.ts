import type { Payload } from 'payload'

import type { Media } from '@/payload-types'

type Image = (file: string, alt: string) => Promise<Media>

type Member = { name: string; role: string; bio: string; portrait: string; look: string }

/** The people behind the service, in the order the team page shows them. */
const members: Member[] = [
  {
    name: 'Daniel Okafor',
    role: 'Founder and CEO',
    portrait: 'team-daniel-okafor.svg',
    look: 'a man with a short beard in a blue sweater',
    bio: 'Formed three companies of his own before starting this one, and lost weeks to paperwork each time. He still reads every review customers leave.',
  },
  {
    name: 'Rachel Kim',
    role: 'Head of filing',
    portrait: 'team-rachel-kim.svg',
    look: 'a woman with long dark hair and round glasses',
    bio: 'Leads the filing team and knows how each secretary of state wants its forms. Reviews complex C Corporation and Nonprofit filings herself.',
  },
  {
    name: 'Hannah Brooks',
    role: 'Registered agent lead',
    portrait: 'team-hannah-brooks.svg',
    look: 'a woman with red hair in a bun and small earrings',
    bio: 'Makes sure every legal notice and state letter sent to your registered agent address is scanned and forwarded to you the same business day.',
  },
  {
    name: 'Marcus Bell',
    role: 'Customer support lead',
    portrait: 'team-marcus-bell.svg',
    look: 'a man with curly black hair in a teal sweater',
    bio: 'Runs the support desk by phone and email. When an order needs a decision from you, he is usually the one who calls.',
  },
  {
    name: 'Priya Raman',
    role: 'Tax and bookkeeping advisor',
    portrait: 'team-priya-raman.svg',
    look: 'a woman with long black hair and gold earrings',
    bio: 'Helps new owners choose how their company is taxed, set up their books and keep federal and state deadlines in view.',
  },
  {
    name: 'Luis Hernández',
    role: 'Filing specialist',
    portrait: 'team-luis-hernandez.svg',
    look: 'a man with short brown hair and round glasses',
    bio: 'Prepares Articles of Organization and Incorporation, and is the team’s go-to for Texas, Florida and California filings.',
  },
  {
    name: 'Sofia Rossi',
    role: 'Customer support specialist',
    portrait: 'team-sofia-rossi.svg',
    look: 'a woman with long curly auburn hair',
    bio: 'Answers questions about packages, state fees and order status, and guides founders who are forming a US company from abroad.',
  },
  {
    name: 'Tom Whitaker',
    role: 'Filing specialist, annual reports',
    portrait: 'team-tom-whitaker.svg',
    look: 'a man with grey hair, a grey beard and glasses',
    bio: 'Tracks annual report and franchise tax due dates so the companies we form stay in good standing after their first year.',
  },
]

/** Creates the team; pages made afterwards show its members through Team sections. */
export async function seedTeamMembers(
  payload: Payload,
  image: Image,
  context: Record<string, unknown>,
): Promise<void> {
  for (const [i, { portrait, look, ...member }] of members.entries()) {
    const photo = await image(portrait, `Illustrated portrait of ${member.name}, ${look}`)
    await payload.create({
      collection: 'team-members',
      data: { ...member, photo: photo.id, order: (i + 1) * 10 },
      context,
      overrideAccess: true,
    })
  }
}
