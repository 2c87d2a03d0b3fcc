/** The choices of a job's select fields, shared by the collection and the views. */
export const JOB_CATEGORIES = [
  { label: 'Design', value: 'design' },
  { label: 'Development', value: 'development' },
  { label: 'Business', value: 'business' },
] as const

export const TIME_TYPES = [
  { label: 'Full time', value: 'full-time' },
  { label: 'Part time', value: 'part-time' },
  { label: 'Contract', value: 'contract' },
  { label: 'Internship', value: 'internship' },
] as const
