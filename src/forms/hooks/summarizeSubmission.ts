import type { CollectionBeforeChangeHook } from 'payload'

const MAX = 120

/** One line for the admin list: the sender's email or name, then the start of their message. */
export const summarizeSubmission: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation !== 'create') return data
  const rows: { field: string; value: string }[] = data.submissionData ?? []
  const valueOf = (pattern: RegExp) => rows.find((row) => pattern.test(row.field))?.value
  const who = valueOf(/email/i) ?? valueOf(/name/i)
  const what = valueOf(/message|comment|details|question/i)
  const line = [who, what].filter(Boolean).join(': ').replace(/\s+/g, ' ')
  data.summary = line.length > MAX ? `${line.slice(0, MAX - 1)}…` : line || 'Submission'
  return data
}
