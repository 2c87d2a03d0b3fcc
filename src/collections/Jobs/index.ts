import type { CollectionConfig } from 'payload'

import { isStaff, publishedOrStaff } from '@/access'
import { editedByField } from '@/fields/editedBy'
import { versionHistoryField } from '@/fields/versionHistory'
import { editorTabs } from '@/fields/editorTabs'
import { publishedAtField } from '@/fields/publishedAt'
import { publishingColumn } from '@/fields/publishing'
import { slugField } from '@/fields/slug'
import { revalidateContent } from '@/utilities/contentCache'
import { previewPath } from '@/utilities/preview'

import { JOB_CATEGORIES, TIME_TYPES } from './options'
import { editorialComponents } from '../editorialComponents'

const jobPath = (slug: unknown) => (typeof slug === 'string' && slug ? `career/${slug}` : 'career')

const salaryOrder = (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
  const min = Number(siblingData.min)
  if (typeof value === 'number' && Number.isFinite(min) && value < min)
    return 'The highest salary cannot be below the lowest.'
  return true
}

/** Open roles: listed on /career (the Open positions block) with a page each at /career/<slug>. */
export const Jobs: CollectionConfig<'jobs'> = {
  slug: 'jobs',
  labels: { singular: 'Job', plural: 'Jobs' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'open', 'publishing', 'updatedAt'],
    group: 'Content',
    description: 'Roles we hire for. Closed roles keep their page but leave the list.',
    livePreview: { url: ({ data }) => previewPath(jobPath(data?.slug)) },
    preview: (data) => previewPath(jobPath(data?.slug)),
    components: editorialComponents,
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  defaultPopulate: { title: true, slug: true },
  // Deleting moves a document to the trash, where admins restore or remove it for good.
  trash: true,
  versions: {
    drafts: { autosave: { interval: 800 }, schedulePublish: true },
    maxPerDoc: 50,
  },
  hooks: revalidateContent('jobs'),
  fields: [
    editorTabs(
      [
        { name: 'title', type: 'text', required: true, maxLength: 120 },
        {
          name: 'summary',
          type: 'textarea',
          required: true,
          maxLength: 300,
          admin: { description: 'One or two sentences for the card on /career.' },
        },
        { name: 'description', type: 'richText', required: true },
      ],
      [
        {
          type: 'row',
          fields: [
            {
              name: 'category',
              type: 'select',
              required: true,
              options: [...JOB_CATEGORIES],
              admin: { width: '33%', description: 'The /career filter it appears under.' },
            },
            {
              name: 'timeType',
              type: 'select',
              required: true,
              defaultValue: 'full-time',
              options: [...TIME_TYPES],
              admin: { width: '33%' },
            },
            {
              name: 'location',
              type: 'text',
              required: true,
              maxLength: 80,
              admin: { width: '34%', description: 'e.g. "Remote (US)" or "Wilmington, DE".' },
            },
          ],
        },
        {
          name: 'salary',
          type: 'group',
          admin: { description: 'Yearly, in whole US dollars. Leave empty to not show a range.' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'min', type: 'number', min: 0, admin: { width: '33%', step: 1000 } },
                {
                  name: 'max',
                  type: 'number',
                  min: 0,
                  validate: salaryOrder,
                  admin: { width: '33%', step: 1000 },
                },
              ],
            },
          ],
        },
        {
          name: 'applicationForm',
          type: 'relationship',
          relationTo: 'forms',
          required: true,
          admin: {
            description:
              'The form applicants fill in beside the role, usually "Job application". Its "role" field is filled in with this job’s title.',
          },
        },
      ],
    ),
    slugField('The role’s path under /career/, e.g. "senior-product-designer".'),
    {
      name: 'open',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        position: 'sidebar',
        description: 'Untick when the role is filled: it leaves /career and its page says so.',
      },
    },
    publishedAtField('dayOnly'),
    editedByField(),
    versionHistoryField(),
    publishingColumn(),
    {
      name: 'validThrough',
      type: 'date',
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly' },
        description: 'Optional: the last day applications are accepted (shown to search engines).',
      },
    },
  ],
}
