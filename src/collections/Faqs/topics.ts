/** The topics a question belongs to; FAQ sections pick theirs by topic. */
export const faqTopics = [
  { label: 'General Question', value: 'general' },
  { label: 'Account & Support', value: 'account' },
  { label: 'Purchasing Online', value: 'purchasing' },
  { label: 'Technical Methods', value: 'technical' },
  { label: 'Ordering', value: 'ordering' },
  { label: 'Branding services', value: 'branding' },
  { label: 'Digital agency (home 1)', value: 'agency' },
  { label: 'Online courses (home 4)', value: 'courses' },
  { label: 'Cold email (home 6)', value: 'cold-email' },
  { label: 'Time tracking (home 9)', value: 'time-tracking' },
] as const

export type FaqTopic = (typeof faqTopics)[number]['value']

export const faqTopicOptions = faqTopics.map(({ label, value }) => ({ label, value }))
