import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { DOCUMENT_TYPES, MAX_UPLOAD_BYTES } from '@/collections/SubmissionFiles/accepted'

import { paragraphs } from './richText'

type FormData = RequiredDataFromCollectionSlug<'forms'>
type Fields = NonNullable<FormData['fields']>

const COMPANY_TYPES = [
  { label: 'LLC', value: 'LLC' },
  { label: 'C Corporation', value: 'C Corporation' },
  { label: 'Nonprofit', value: 'Nonprofit' },
  { label: 'Not sure yet', value: 'Not sure yet' },
]

const name: Fields = [
  { blockType: 'text', name: 'firstName', label: 'First name', required: true, width: 50 },
  { blockType: 'text', name: 'lastName', label: 'Last name', required: true, width: 50 },
]
const email = (width = 50): Fields[number] => ({
  blockType: 'email',
  name: 'email',
  label: 'Email',
  required: true,
  width,
})
const emailOnly: Fields = [
  { blockType: 'email', name: 'email', label: 'Email address', required: true },
]

/** The forms the seeded pages show, by the key page builders use. */
export const seedForms = {
  contact: {
    title: 'Contact',
    submitButtonLabel: 'Send message',
    confirmationMessage: paragraphs(
      'Thank you for your message. We reply within 24 hours, Monday to Friday 9 am to 5 pm EST.',
    ),
    fields: [
      ...name,
      email(),
      { blockType: 'phone', name: 'phone', label: 'Phone', required: false, width: 50 },
      { blockType: 'text', name: 'subject', label: 'Subject', required: true },
      { blockType: 'textarea', name: 'message', label: 'Message', required: true },
    ],
  },
  quote: {
    title: 'Quote request',
    submitButtonLabel: 'Request my quote',
    confirmationMessage: paragraphs(
      'Thank you. A formation specialist will send your quote within one business day.',
    ),
    fields: [
      ...name,
      email(),
      { blockType: 'phone', name: 'phone', label: 'Phone', required: false, width: 50 },
      {
        blockType: 'select',
        name: 'companyType',
        label: 'Company type',
        required: true,
        width: 50,
        placeholder: 'Choose a company type',
        options: COMPANY_TYPES,
      },
      { blockType: 'state', name: 'state', label: 'Formation state', required: true, width: 50 },
      {
        blockType: 'textarea',
        name: 'message',
        label: 'What do you need?',
        required: false,
      },
    ],
  },
  newsletter: {
    title: 'Newsletter',
    submitButtonLabel: 'Subscribe',
    confirmationMessage: paragraphs('You are subscribed. Our next letter is on its way.'),
    fields: emailOnly,
  },
  getStarted: {
    title: 'Get started',
    submitButtonLabel: 'Get Started',
    confirmationMessage: paragraphs(
      'Thank you. Someone from our team will email you within one business day to set up a first call.',
    ),
    fields: emailOnly,
  },
  launchNotice: {
    title: 'Launch notification',
    submitButtonLabel: 'Email me updates',
    confirmationMessage: paragraphs(
      'Thank you. We will email you when the dashboard launches and when it gains new features.',
    ),
    fields: emailOnly,
  },
  jobApplication: {
    title: 'Job application',
    submitButtonLabel: 'Apply now',
    confirmationMessage: paragraphs(
      'Thank you for applying. We read every application and reply within two weeks.',
    ),
    fields: [
      // Filled in with the role's title on its page (src/components/JobDetails).
      { blockType: 'text', name: 'role', label: 'Role you are applying for', required: true },
      ...name,
      email(),
      { blockType: 'phone', name: 'phone', label: 'Phone', required: true, width: 50 },
      {
        blockType: 'text',
        name: 'resumeLink',
        label: 'Link to your résumé or LinkedIn',
        required: false,
      },
      {
        blockType: 'upload',
        name: 'resume',
        label: 'Résumé',
        required: false,
        uploadCollection: 'submission-files',
        mimeTypes: DOCUMENT_TYPES.map((mimeType) => ({ mimeType })),
        maxFileSize: MAX_UPLOAD_BYTES,
      },
      { blockType: 'textarea', name: 'message', label: 'Why this role?', required: false },
      {
        blockType: 'checkbox',
        name: 'privacy',
        label:
          'I agree that my application is kept for this hiring process, as the privacy policy describes.',
        linkText: 'privacy policy',
        linkPath: '/privacy',
        required: true,
        defaultValue: false,
      },
    ],
  },
} satisfies Record<string, FormData>

export type SeededForms = Record<keyof typeof seedForms, number>

/**
 * Creates the forms, or updates them by title: forms are never deleted by a seed, because
 * visitors' submissions point at them.
 */
export async function upsertSeedForms(
  payload: Payload,
  context: Record<string, unknown>,
): Promise<SeededForms> {
  const ids = {} as SeededForms
  for (const [key, data] of Object.entries(seedForms) as [keyof typeof seedForms, FormData][]) {
    const existing = await payload.find({
      collection: 'forms',
      where: { title: { equals: data.title } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const id = existing.docs[0]?.id
    ids[key] = id
      ? (await payload.update({ collection: 'forms', id, data, context, overrideAccess: true })).id
      : (await payload.create({ collection: 'forms', data, context, overrideAccess: true })).id
  }
  return ids
}
