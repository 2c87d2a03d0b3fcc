import type { FaqTopic } from '@/collections/Faqs/topics'
import type { Faq } from '@/payload-types'
import { cachedQuery, listTag } from '@/utilities/contentCache'
import { getPayloadClient } from '@/utilities/payload'

export type Question = Pick<Faq, 'id' | 'question' | 'answer'>

/** The questions of one topic in the order staff set, as any visitor may read them. */
export const questionsOf = (topic: FaqTopic, limit?: number | null): Promise<Question[]> =>
  cachedQuery(['faqs', topic, `${limit ?? 50}`], [listTag('faqs')], async () => {
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
  })
