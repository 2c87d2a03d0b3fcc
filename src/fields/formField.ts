import type { Condition, Field } from 'payload'

/**
 * A short form inside a section, such as a newsletter or "tell me when it launches" box: one
 * line, usually just an email and its button. The form itself is built under Forms.
 */
export const inlineFormField = (description: string, condition?: Condition): Field => ({
  name: 'form',
  type: 'relationship',
  relationTo: 'forms',
  admin: {
    condition,
    description: `${description} Optional; choose a form from Forms, usually one with only an email field, e.g. "Newsletter".`,
  },
})
