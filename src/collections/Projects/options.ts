/** The choices of a project's select fields, shared by the collection, the block and the views. */
export const PROJECT_CATEGORIES = [
  { label: 'UI/UX Design', value: 'ui-ux-design' },
  { label: 'Branding', value: 'branding' },
  { label: 'Marketing', value: 'marketing' },
  { label: 'Commercial', value: 'commercial' },
] as const

/** The portfolio filters' tags: a project carries every tag a visitor might filter it by. */
export const PROJECT_TAGS = [
  { label: 'Website', value: 'website' },
  { label: 'Branding', value: 'branding' },
  { label: 'Commercial', value: 'commercial' },
  { label: 'Digital Art', value: 'digital-art' },
  { label: 'UI/UX Design', value: 'ui-ux-design' },
  { label: 'Design', value: 'design' },
] as const

export type ProjectTag = (typeof PROJECT_TAGS)[number]['value']
