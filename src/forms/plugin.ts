import { fields as formFieldBlocks, formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type { Block } from 'payload'

import { anyone, isStaff, nobody, publicContentAccess } from '@/access'

import { checkSubmission } from './hooks/checkSubmission'
import { notifyStaff } from './hooks/notifyStaff'
import { queueFormEmails } from './hooks/queueFormEmails'
import { refuseBeforeWork } from './hooks/refuseBeforeWork'
import { summarizeSubmission } from './hooks/summarizeSubmission'

/** A text input for a telephone number: the phone keypad on mobile, checked as a phone number. */
const phoneField: Block = {
  ...(formFieldBlocks.text as Block),
  slug: 'phone',
  labels: { singular: 'Phone', plural: 'Phones' },
}

/**
 * A checkbox whose label may link to a page: the words "privacy policy" in "I agree … as the
 * privacy policy describes" open /privacy.
 */
const checkboxField: Block = {
  ...(formFieldBlocks.checkbox as Block),
  fields: [
    ...(formFieldBlocks.checkbox as Block).fields,
    {
      type: 'row',
      fields: [
        {
          name: 'linkText',
          type: 'text',
          label: 'Linked words',
          admin: { description: 'Words of the label that open a page, e.g. "privacy policy".' },
        },
        {
          name: 'linkPath',
          type: 'text',
          label: 'Page they open',
          admin: { description: 'A path on this site, e.g. /privacy.' },
          validate: (value: string | null | undefined) =>
            !value || /^\/[\w\-./]*$/.test(value) || 'A path starting with /, e.g. /privacy.',
        },
      ],
    },
  ],
}

/**
 * Staff build forms in the admin (Forms) and read what visitors send (Form submissions). The
 * public site renders a form with the Form block; a visitor's browser posts to
 * /api/form-submissions, which only creates: listing and reading submissions is for staff.
 */
export const formBuilder = formBuilderPlugin({
  fields: {
    text: true,
    textarea: true,
    email: true,
    phone: phoneField,
    select: true,
    radio: true,
    checkbox: checkboxField,
    state: true,
    number: true,
    upload: true,
    // Formation is US-only and these would need views nobody asked for.
    country: false,
    date: false,
    message: false,
    payment: false,
  },
  uploadCollections: ['submission-files'],
  beforeEmail: queueFormEmails,
  redirectRelationships: ['pages'],
  formOverrides: {
    admin: {
      group: 'Forms',
      useAsTitle: 'title',
      defaultColumns: ['title', 'updatedAt'],
      description: 'Forms placed on pages with the Form block, the hero or a call to action.',
    },
    access: publicContentAccess,
  },
  formSubmissionOverrides: {
    labels: { singular: 'Form submission', plural: 'Form submissions' },
    defaultSort: '-createdAt',
    admin: {
      group: 'Forms',
      useAsTitle: 'summary',
      defaultColumns: ['summary', 'form', 'createdAt'],
      listSearchableFields: ['summary'],
      description: 'What visitors sent, newest first. Filter by form to see one form.',
    },
    access: { create: anyone, read: isStaff, update: nobody, delete: isStaff },
    fields: ({ defaultFields }) => [
      ...defaultFields,
      {
        name: 'summary',
        type: 'text',
        admin: { readOnly: true, description: 'Who wrote, and the start of what they said.' },
      },
    ],
    hooks: {
      beforeOperation: [refuseBeforeWork],
      beforeValidate: [checkSubmission],
      beforeChange: [summarizeSubmission],
      afterChange: [notifyStaff],
    },
  },
})
