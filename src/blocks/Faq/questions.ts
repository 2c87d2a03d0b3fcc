import type { FaqTopic } from '@/collections/Faqs/topics'
import type { Faq } from '@/payload-types'
import { getPayloadClient } from '@/utilities/payload'

export type Question = Pick<Faq, 'id' | 'question' | 'answer'>

/** The questions of one topic in the order staff set, as any visitor may read them. */
export async function questionsOf(topic: FaqTopic, limit?: number | null): Promise<Question[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'faqs',
    where: { topic: { equals: topic } },
    sort: '_order',
    limit: limit ?? 50,
    depth: 0,
    select: { question: true, answer: true },
    overrideAccess: false,
  })
  return docs
}

/** An answer's paragraphs: staff separate them with an empty line. */
export const paragraphs = (answer: string): string[] =>
  answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
