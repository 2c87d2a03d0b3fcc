import type { CollectionConfig } from 'payload'

import { isStaff, publishedOrStaff } from '@/access'
import { editedByField } from '@/fields/editedBy'
import { versionHistoryField } from '@/fields/versionHistory'
import { editorTabs } from '@/fields/editorTabs'
import { publishedAtField } from '@/fields/publishedAt'
import { publishingColumn } from '@/fields/publishing'
import { rowLabel } from '@/fields/rowLabel'
import { slugField } from '@/fields/slug'
import { revalidateContent } from '@/utilities/contentCache'
import { previewPath } from '@/utilities/preview'

import { PROJECT_CATEGORIES, PROJECT_TAGS } from './options'
import { editorialComponents } from '../editorialComponents'

const projectPath = (slug: unknown) =>
  typeof slug === 'string' && slug ? `portfolio/${slug}` : 'portfolio'

/** A public web address: http(s) only, so a link on the page can never run a script. */
const webAddress = (value: string | null | undefined) => {
  if (!value) return true
  try {
    const { protocol } = new URL(value)
    if (protocol === 'https:' || protocol === 'http:') return true
  } catch {
    // falls through
  }
  return 'Enter a full address starting with https://, e.g. https://example.com.'
}

/** Work we did for founders: shown by Portfolio blocks, with a page each at /portfolio/<slug>. */
export const Projects: CollectionConfig<'projects'> = {
  slug: 'projects',
  labels: { singular: 'Project', plural: 'Projects' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'client', 'publishing', 'updatedAt'],
    group: 'Content',
    description: 'Portfolio projects. Newest first on every portfolio page.',
    livePreview: { url: ({ data }) => previewPath(projectPath(data?.slug)) },
    preview: (data) => previewPath(projectPath(data?.slug)),
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
  hooks: revalidateContent('projects'),
  fields: [
    editorTabs(
      [
        { name: 'title', type: 'text', required: true, maxLength: 100 },
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        {
          name: 'summary',
          type: 'textarea',
          required: true,
          maxLength: 200,
          admin: { description: 'One sentence under the project’s title.' },
        },
        { name: 'overview', type: 'textarea', required: true, maxLength: 2000 },
        {
          name: 'workDone',
          type: 'array',
          dbName: 'proj_work',
          labels: { singular: 'Piece of work', plural: 'Work done' },
          fields: [{ name: 'item', type: 'text', required: true, maxLength: 120 }],
          admin: {
            components: rowLabel('Piece of work', 'item'),
            description: 'e.g. "Landing page redesign". Shown as a checklist.',
          },
        },
        {
          name: 'results',
          type: 'array',
          dbName: 'proj_results',
          admin: { components: rowLabel('Result', 'label', 'figure') },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'figure',
                  type: 'text',
                  required: true,
                  maxLength: 16,
                  admin: { width: '30%', description: 'e.g. "+38%".' },
                },
                {
                  name: 'label',
                  type: 'text',
                  required: true,
                  maxLength: 80,
                  admin: { width: '70%' },
                },
              ],
            },
          ],
        },
      ],
      [
        {
          type: 'row',
          fields: [
            {
              name: 'category',
              type: 'select',
              required: true,
              options: [...PROJECT_CATEGORIES],
              admin: { width: '50%', description: 'Shown on the card and the project page.' },
            },
            {
              name: 'tags',
              type: 'select',
              hasMany: true,
              required: true,
              options: [...PROJECT_TAGS],
              admin: {
                width: '50%',
                description: 'Every portfolio filter that should show it, e.g. Website and Design.',
              },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'client',
              type: 'text',
              required: true,
              maxLength: 80,
              admin: { width: '34%' },
            },
            {
              name: 'duration',
              type: 'text',
              maxLength: 40,
              admin: { width: '33%', description: 'e.g. "6 weeks".' },
            },
            {
              name: 'website',
              type: 'text',
              validate: webAddress,
              admin: { width: '33%', description: 'The live result, e.g. https://example.com.' },
            },
          ],
        },
      ],
    ),
    slugField('The project’s path under /portfolio/, e.g. "harbor-lane-brand".'),
    {
      name: 'featured',
      type: 'checkbox',
      admin: {
        position: 'sidebar',
        description: 'The project /portfolio-details shows (the newest featured one).',
      },
    },
    publishedAtField('dayOnly'),
    editedByField(),
    versionHistoryField(),
    publishingColumn(),
  ],
}
