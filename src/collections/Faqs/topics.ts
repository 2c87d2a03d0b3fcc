/** The topics a question belongs to; FAQ sections pick theirs by topic. */
export const faqTopics = [
  { label: 'General Question', value: 'general' },
  { label: 'Account & Support', value: 'account' },
  { label: 'Purchasing Online', value: 'purchasing' },
  { label: 'Technical Methods', value: 'technical' },
  { label: 'Ordering', value: 'ordering' },
  { label: 'Branding services', value: 'branding' },
] as const

export type FaqTopic = (typeof faqTopics)[number]['value']

export const faqTopicOptions = faqTopics.map(({ label, value }) => ({ label, value }))
